// `npm test`: typecheck, lint and format (side by side), unit and API tests (PGlite), then the browser tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one command with the terminal as its output; rejects when it fails. */
const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${signal ?? code}`))));
  });

const step = async (title, command, args) => {
  const started = Date.now();
  console.log(`\n== ${title}`);
  try {
    await run(command, args);
  } catch (error) {
    console.log(`== ${title}: failed (${seconds(started)})`);
    throw error;
  }
  console.log(`== ${title}: ok (${seconds(started)})`);
};

const startedAll = Date.now();
const total = () => `${((Date.now() - startedAll) / 60_000).toFixed(1)} min`;
try {
  // The type checker works alone on one core while the linter and then the formatter check use the other: together
  // they take as long as the longest of the two lines instead of the sum of the three.
  const checks = await Promise.allSettled([
    step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    step('lint', bin('eslint'), ['.', '--max-warnings=0']).then(() =>
      step('format', bin('prettier'), ['--check', '--log-level=warn', '.']),
    ),
  ]);
  if (checks.some((check) => check.status === 'rejected')) throw new Error('checks failed');
  await step('unit and API tests (PGlite)', bin('vitest'), ['run']);
  await step('browser tests', process.execPath, [path.join(root, 'scripts/e2e.mjs')]);
  console.log(`\n== npm test: all steps ok in ${total()}`);
} catch {
  console.log(`\n== npm test: failed after ${total()}`);
  process.exit(1);
}
