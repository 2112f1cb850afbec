import { afterEach, describe, expect, it } from 'vitest';

import { LAST_BACKUP_KEY, writeMeta } from '#server/lib/app-meta.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const TOKEN = 'metricas-secretas-de-prueba';
const scrape = (authorization?: string) =>
  t!.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one sample line, e.g. `casanova_mail_outbox{status="pending"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (line === undefined) return undefined;
  const value = line.slice(series.length + 1);
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
};

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp();
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(t.app.routeTable.some((r) => r.url === '/metrics')).toBe(false);
  });

  it('answers 401 with a Spanish detail for a missing or wrong token', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer otra-cosa', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ detail: 'Token de métricas no válido.' });
    }
  });

  it('reports requests by route pattern, the outbox, the last backup, the database and memory', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    await t.app.inject({ method: 'GET', url: '/api/properties' });
    await t.app.inject({ method: 'GET', url: '/api/properties/12345' });
    await t.app.inject({ method: 'GET', url: '/api/properties/67890' });
    await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    await enqueueMail(t.db, { kind: 'test', to: 'a@ejemplo.es', subject: 'x', html: 'x', text: 'x' });
    await writeMeta(t.db, LAST_BACKUP_KEY, new Date(Date.now() - 3_600_000).toISOString());

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/properties",status_code="200"}')).toBe(1);
    // Two property ids, one series: the pattern, never the raw URL.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/properties/:id",status_code="404"}')).toBe(2);
    expect(text).not.toContain('12345');
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/properties",status_code="200"}',
    );
    expect(sample(text, 'casanova_mail_outbox{status="pending"}')).toBe(1);
    expect(sample(text, 'casanova_mail_outbox{status="failed"}')).toBe(0);
    expect(sample(text, 'casanova_backup_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'casanova_backup_age_seconds')).toBeLessThan(3700);
    expect(sample(text, 'casanova_database_writable')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (t.handle.kind === 'postgres') {
      expect(sample(text, 'casanova_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(text).toContain('casanova_db_pool_connections{state="waiting"}');
    }
  });

  it('counts the outbox worker passes, when a worker runs', async () => {
    let passes = 7;
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { mailOutboxPasses: () => passes });
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'casanova_mail_outbox_passes_total')).toBe(7);
    passes = 9;
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'casanova_mail_outbox_passes_total')).toBe(9);
    await t.close();
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    expect((await scrape(`Bearer ${TOKEN}`)).body).not.toContain('casanova_mail_outbox_passes_total');
  });

  it('reports an infinite backup age when there has never been a backup', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'casanova_backup_age_seconds')).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
