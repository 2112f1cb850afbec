// `npm test`: the checks and every test suite, in two stages whose steps run side by side (docs/decisions/044).
//
//   1. typecheck | unit and API tests on PGlite | with TEST_DATABASE_URL: the server's tests again on PostgreSQL,
//      with the Node at TEST_OTHER_NODE when it is set (CI's other Node line); without it: lint, then format
//   2. the production build, then: browser tests | with TEST_DATABASE_URL: the resilience tests, then lint, then format
//
// Each suite alone leaves part of a 2-core machine idle (it waits on child processes, PostgreSQL, browsers and
// deliberate delays), so side by side they take less than one after the other. The first step of a stage prints as
// it goes; the others print their whole output when they end, so nothing interleaves.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
// Node 22 and later keep the code they compiled here and start the next process from it: the suites start hundreds of
// Node processes (servers, document checkers, workers) from the same files. Node 20 ignores the variable.
process.env.NODE_COMPILE_CACHE ??= path.join(root, '.tmp', 'node-compile-cache');
const postgresUrl = process.env.TEST_DATABASE_URL;
const otherNode = process.env.TEST_OTHER_NODE;
const postgresNodeVersion = otherNode ? execFileSync(otherNode, ['-v'], { encoding: 'utf8' }).trim() : process.version;

/** The environment without TEST_DATABASE_URL: the PGlite run and the browser tests use the embedded database. */
const { TEST_DATABASE_URL: _url, ...embeddedEnv } = process.env;
const postgresEnv = {
  ...process.env,
  // The other Node first on PATH: vitest's workers are started with the Node that runs vitest.
  ...(otherNode ? { PATH: `${path.dirname(otherNode)}${path.delimiter}${process.env.PATH}` } : {}),
};

/** The kept output of the steps that failed, printed again at the very end, where a log's reader looks first. */
const failedOutputs = [];

/**
 * Runs one step; rejects when it fails. `live`: its output goes straight to the terminal; otherwise it is kept and
 * printed in one piece when the step ends (and again at the end of the run when the step failed).
 */
function step({ title, command, args, env = embeddedEnv, live = false }) {
  const started = Date.now();
  console.log(`\n== ${title}${live ? '' : ': started (its output follows when it ends)'}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      if (!live && output.length > 0) {
        const whole = Buffer.concat(output);
        console.log(`\n== ${title}: output`);
        process.stdout.write(whole);
        if (!ok) failedOutputs.push({ title, output: whole });
      }
      console.log(`== ${title}: ${ok ? 'ok' : 'failed'} (${seconds(started)})`);
      if (ok) resolve();
      else reject(new Error(`${title}: ${signal ?? code}`));
    });
  });
}

/** Runs steps side by side and waits for all of them; throws when any failed. */
async function sideBySide(steps) {
  const results = await Promise.allSettled(steps);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((result) => result.reason.message).join('; '));
}

const vitest = (args, env, title, live) => step({ title, command: bin('vitest'), args, env, live });

const lintThenFormat = () =>
  step({ title: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] }).then(() =>
    step({ title: 'format', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] }),
  );

const startedAll = Date.now();
const total = () => `${((Date.now() - startedAll) / 60_000).toFixed(1)} min`;
try {
  await sideBySide([
    vitest(['run'], embeddedEnv, `unit and API tests (PGlite, Node ${process.version})`, true),
    step({ title: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] }),
    ...(postgresUrl
      ? [
          vitest(
            ['run', '--project', 'server'],
            postgresEnv,
            `server tests on PostgreSQL (Node ${postgresNodeVersion})`,
          ),
        ]
      : [lintThenFormat()]),
  ]);
  // Built once here: the browser and resilience tests both start the built server.
  if (!isBuildCurrent(root))
    await step({ title: 'build', command: process.execPath, args: [path.join(root, 'scripts/build.mjs')], live: true });
  const resilience = postgresUrl
    ? step({
        title: 'resilience tests (PostgreSQL)',
        command: process.execPath,
        // One file at a time: beside the browser suite it still ends first, and the machine's two cores are
        // not shared by four servers whose answers the resilience tests time.
        args: [path.join(root, 'scripts/e2e.mjs'), '--resilience', '--maxWorkers=1'],
        env: process.env,
      })
    : undefined;
  await sideBySide([
    step({ title: 'browser tests', command: process.execPath, args: [path.join(root, 'scripts/e2e.mjs')], live: true }),
    // With PostgreSQL the first stage is full (two unit suites and the typecheck on two cores), while the browser
    // suite alone, once the resilience tests end, leaves about a core idle: lint and format run there.
    ...(resilience ? [resilience, resilience.catch(() => {}).then(lintThenFormat)] : []),
  ]);
  console.log(`\n== npm test: all steps ok in ${total()}`);
} catch (error) {
  for (const { title, output } of failedOutputs) {
    console.log(`\n== ${title} failed; its output again:`);
    process.stdout.write(output);
  }
  console.log(`\n== npm test: failed after ${total()} (${error.message})`);
  process.exit(1);
}
