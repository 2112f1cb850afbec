// Browser tests (or, with --resilience, the resilience tests): make sure the production build is current, since both
// start the built server (e2e/support/server.ts), then run them with Vitest.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isBuildCurrent(root)) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
const resilience = process.argv[2] === '--resilience';
const config = resilience ? 'vitest.resilience.config.ts' : 'vitest.e2e.config.ts';
const args = ['run', '--config', config, ...process.argv.slice(resilience ? 3 : 2)];
try {
  execFileSync(path.join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1);
}
