// `npm start`: production mode without anyone setting NODE_ENV; builds only when the sources
// changed since the last build (a plain restart takes seconds), then runs the server.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// glibc gives threads malloc arenas of their own and keeps what image processing freed in them: with two
// arenas the server holds ~200 MB less after image uploads (docs/performance.md). glibc reads the variable
// when a process starts, so on Linux the server runs in a child process that has it; signals are passed on
// and its exit code is ours.
if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
} else {
  process.env.NODE_ENV ??= 'production';
  if (!isBuildCurrent(root)) {
    console.log('Construyendo la aplicación (solo la primera vez o tras cambios)…');
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
}
