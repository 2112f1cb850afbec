// `npm start`: production mode without anyone setting NODE_ENV; builds only when the sources
// changed since the last build (a plain restart takes seconds), then runs the server.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { isBuildCurrent } from './build-stamp.mjs';

/** The test and bench launcher (src/server/test/spawn-server.ts) starts the built server with the same settings. */
const GLIBC_MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// glibc gives threads malloc arenas of their own and keeps what image processing freed in them: with two
// arenas the server holds ~200 MB less after image uploads. It also raises its mmap threshold after a large block
// is freed, so later large blocks (compression, image bytes) fragment the heap instead of going back to the system:
// a fixed 128 KB threshold keeps ~30 MB less after page views (docs/performance.md). glibc reads these variables
// when a process starts, so on Linux the server runs in a child process that has them; signals are passed on and
// its exit code is ours.
if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, ...GLIBC_MALLOC_SETTINGS },
    },
  );
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
