import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../lib/paths';
import { freePort } from './free-port';

export type SpawnedServer = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves true once /api/health answers 200, false if the process exits first. */
  healthy: Promise<boolean>;
};

/** Runs the real server from source (tsx), as a separate process, for crash and lock tests. */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'src/server/main.ts')], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ADMIN_PASSWORD: 'crash-test-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_SERVER_LOG_LEVEL ?? 'warn',
      CASANOVA_SKIP_WEB: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const healthy = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) return false;
      try {
        if ((await fetch(`${url}/api/health`)).ok) return true;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  })();
  return { url, child, output: () => output, exited, healthy };
}
