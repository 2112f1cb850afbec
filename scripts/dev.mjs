// `npm run dev`: rebuilds the browser and SSR bundles on change and restarts the server on change.
// (The server serves the built bundles, exactly as in production, so what you see is what ships.)
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
process.env.NODE_ENV ??= 'development';

execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
const children = [
  spawn(process.execPath, [vite, 'build', '--watch', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [vite, 'build', '--ssr', 'src/web/entry-server.tsx', '--watch', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--watch',
      '--watch-path=src/server',
      '--watch-path=src/shared',
      '--watch-path=dist/ssr',
      'src/server/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
