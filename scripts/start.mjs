// `npm start`: production mode without anyone setting NODE_ENV; builds only when the sources
// changed since the last build (a plain restart takes seconds), then runs the server in this process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';
if (!isBuildCurrent(root)) {
  console.log('Construyendo la aplicación (solo la primera vez o tras cambios)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
