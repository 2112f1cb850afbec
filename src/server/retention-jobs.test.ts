// The retention the privacy policy states is applied by a daily job every instance runs (docs/product.md §3, §5.7).
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { auditLog, contacts } from '#server/db/schema.ts';
import type { PeriodicJob } from '#server/lib/periodic-job.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { startRetentionJobs } from './retention-jobs';

const NOW = new Date('2028-03-15T04:00:00Z');
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};
const log = pino({ level: 'silent' });

let t: TestApp;
let jobs: PeriodicJob[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterEach(async () => {
  await Promise.all(jobs.map((job) => job.stop()));
  jobs = [];
  await t.db.delete(contacts);
});
afterAll(() => t.close());

const contact = (name: string, createdAt: Date) => ({
  name,
  email: `${name.toLowerCase()}@ejemplo.es`,
  message: 'Me interesa el piso de Gràcia.',
  createdAt,
});
const start = (options: { firstAfterMs?: number; intervalMs?: number } = {}) => {
  const job = startRetentionJobs({
    db: t.db,
    now: () => NOW,
    contactRetentionMonths: 24,
    log,
    firstAfterMs: 60_000,
    ...options,
  });
  jobs.push(job);
  return job;
};
const names = async () => (await t.db.select({ name: contacts.name }).from(contacts)).map((row) => row.name).sort();

describe('the daily retention job', () => {
  it('deletes contact messages older than CONTACT_RETENTION_MONTHS, once, with two instances running it', async () => {
    await t.db
      .insert(contacts)
      .values([contact('Antigua', monthsAgo(24, 1)), contact('Reciente', monthsAgo(23, 27)), contact('Hoy', NOW)]);
    const [a, b] = [start(), start()];
    await Promise.all([a.run(), b.run()]);
    expect(await names()).toEqual(['Hoy', 'Reciente']);
    const purges = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.action, 'purge')));
    expect(purges).toHaveLength(1);
    expect(purges[0]).toMatchObject({ actor: 'sistema', details: { deleted: 1 } });
  });

  it('runs by itself shortly after start, on the app clock, and stops with the server', async () => {
    await t.db.insert(contacts).values([contact('Antigua', monthsAgo(30)), contact('Hoy', NOW)]);
    const job = start({ firstAfterMs: 1, intervalMs: 60_000 });
    await vi.waitFor(async () => expect(await names()).toEqual(['Hoy']));
    await job.stop();
  });
});
