// Browser tests: make sure the production build is current, then run e2e/ with Vitest.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isBuildCurrent(root)) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
const args = ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
try {
  execFileSync(path.join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1);
}
