// `npm test`: typecheck, lint, unit and API tests (PGlite), then the browser tests.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const step = (title, command, args, env = {}) => {
  const started = Date.now();
  console.log(`\n== ${title}`);
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${title}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

const startedAll = Date.now();
const total = () => `${((Date.now() - startedAll) / 60_000).toFixed(1)} min`;
try {
  step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  step('lint', bin('eslint'), ['.', '--max-warnings=0']);
  step('format', bin('prettier'), ['--check', '--log-level=warn', '.']);
  step('unit and API tests (PGlite)', bin('vitest'), ['run']);
  step('browser tests', process.execPath, [path.join(root, 'scripts/e2e.mjs')]);
  console.log(`\n== npm test: all steps ok in ${total()}`);
} catch {
  console.log(`\n== npm test: failed after ${total()}`);
  process.exit(1);
}
