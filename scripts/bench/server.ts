import fs from 'node:fs';

import { ADMIN_PASSWORD, adminToken, ROOT, startServer } from '../../e2e/support/server';

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
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<BenchServer> {
  const server = await startServer({
    name: 'bench',
    dataDir: options.dataDir,
    env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true', ...env },
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
