import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = 'dist/.build-stamp';
const INPUTS = [
  'src',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/server-bundle.mjs',
];

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Content hash of everything the build reads (tests excluded): a few milliseconds for the whole tree. */
export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const list = fs.statSync(full).isDirectory() ? [...files(full)] : [full];
    for (const file of list) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildCurrent(root) {
  const stamp = path.join(root, STAMP_FILE);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(root);
}
