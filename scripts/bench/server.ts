import { spawn } from 'node:child_process';
import fs from 'node:fs';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  freePort,
  freshDataDir,
  ROOT,
  startServer,
} from '../../e2e/support/server';
import { treeMemory } from './process-tree';

export { ROOT };

export type BenchServer = {
  url: string;
  pid: number;
  dataDir: string;
  peakRssMb: () => number;
  /** Starts a new peak measurement (the peak of one phase, e.g. the mixed load). */
  resetPeak: () => void;
  rssMb: () => number;
  stop(): Promise<void>;
};

const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** The production build as the browser tests start it (own process, fresh data folder), plus a memory sampler. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean; withoutMallocSettings?: boolean } = {},
): Promise<BenchServer> {
  const server = await startServer({
    name: 'bench',
    dataDir: options.dataDir,
    env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true', ...env },
    withoutMallocSettings: options.withoutMallocSettings,
  });
  const pid = server.pid;
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 200);
  return {
    url: server.url,
    pid,
    dataDir: server.dataDir,
    peakRssMb: () => Math.round(Math.max(peak, rssOf(pid))),
    resetPeak: () => (peak = rssOf(pid)),
    rssMb: () => Math.round(rssOf(pid)),
    async stop() {
      clearInterval(timer);
      await server.stop();
      if (!options.keepData) fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** The administrator's token on a bench server (the e2e login helper). */
export const login = (url: string): Promise<string> => adminToken(url, ADMIN_PASSWORD);

export type NpmStartServer = {
  url: string;
  dataDir: string;
  /** What `npm start` leaves running now (process-tree.ts). */
  tree: () => ReturnType<typeof treeMemory>;
  /** The highest sum of the app's node processes' RSS seen since the start (sampled every 200 ms). */
  peakAppRssMb: () => number;
  stop(): Promise<void>;
};

/**
 * The product as a user runs it: `npm start` in the project (the build is current, so it does not build), with its
 * own port and data folder. Measures the whole tree it leaves running, npm itself apart from the app.
 */
export async function startWithNpmStart(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<NpmStartServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? freshDataDir('bench-npm-start');
  // Under `npm run bench`, npm says where its own entry is; otherwise the npm on the PATH.
  const npm = process.env.npm_execpath;
  const [command, args] = npm?.endsWith('.js') ? [process.execPath, [npm, 'start']] : ['npm', ['start']];
  const { MALLOC_ARENA_MAX: _arenas, MALLOC_MMAP_THRESHOLD_: _threshold, NODE_ENV: _mode, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      ADMIN_EMAIL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const pid = child.pid!;
  let peak = 0;
  const sample = () => (peak = Math.max(peak, treeMemory(pid).appRssMb));
  const timer = setInterval(sample, 200);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      clearInterval(timer);
      child.kill('SIGKILL');
      throw new Error(`npm start did not become healthy:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    tree: () => treeMemory(pid),
    peakAppRssMb: () => Math.round(Math.max(peak, sample())),
    async stop() {
      clearInterval(timer);
      // npm passes the signal on to the server, its child, which shuts down and exits; npm then exits too.
      child.kill('SIGTERM');
      await exited;
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
