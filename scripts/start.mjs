// `npm start`: production mode without anyone setting NODE_ENV; builds only when the sources changed since the last
// build (a plain restart takes seconds), then runs the server — in this very process (docs/decisions/043).
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { isBuildCurrent } from './build-stamp.mjs';
import { GLIBC_MALLOC_SETTINGS, SERVER_NODE_FLAGS } from './server-settings.mjs';

// glibc's malloc settings and V8's flags (server-settings.mjs) are read only when a process starts. `npm start` gives
// them itself (package.json: `exec env … node … scripts/start.mjs`: npm's shell is replaced, and the server is the one
// process npm waits for). Started any other way on Linux, this script replaces itself with a process that has them
// (`process.execve`, Node ≥ 22.15 and ≥ 23.11) or, on an older Node, runs the server in a child process that has
// them, passing signals on and exiting with its code.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);

function relaunchWithMallocSettings() {
  const env = { ...process.env, ...GLIBC_MALLOC_SETTINGS };
  const flags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  const args = [...flags, ...process.execArgv, self, ...process.argv.slice(2)];
  if (typeof process.execve === 'function') process.execve(process.execPath, [process.execPath, ...args], env);
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
}

if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) relaunchWithMallocSettings();
else {
  process.env.NODE_ENV ??= 'production';
  if (!isBuildCurrent(root)) {
    console.log('Construyendo la aplicación (solo la primera vez o tras cambios)…');
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
}
