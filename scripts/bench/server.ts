import fs from 'node:fs';
import { ADMIN_PASSWORD, ROOT, startServer } from '../../e2e/support/server';

export { ROOT };

export type BenchServer = { url: string; pid: number; peakRssMb: () => number; stop(): Promise<void> };

/** The production build as the browser tests start it (own process, fresh data folder), plus a memory sampler. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const server = await startServer({ name: 'bench', env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true', ...env } });
  const pid = server.process.pid!;
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // process gone
    }
  }, 200);
  return {
    url: server.url,
    pid,
    peakRssMb: () => Math.round(peak),
    async stop() {
      clearInterval(timer);
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
