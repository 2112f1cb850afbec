import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/server/test/free-port';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export type BenchServer = { url: string; pid: number; peakRssMb: () => number; stop(): Promise<void> };

/** The production build in its own process with a fresh data folder; samples its memory while running. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = path.join(ROOT, '.tmp', 'bench', `data-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_PASSWORD: 'bench-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  let peak = 0;
  const sample = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      peak = Math.max(peak, rss);
    } catch {
      // process gone
    }
  };
  const timer = setInterval(sample, 200);
  return {
    url,
    pid: child.pid!,
    peakRssMb: () => Math.round(peak),
    async stop() {
      clearInterval(timer);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
