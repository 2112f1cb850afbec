// Builds the browser bundles, the server-rendering bundle and the server, then stamps the build
// with a hash of its sources so `npm start` rebuilds only when something changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';

import { sourceHash, STAMP_FILE } from './build-stamp.mjs';
import { serverBundleOptions } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const run = (args) => execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });

const started = Date.now();
run(['build', '--mode', 'app', '--logLevel', 'warn']);
run(['build', '--mode', 'buyer', '--logLevel', 'warn']);
run(['build', '--mode', 'public', '--logLevel', 'warn']);
run(['build', '--ssr', 'src/web/entry-server.tsx', '--logLevel', 'warn']);
await build(serverBundleOptions(root, path.join(root, 'dist/server')));
precompress(path.join(root, 'dist', 'client'));
fs.writeFileSync(path.join(root, STAMP_FILE), sourceHash(root));
console.log(`build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * Brotli (best quality) and gzip copies of every text asset next to it, served as they are
 * (@fastify/static `preCompressed`): visitors get the smallest files and the server never compresses
 * a script or stylesheet per request.
 */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}
