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

/** Script, styles and module preloads of one Vite entry, read from the build manifest. */
export function readEntryAssets(clientDir: string, entry: 'public' | 'app'): EntryAssets {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', `manifest-${entry}.json`), 'utf8')) as Manifest;
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith(`entry-${entry}.tsx`));
  if (!key) throw new Error(`entry ${entry} missing from the build manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunkKey: string, isRoot: boolean) => {
    const chunk = manifest[chunkKey];
    if (!chunk) return;
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    if (!isRoot) {
      if (preloads.has(`/${chunk.file}`)) return;
      preloads.add(`/${chunk.file}`);
    }
    chunk.imports?.forEach((imported) => visit(imported, false));
  };
  visit(key, true);
  const inlineCss = [...styles].map((href) => fs.readFileSync(path.join(clientDir, href), 'utf8')).join('');
  return { script: `/${manifest[key]!.file}`, styles: [...styles], preloads: [...preloads], inlineCss };
}
