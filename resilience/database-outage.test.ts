import { afterAll, describe, expect, it } from 'vitest';

import { startServer, type RunningServer } from '../e2e/support/server';
import { createPostgresDatabase, startDatabaseProxy } from './support';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function statusCounts(url: string, path: string, seconds: number) {
  const counts = new Map<number, number>();
  const details: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}${path}`);
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
      if (response.status === 503) details.push(((await response.json()) as { detail: string }).detail);
      else await response.arrayBuffer();
    } catch {
      counts.set(0, (counts.get(0) ?? 0) + 1);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { counts, details };
}

// /api/stats always reads the database (public lists may be served from the 2-second read cache).
describe('PostgreSQL outage', () => {
  it('answers 503 in Spanish while the database is away, stays up, and recovers by itself', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const proxy = await startDatabaseProxy(database.url);
    cleanups.push(proxy.close);
    const server: RunningServer = await startServer({ name: 'outage', env: { DATABASE_URL: proxy.url } });
    cleanups.push(async () => server.child.kill('SIGKILL'));

    const before = await statusCounts(server.url, '/api/stats', 1);
    expect([...before.counts.keys()]).toEqual([200]);

    await proxy.cut();
    const during = await statusCounts(server.url, '/api/stats', 3);
    expect(during.counts.get(503)).toBeGreaterThan(0);
    expect([...during.counts.keys()].every((status) => status === 503)).toBe(true);
    expect(during.details[0]).toMatch(/no está disponible/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    // Once the health check has seen the database back, nothing but successes.
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${server.url}/api/health`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the server did not see the database again');
      await new Promise((r) => setTimeout(r, 50));
    }
    const after = await statusCounts(server.url, '/api/stats', 2);
    expect([...after.counts.keys()]).toEqual([200]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
