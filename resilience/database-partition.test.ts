import { afterAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '../e2e/support/server';
import { createPostgresDatabase, startDatabaseProxy } from './support';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Status and seconds taken; 0 when nothing came back within `limitMs`. */
async function timed(url: string, init?: RequestInit, limitMs = 30_000): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: Date.now() - started };
  } catch {
    return { status: 0, ms: Date.now() - started };
  }
}

const contact = (i: number) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: `Visita ${i}`,
    email: 'ana@ejemplo.es',
    phone: '612345678',
    message: 'Quiero visitar el piso, gracias.',
  }),
});

describe('PostgreSQL behind a network partition (bytes held, nothing closed)', () => {
  it('answers every request 503 within 10 s and health within 2 s, unavailable, and recovers', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const proxy = await startDatabaseProxy(database.url);
    cleanups.push(proxy.close);
    const server: RunningServer = await startServer({ name: 'partition', env: { DATABASE_URL: proxy.url } });
    cleanups.push(async () => server.child.kill('SIGKILL'));
    expect((await timed(`${server.url}/api/stats`)).status).toBe(200);

    proxy.hold();
    const requests = await Promise.all([
      ...Array.from({ length: 6 }, () => timed(`${server.url}/api/stats`)),
      ...Array.from({ length: 6 }, (_, i) => timed(`${server.url}/api/contact`, contact(i))),
    ]);
    for (const request of requests) {
      expect(request.status).toBe(503);
      expect(request.ms).toBeLessThan(10_000);
    }
    const health: { status: number; ms: number }[] = [];
    for (let i = 0; i < 5; i++) health.push(await timed(`${server.url}/api/health`));
    expect(health.every((h) => h.ms < 2_000)).toBe(true);
    expect(health.at(-1)!.status).toBe(503);
    const body = (await (await fetch(`${server.url}/api/health`)).json()) as { status: string };
    expect(body.status).toBe('unavailable');
    expect(server.child.exitCode).toBeNull();

    proxy.release();
    const deadline = Date.now() + 30_000;
    let last = 0;
    while (Date.now() < deadline && last !== 200) {
      last = (await timed(`${server.url}/api/health`)).status;
      if (last !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(last).toBe(200);
  });
});
