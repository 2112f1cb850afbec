// The retention the privacy policy states is applied by a daily job every instance runs (docs/product.md §3, §5.7).
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { appMeta, auditLog, buyerFiles, contacts } from '#server/db/schema.ts';
import { writeMeta } from '#server/lib/app-meta.ts';
import { CLOCK_HOLD_KEY, databaseNow, LAST_PASS_KEY } from '#server/lib/clock-check.ts';
import type { PeriodicJob } from '#server/lib/periodic-job.ts';
import { insertContract } from '#server/test/factories.ts';
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
  await t.db.delete(appMeta).where(inArray(appMeta.key, [LAST_PASS_KEY, CLOCK_HOLD_KEY]));
});
/** A pass ran yesterday (the machine's and the database's clocks being NOW): today's pass trusts the clock. */
const passedYesterday = () => writeMeta(t.db, LAST_PASS_KEY, new Date(NOW.getTime() - 24 * 60 * 60_000).toISOString());
afterAll(() => t.close());

const contact = (name: string, createdAt: Date) => ({
  name,
  email: `${name.toLowerCase()}@ejemplo.es`,
  message: 'Me interesa el piso de Gràcia.',
  createdAt,
});
const start = (
  options: { firstAfterMs?: number; intervalMs?: number; now?: Date; databaseNow?: Date; months?: number } = {},
) => {
  const { now = NOW, databaseNow, months = 24, ...timing } = options;
  const job = startRetentionJobs({
    db: t.db,
    now: () => now,
    // The database's clock moves with the app's unless a test says otherwise (one machine).
    readDatabaseNow: async () => (databaseNow ?? now).getTime(),
    contactRetentionMonths: months,
    log,
    firstAfterMs: 60_000,
    ...timing,
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
    await passedYesterday();
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
    await passedYesterday();
    await t.db.insert(contacts).values([contact('Antigua', monthsAgo(30)), contact('Hoy', NOW)]);
    const job = start({ firstAfterMs: 1, intervalMs: 60_000 });
    await vi.waitFor(async () => expect(await names()).toEqual(['Hoy']));
    await job.stop();
  });

  it('counts calendar months to the end of a shorter month: never deletes a message early (29–31 March, 29 February)', async () => {
    for (const [now, months, kept, gone] of [
      ['2028-03-31T04:00:00Z', 1, '2028-02-29T10:00:00Z', '2028-02-29T03:00:00Z'],
      ['2028-03-30T04:00:00Z', 1, '2028-02-29T10:00:00Z', '2028-02-29T03:00:00Z'],
      ['2028-03-29T04:00:00Z', 1, '2028-02-29T10:00:00Z', '2028-02-29T03:00:00Z'],
      ['2027-03-31T04:00:00Z', 1, '2027-02-28T10:00:00Z', '2027-02-28T03:00:00Z'],
      ['2028-02-29T04:00:00Z', 24, '2026-02-28T10:00:00Z', '2026-02-28T03:00:00Z'],
    ] as const) {
      const moment = new Date(now);
      await writeMeta(t.db, LAST_PASS_KEY, new Date(moment.getTime() - 24 * 60 * 60_000).toISOString());
      await t.db.insert(contacts).values([contact('Dentro', new Date(kept)), contact('Fuera', new Date(gone))]);
      await start({ now: moment, months }).run();
      expect(await names(), now).toEqual(['Dentro']);
      await t.db.delete(contacts);
    }
  });
});

describe('the retention job and the clock', () => {
  it('stops, deletes nothing and waits for an owner when the clock jumps ten years ahead', async () => {
    await passedYesterday();
    // Today's message, and the AML file of a relationship that ended today (kept ten years), with the right clock.
    await t.db.insert(contacts).values([contact('Hoy', NOW)]);
    const { contract, buyers } = await insertContract(t.db, { status: 'completed' });
    const future = new Date(NOW.getTime() + (10 * 365 + 5) * 24 * 60 * 60_000);
    const [file] = await t.db
      .insert(buyerFiles)
      .values({
        contractId: contract.id,
        buyerId: buyers[0]!.id,
        declarations: { is_pep: false },
        retentionUntil: new Date(NOW.getTime() + (10 * 365 + 2) * 24 * 60 * 60_000),
      })
      .returning();
    const purgedAt = async () =>
      (await t.db.select({ at: buyerFiles.purgedAt }).from(buyerFiles).where(eq(buyerFiles.id, file!.id)))[0]!.at;
    // One machine: the database's clock jumped with it. The last pass and today's records say it is not 2038.
    await start({ now: future }).run();
    expect(await names()).toEqual(['Hoy']);
    expect(await purgedAt()).toBeNull();
    const status = await t.asAdmin({ method: 'GET', url: '/api/cms/system' });
    expect(status.json().retention_clock_hold).toMatchObject({
      reason: 'jump',
      machine_time: future.toISOString(),
    });
    // The next day's pass (the clock still ahead) stays stopped: nothing is deleted until an owner confirms.
    await start({ now: new Date(future.getTime() + 24 * 60 * 60_000) }).run();
    expect(await names()).toEqual(['Hoy']);
    expect(await purgedAt()).toBeNull();

    const confirmed = await t.asAdmin({ method: 'POST', url: '/api/cms/system/retention-clock/confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/system' })).json().retention_clock_hold).toBeNull();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'confirm_clock'));
    expect(audit).toMatchObject({ entity: 'settings', details: { hold: { reason: 'jump' } } });
    expect((await t.asAdmin({ method: 'POST', url: '/api/cms/system/retention-clock/confirm' })).statusCode).toBe(409);
  });

  it('stops when the machine’s clock and the database’s disagree by more than a day', async () => {
    await passedYesterday();
    await t.db.insert(contacts).values([contact('Hoy', NOW)]);
    await start({ now: new Date(NOW.getTime() + 3 * 24 * 60 * 60_000), databaseNow: NOW }).run();
    expect(await names()).toEqual(['Hoy']);
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/system' })).json().retention_clock_hold).toMatchObject({
      reason: 'database_clock',
      reference_time: NOW.toISOString(),
    });
  });

  it('reads the database’s own clock', async () => {
    expect(Math.abs((await databaseNow(t.db))! - Date.now())).toBeLessThan(60_000);
  });

  it('only notes the time on an installation’s first pass, and deletes from the next', async () => {
    await t.db.insert(contacts).values([contact('Antigua', monthsAgo(30)), contact('Hoy', NOW)]);
    await start().run();
    expect(await names()).toEqual(['Antigua', 'Hoy']);
    await start({ now: new Date(NOW.getTime() + 24 * 60 * 60_000) }).run();
    expect(await names()).toEqual(['Hoy']);
  });
});
