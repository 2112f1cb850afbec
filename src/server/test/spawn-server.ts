import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { TEST_SOURCE_BUNDLE_VARIABLE } from '#server/lib/documents/check-document.ts';
import { projectRoot } from '#server/paths.ts';

import { freePort } from './free-port';

/** The glibc malloc settings and V8 flags `npm start` gives the server (package.json, scripts/server-settings.mjs). */
export const GLIBC_MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

export type SpawnedServer = {
  url: string;
  /** The server's own process (with `unreapedGroup`, not `child`). */
  pid: number;
  child: ChildProcess;
  output: () => string;
  /** The exit code; null for a signal (and always null with `unreapedGroup`, whose exit nobody reads). */
  exited: Promise<number | null>;
  /** Resolves true once /api/health answers 200, false if the process exits first. */
  healthy: Promise<boolean>;
};

export type SpawnOptions = {
  /**
   * Run the production build (dist/) as `npm start` does, instead of the source (the unit tests' bundle of it,
   * src/server/test/source-bundle.ts, or through tsx outside them).
   */
  built?: boolean;
  /** With `built`: without the glibc malloc settings `npm start` gives the server (the bench measures their effect). */
  withoutMallocSettings?: boolean;
  /** How long /api/health may take to answer 200 before `healthy` resolves false (2 min: a busy 2-core machine). */
  readyWithinMs?: number;
  /**
   * The server leads its own process group and its parent is a shell that `exec`s into `sleep`, which never reaps
   * it: killed, it stays a zombie, as under a busy supervisor or in a container without an init. Kill it with
   * `killProcessGroup`.
   */
  unreapedGroup?: boolean;
  /**
   * As root, run without the capabilities that override file permissions (`setpriv` drops CAP_DAC_OVERRIDE and
   * CAP_DAC_READ_SEARCH), so the server meets a read-only folder as any user would, while it can still read the
   * project wherever it was cloned (another user may not, e.g. under a private temporary folder).
   */
  withoutPermissionOverride?: boolean;
};

/** Running, and not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** SIGKILL to the whole process group of a server started with `unreapedGroup`, as `kill -9 -PGID` does. */
export function killProcessGroup(server: Pick<SpawnedServer, 'pid'>): void {
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs the real server as a separate process, from source (tsx) or built: the one launcher of the tests that need
 * a process (crash and lock tests here; the browser and resilience tests through e2e/support/server.ts).
 */
export async function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const sourceBundle = process.env[TEST_SOURCE_BUNDLE_VARIABLE];
  const command = options.built
    ? [process.execPath, ...SERVER_NODE_FLAGS, path.join(projectRoot(), 'dist/server/main.js')]
    : sourceBundle
      ? // The run's bundle of the source (source-bundle.ts), as `built` but without npm start's settings.
        [process.execPath, path.join(sourceBundle, 'main.js')]
      : [process.execPath, '--import', 'tsx', path.join(projectRoot(), 'src/server/main.ts')];
  if (options.withoutPermissionOverride && process.getuid?.() === 0) {
    command.unshift('setpriv', '--bounding-set', '-dac_override,-dac_read_search', '--');
  }
  const [file, args] = options.unreapedGroup
    ? // `setsid` makes the server a group leader; `$!` is its PID, since setsid execs in place.
      ['sh', ['-c', 'setsid "$@" & echo "server-pid $!"; exec sleep 3600', 'sh', ...command]]
    : [command[0]!, command.slice(1)];
  const child = spawn(file as string, args as string[], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      // As `npm start` runs it (package.json, scripts/server-settings.mjs; src/start-script.test.ts).
      ...(options.built ? { NODE_ENV: 'production' } : {}),
      ...(options.built && !options.withoutMallocSettings ? GLIBC_MALLOC_SETTINGS : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ADMIN_PASSWORD: 'crash-test-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_SERVER_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const childExited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let pid = child.pid!;
  if (options.unreapedGroup) {
    while (!/server-pid (\d+)/.test(output)) await new Promise((r) => setTimeout(r, 10));
    pid = Number(/server-pid (\d+)/.exec(output)![1]);
  }
  const gone = () => (options.unreapedGroup ? !isRunning(pid) : child.exitCode !== null);
  const exited = options.unreapedGroup
    ? (async () => {
        while (!gone()) await new Promise((r) => setTimeout(r, 50));
        return null;
      })()
    : childExited;
  const healthy = (async () => {
    const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
    while (Date.now() < deadline) {
      if (gone()) return false;
      try {
        if ((await fetch(`${url}/api/health`)).ok) return true;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  })();
  return { url, pid, child, output: () => output, exited, healthy };
}
