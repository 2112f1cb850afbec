// The script a page loads before it can draw (docs/decisions/031, 032): its build's entry, the page's
// lazy chunk (which the server's shell preloads) and everything they import statically, from the build's
// manifest, compressed as the server sends them (brotli, else gzip, from the precompressed files next to
// each asset). The signing and payment pages are the buyer build's (manifest-buyer.json).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { ROOT } from './server';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

const CLIENT = path.join(ROOT, 'dist', 'client');

function compressedBytes(file: string): { br: number; gzip: number } {
  const full = path.join(CLIENT, file);
  const bytes = fs.readFileSync(full);
  const br = fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : zlib.brotliCompressSync(bytes).length;
  const gzip = fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : zlib.gzipSync(bytes, { level: 9 }).length;
  return { br, gzip };
}

/**
 * First-load script of the page of the `build` ('app', 'buyer') whose lazy module is `routeModule` (a source path,
 * as in the manifest).
 */
export function firstLoadScript(
  build: 'app' | 'buyer',
  routeModule: string,
): { files: number; brKb: number; gzipKb: number } {
  const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT, '.vite', `manifest-${build}.json`), 'utf8')) as Record<
    string,
    Chunk
  >;
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the ${build} build`);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(routeModule);
  let br = 0;
  let gzip = 0;
  for (const key of seen) {
    const size = compressedBytes(manifest[key]!.file);
    br += size.br;
    gzip += size.gzip;
  }
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return { files: seen.size, brKb: kb(br), gzipKb: kb(gzip) };
}
