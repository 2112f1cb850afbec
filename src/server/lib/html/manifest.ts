import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type EntryAssets = {
  script: string;
  styles: string[];
  preloads: string[];
  /** The entry's stylesheets' text, for pages that inline them instead of linking them. */
  inlineCss: string;
};

const readStyles = (clientDir: string, hrefs: string[]) =>
  hrefs.map((href) => fs.readFileSync(path.join(clientDir, href), 'utf8')).join('');

/** The browser builds (vite.config.ts), each with its own manifest. */
export type BrowserEntry = 'public' | 'app' | 'buyer';

const readManifest = (clientDir: string, entry: BrowserEntry) =>
  JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', `manifest-${entry}.json`), 'utf8')) as Manifest;

/** The stylesheets and the files to preload of a chunk and everything it imports statically (not the chunk itself when it is the entry). */
function closure(
  manifest: Manifest,
  key: string,
  includeRoot: boolean,
): { styles: Set<string>; preloads: Set<string> } {
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunkKey: string, isRoot: boolean) => {
    const chunk = manifest[chunkKey];
    if (!chunk) return;
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    if (!isRoot || includeRoot) {
      if (preloads.has(`/${chunk.file}`)) return;
      preloads.add(`/${chunk.file}`);
    }
    chunk.imports?.forEach((imported) => visit(imported, false));
  };
  visit(key, true);
  return { styles, preloads };
}

/** The manifest's key of the single stylesheet of a build with `cssCodeSplit: false`. */
const UNSPLIT_STYLESHEET = 'style.css';

/** Script, styles and module preloads of one Vite entry, read from the build manifest. */
export function readEntryAssets(clientDir: string, entry: BrowserEntry): EntryAssets {
  const manifest = readManifest(clientDir, entry);
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith(`entry-${entry}.tsx`));
  if (!key) throw new Error(`entry ${entry} missing from the build manifest`);
  const { styles, preloads } = closure(manifest, key, false);
  // A build whose stylesheet is not split by chunk (the buyer build, vite.config.ts) has one sheet for all it draws.
  const whole = manifest[UNSPLIT_STYLESHEET]?.file;
  const entryStyles = styles.size === 0 && whole ? [`/${whole}`] : [...styles];
  return {
    script: `/${manifest[key]!.file}`,
    styles: entryStyles,
    preloads: [...preloads],
    inlineCss: readStyles(clientDir, entryStyles),
  };
}

/**
 * The entry's assets plus the module preloads of each of its lazy route chunks (by source path, e.g.
 * `src/web/features/verify/routes.tsx`): the browser fetches the page's code together with the entry instead of
 * discovering it only once the entry has run. A missing chunk stops the start: the route map is out of date.
 */
export function withRouteChunks<K extends string>(
  clientDir: string,
  entry: BrowserEntry,
  assets: EntryAssets,
  sources: Record<K, string>,
): Record<K, EntryAssets> {
  const manifest = readManifest(clientDir, entry);
  const known = new Set([assets.script, ...assets.preloads]);
  const forChunk = (source: string): EntryAssets => {
    if (!manifest[source]) throw new Error(`route chunk ${source} missing from the ${entry} build manifest`);
    const { styles, preloads } = closure(manifest, source, true);
    const newStyles = [...styles].filter((href) => !assets.styles.includes(href));
    return {
      script: assets.script,
      styles: [...assets.styles, ...newStyles],
      preloads: [...assets.preloads, ...[...preloads].filter((file) => !known.has(file))],
      inlineCss: assets.inlineCss + readStyles(clientDir, newStyles),
    };
  };
  return Object.fromEntries(
    Object.entries<string>(sources).map(([name, source]) => [name, forChunk(source)]),
  ) as Record<K, EntryAssets>;
}
