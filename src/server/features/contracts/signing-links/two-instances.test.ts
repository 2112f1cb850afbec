import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { contractEvents, mailOutbox } from '#server/db/schema.ts';
import { pendingContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { sendDueReminders, type ReminderDeps } from './send-due-reminders';

// Two instances on one database: with TEST_DATABASE_URL each has its own connection pool to the same
// PostgreSQL database, so their passes really run at the same time; on PGlite they share the engine.
const DAY = 86_400_000;
const CONTRACTS = 15;
let first: TestApp;
let second: TestApp;
let secondHandle: DatabaseHandle;
let ownHandle: DatabaseHandle & { url?: string };
let clock = new Date();

beforeAll(async () => {
  ownHandle = await createTestDatabase();
  secondHandle = ownHandle.url ? openPostgres(ownHandle.url, () => {}) : ownHandle;
  first = await createTestApp({}, { handle: ownHandle, now: () => clock });
  second = await createTestApp({}, { handle: secondHandle, now: () => clock });
  await storeCompanyDetails(first);
});
afterAll(async () => {
  await first.close();
  await second.close();
  if (secondHandle !== ownHandle) await secondHandle.close();
  await ownHandle.close();
});

const depsOf = (t: TestApp): ReminderDeps => ({
  db: t.db,
  secret: t.app.ctx.jwtSecret,
  publicUrl: t.config.publicUrl,
  now: () => clock,
});

describe('reminders with two instances on one database', () => {
  it('sends each reminder exactly once, whichever instance claims it', async () => {
    const start = new Date();
    clock = start;
    for (let i = 0; i < CONTRACTS; i++) {
      const contract = await pendingContract(first);
      const instance = i % 2 === 0 ? first : second;
      expect(
        (await instance.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` }))
          .statusCode,
      ).toBe(200);
    }
    const links = CONTRACTS * 2;
    for (const [day, round] of [
      [3, 1],
      [6, 2],
      [9, 3],
      [12, 3],
    ] as const) {
      clock = new Date(start.getTime() + day * DAY);
      const passes = await Promise.all([first, second, first, second].map((t) => sendDueReminders(depsOf(t))));
      const expected = round <= 3 && day <= 9 ? links : 0;
      expect(
        passes.reduce((sum, n) => sum + n, 0),
        `day ${day}`,
      ).toBe(expected);
      const reminders = await first.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'contract_signature_reminder'));
      expect(reminders, `day ${day}`).toHaveLength(links * round);
      const perBuyer = new Map<string, number>();
      for (const mail of reminders) perBuyer.set(mail.text, (perBuyer.get(mail.text) ?? 0) + 1);
      expect(
        [...perBuyer.values()].every((n) => n === round),
        `day ${day}`,
      ).toBe(true);
    }
    const events = await first.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.event, 'reminder_sent')));
    expect(events).toHaveLength(links * 3);
  });
});
