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
const rest = process.argv.slice(resilience ? 3 : 2);
// `npm run test:resilience -- --long`: the crash loop's 20 kills instead of CI's 5 (resilience/crash-loop.test.ts).
const long = rest.includes('--long');
const args = ['run', '--config', config, ...rest.filter((arg) => arg !== '--long')];
try {
  execFileSync(path.join(root, 'node_modules/.bin/vitest'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(long ? { CRASH_LOOP_KILLS: '20' } : {}) },
  });
} catch {
  process.exit(1);
}
