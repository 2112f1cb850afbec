import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The folder graph stays one-way (docs/decisions/022): two features never import each other, in the server or in
 * the browser, and no two files import each other through any path, even a type-only one. Lint checks each import's
 * direction between layers; a loop between two features of the same layer is only visible here.
 */
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The file an import names, as a path relative to the repository (extensionless imports keep no extension). */
function resolved(file: string, specifier: string): string | null {
  if (specifier.startsWith('#server/')) return `src/server/${specifier.slice('#server/'.length)}`;
  if (specifier.startsWith('#web/')) return `src/web/${specifier.slice('#web/'.length)}`;
  if (specifier.startsWith('#shared/')) return `src/shared/${specifier.slice('#shared/'.length)}`;
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  return null;
}

const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => resolved(file, match[1]!))
    .filter((target): target is string => target !== null);

/** Which features each feature imports, with one importing file per pair. */
function featureEdges(root: string): Map<string, Map<string, string>> {
  const featureOf = (path: string) => (path.startsWith(`${root}/`) ? relative(root, path).split('/')[0]! : null);
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root)) {
    const from = featureOf(file)!;
    for (const target of imports(file)) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, file);
      edges.set(from, out);
    }
  }
  return edges;
}

/** Pairs of features that import each other, with one file of each side. */
function featureLoops(root: string): string[] {
  const edges = featureEdges(root);
  const loops: string[] = [];
  for (const [from, out] of edges)
    for (const [to, file] of out) {
      const back = edges.get(to)?.get(from);
      if (back && from < to) loops.push(`${from} ↔ ${to} (${file}, ${back})`);
    }
  return loops;
}

/**
 * Imports running back up a folder: a file of a subfolder importing a file of the folder above that itself imports the
 * subfolder (`outcome/record-outcome` → `dto` → `outcome/…`). Each as the three steps, without extensions.
 */
function backArrows(root: string): string[] {
  const strip = (path: string) => path.replace(/\.tsx?$/, '');
  const graph = new Map(sourceFiles(root).map((file) => [strip(file), imports(file).map(strip)]));
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const [sub, ...rest] = relative(root, file).split('/');
    if (rest.length === 0) continue;
    for (const target of targets) {
      const up = relative(root, target);
      if (up.startsWith('..') || up.includes('/')) continue;
      const down = (graph.get(target) ?? []).find((next) => relative(root, next).startsWith(`${sub}/`));
      if (down) found.push(`${relative(root, file)} → ${up} → ${relative(root, down)}`);
    }
  }
  return found;
}

/** Import circles between files of one folder tree, each as the files in order. */
function fileCycles(root: string): string[] {
  const strip = (path: string) => path.replace(/\.tsx?$/, '');
  const files = new Map(sourceFiles(root).map((file) => [strip(file), file]));
  const graph = new Map(
    [...files].map(([key, file]) => [
      key,
      imports(file)
        .map(strip)
        .filter((target) => files.has(target)),
    ]),
  );
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]) => {
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), node, next].join(' → '));
      else if (!state.has(next)) visit(next, [...path, node]);
    }
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
}

describe('the import graph', () => {
  it('has no two server features importing each other', () => {
    expect(featureLoops('src/server/features')).toEqual([]);
  });

  it('has no two browser features importing each other', () => {
    expect(featureLoops('src/web/features')).toEqual([]);
  });

  // The contract's rooms (decision 022): the AML file and sealing read contracts, and contracts hands in what it
  // needs of them through app.ts; in the browser, the signing page imports neither the admin's contracts nor the
  // owners' buyer-file screens.
  it.each([
    ['src/server/features', 'contracts', ['buyer-file', 'sealing']],
    ['src/web/features', 'signing', ['contracts', 'buyer-file', 'admin']],
  ])('in %s, %s imports none of %j', (root, feature, siblings) => {
    const imported = featureEdges(root).get(feature) ?? new Map<string, string>();
    expect(siblings.filter((sibling) => imported.has(sibling)).map((sibling) => imported.get(sibling))).toEqual([]);
    expect(siblings.every((sibling) => sourceFiles(join(root, sibling)).length > 0)).toBe(true);
  });

  it.each(['src/server/features', 'src/web/features'])(
    'has no import running back up a folder in any feature of %s',
    (root) => {
      const features = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      expect(features.flatMap((feature) => backArrows(join(root, feature.name)))).toEqual([]);
    },
  );

  it.each(['src/shared', 'src/server', 'src/web'])('has no import circle between the files of %s', (root) => {
    expect(fileCycles(root)).toEqual([]);
  });
});

/** A throwaway source tree: each file's imports, written as the product writes them. */
function tree(files: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  for (const [file, targets] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), targets.map((target) => `import { x } from '${target}';\n`).join(''));
  }
  trees.push(root);
  return root;
}
const trees: string[] = [];
afterAll(() => trees.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the import graph checks, on deliberate violations', () => {
  it('find two features that import each other, naming a file of each', () => {
    const root = tree({
      'contracts/sign.ts': ['../payments/links'],
      'payments/links.ts': ['../contracts/index'],
      'contracts/index.ts': [],
      'properties/list.ts': ['../contracts/index'],
    });
    expect(featureLoops(root)).toEqual([
      `contracts ↔ payments (${join(root, 'contracts/sign.ts')}, ${join(root, 'payments/links.ts')})`,
    ]);
  });

  it('find an import running back up a folder, and none where the folder above does not import the subfolder', () => {
    const back = tree({ 'outcome/record.ts': ['../dto'], 'dto.ts': ['./outcome/answer'], 'outcome/answer.ts': [] });
    expect(backArrows(back)).toEqual(['outcome/record → dto → outcome/answer']);
    expect(backArrows(tree({ 'outcome/record.ts': ['../dto'], 'dto.ts': ['./names'], 'names.ts': [] }))).toEqual([]);
  });

  it('find an import circle through several files, and none in a one-way tree', () => {
    const circle = tree({ 'a.ts': ['./b'], 'b.ts': ['./sub/c'], 'sub/c.ts': ['../a'] });
    expect(fileCycles(circle)).toHaveLength(1);
    expect(fileCycles(circle)[0]).toContain('sub/c');
    expect(fileCycles(tree({ 'a.ts': ['./b'], 'b.ts': ['./c'], 'c.ts': [] }))).toEqual([]);
  });
});

describe('test helpers', () => {
  it('live in one folder per layer: src/server/test, src/web/test, src/shared/test', () => {
    const helper = /(^|[-/])(test-support|test-helpers?|fixtures?|factories)\.tsx?$/;
    const misplaced = ['src/server', 'src/web', 'src/shared']
      .flatMap((root) => sourceFiles(root))
      .filter((file) => helper.test(file) && !/^src\/(server|web|shared)\/test\//.test(file));
    expect(misplaced).toEqual([]);
  });
});
