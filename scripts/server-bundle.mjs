import path from 'node:path';

/**
 * esbuild's options for the server: `main` and the document checker, which runs in a process of its own
 * (src/server/lib/documents/check-document.ts) and so is its own file next to it. The production build writes them to
 * dist/server; the unit tests bundle the source the same way once per run for the servers and checkers they start
 * (src/server/test/source-bundle.ts).
 */
export function serverBundleOptions(root, outdir) {
  return {
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      'document-worker': path.join(root, 'src/server/lib/documents/document-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  };
}
