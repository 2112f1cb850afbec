// Every status and event column holds only its shared list's values (decision 030): the migration adds the CHECKs to
// an installation full of rows written by earlier releases without touching one of them, and from then on the
// database itself refuses a value outside the list, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '#shared/audit-log/actions.ts';
import { CONTRACT_EVENT_NAMES, CONTRACT_STATUSES, PAYMENT_STATUSES } from '#shared/contract-lifecycle/index.ts';
import { MAIL_STATUSES } from '#shared/mail-lifecycle/statuses.ts';
import { PROPERTY_STATUSES } from '#shared/property-lifecycle/statuses.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { migrationsFolder } from './client';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-lifecycle-upgrade-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** The migrations folder as the release before the CHECKs shipped it (the lead may renumber the file). */
function migrationsBeforeChecks(): string {
  const folder = path.join(temp, 'drizzle');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_lifecycle_checks'));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * The values each CHECK of the first lifecycle migration allowed: what releases before it could have written. Later
 * releases widen the lists (new events, actions), and those values did not exist then.
 */
function historicValues(constraint: string): string[] {
  const folder = migrationsFolder();
  const file = fs.readdirSync(folder).find((name) => name.endsWith('_lifecycle_checks.sql'))!;
  const text = fs.readFileSync(path.join(folder, file), 'utf8');
  const list = new RegExp(`"${constraint}" CHECK \\("\\w+" in \\(([^)]*)\\)\\)`).exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}
const HISTORIC = {
  propertyStatuses: historicValues('properties_status_check'),
  events: historicValues('contract_events_event_check'),
  mailStatuses: historicValues('mail_outbox_status_check'),
  actions: historicValues('audit_log_action_check'),
  entities: historicValues('audit_log_entity_check'),
};

const CONTRACT_ID = 'b5e7a1c2-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
const OTHER_CONTRACT_ID = 'c0ffee00-1234-4abc-9def-001122334455';
const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A row for each value every earlier release wrote, in each column that gets a CHECK. */
async function fillWithEveryHistoricValue(db: ReturnType<typeof drizzle>) {
  for (const [index, status] of HISTORIC.propertyStatuses.entries())
    await db.execute(sql`insert into properties (title, description, address, neighborhood, property_type, status,
        bedrooms, bathrooms, size_m2, "order") values ('Piso', 'Reformado', 'Calle Verdi 12', 'Gràcia', 'piso',
        ${status}, 2, 1, 70, ${index})`);
  await db.execute(sql`insert into contracts (id, contract_type, contract_data, status) values
    (${CONTRACT_ID}, 'arras_penitenciales', '{}', 'completed'), (${OTHER_CONTRACT_ID}, 'reserva_condicionada', '{}', 'signed')`);
  await db.execute(sql`insert into payments (contract_id, payment_type, amount_cents, reference, status) values
    (${CONTRACT_ID}, 'arras', 100, 'RF01', 'paid'), (${OTHER_CONTRACT_ID}, 'reserva', 100, 'RF02', 'pending')`);
  for (const event of HISTORIC.events)
    await db.execute(sql`insert into contract_events (contract_id, event, actor, details)
      values (${CONTRACT_ID}, ${event}, 'sistema', '{"old": true}')`);
  for (const status of HISTORIC.mailStatuses)
    await db.execute(sql`insert into mail_outbox (kind, "to", subject, html, text, status)
      values ('final_document', 'a@b.test', 'Asunto', '<p>x</p>', 'x', ${status})`);
  for (const [index, action] of HISTORIC.actions.entries())
    await db.execute(sql`insert into audit_log (actor, action, entity, entity_id)
      values ('admin', ${action}, ${HISTORIC.entities[index % HISTORIC.entities.length]!}, ${String(index)})`);
}

const counts = async (db: ReturnType<typeof drizzle>) =>
  (
    await db.execute(sql`select
      (select count(*)::int from properties) as properties, (select count(*)::int from payments) as payments,
      (select count(*)::int from contract_events) as events, (select count(*)::int from mail_outbox) as mails,
      (select count(*)::int from audit_log) as audits`)
  ).rows[0];

describe('an installation with rows from every earlier release', () => {
  it('upgrades to the CHECKs without changing a row', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeChecks() });
    await fillWithEveryHistoricValue(db);
    const before = await counts(db);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    expect(await counts(db)).toEqual(before);
    expect(before).toEqual({
      properties: HISTORIC.propertyStatuses.length,
      payments: 2,
      events: HISTORIC.events.length,
      mails: HISTORIC.mailStatuses.length,
      audits: HISTORIC.actions.length,
    });
    // Every historic value is still in today's lists: a list only ever grows.
    expect(CONTRACT_EVENT_NAMES).toEqual(expect.arrayContaining(HISTORIC.events));
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(HISTORIC.actions));
    expect(AUDIT_ENTITIES).toEqual(expect.arrayContaining(HISTORIC.entities));
    expect(PROPERTY_STATUSES).toEqual(expect.arrayContaining(HISTORIC.propertyStatuses));
    expect(MAIL_STATUSES).toEqual(expect.arrayContaining(HISTORIC.mailStatuses));
    const events = await db.execute(
      sql`select event from contract_events where event in (${quoted(CONTRACT_EVENT_NAMES)})`,
    );
    expect(events.rows).toHaveLength(HISTORIC.events.length);
    await client.close();
  }, 120_000);
});

describe('the database', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`insert into contracts (id, contract_type, contract_data) values
      (${CONTRACT_ID}, 'arras_penitenciales', '{}')`);
  });
  afterEach(async () => {
    await handle.close();
  });

  const refused = async (statement: ReturnType<typeof sql>) => {
    const error = await handle.db.execute(statement).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    // node-postgres and PGlite both carry the constraint in the message or its cause.
    return String((error as { cause?: unknown } | null)?.cause ?? error);
  };

  it.each([
    ['contracts', sql`update contracts set status = 'archived'`, 'contracts_status_check'],
    [
      'properties',
      sql`insert into properties (title, description, address, neighborhood, property_type, status,
        bedrooms, bathrooms, size_m2, "order") values ('P', 'D', 'A', 'N', 'piso', 'reservado', 1, 1, 50, 1)`,
      'properties_status_check',
    ],
    [
      'payments',
      sql`insert into payments (contract_id, payment_type, amount_cents, reference, status)
        values (${CONTRACT_ID}, 'arras', 100, 'RF01', 'refunded')`,
      'payments_status_check',
    ],
    [
      'contract_events',
      sql`insert into contract_events (contract_id, event, actor)
        values (${CONTRACT_ID}, 'hacked', 'x')`,
      'contract_events_event_check',
    ],
    [
      'mail_outbox',
      sql`insert into mail_outbox (kind, "to", subject, html, text, status)
        values ('k', 'a@b.test', 's', 'h', 't', 'delivered')`,
      'mail_outbox_status_check',
    ],
    [
      'audit_log action',
      sql`insert into audit_log (actor, action, entity) values ('a', 'drop', 'contract')`,
      'audit_log_action_check',
    ],
    [
      'audit_log entity',
      sql`insert into audit_log (actor, action, entity) values ('a', 'create', 'moon')`,
      'audit_log_entity_check',
    ],
  ])('refuses an unknown value in %s', async (_table, statement, constraint) => {
    expect(await refused(statement)).toContain(constraint);
  });

  it('holds each CHECK with exactly its shared list (a list that grew needs its migration)', async () => {
    const { rows } = (await handle.db
      .execute(sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint
        where contype = 'c' and conname in ('contracts_status_check', 'properties_status_check',
          'payments_status_check', 'contract_events_event_check', 'mail_outbox_status_check',
          'audit_log_action_check', 'audit_log_entity_check')`)) as unknown as {
      rows: { conname: string; definition: string }[];
    };
    const valuesOf = (name: string) =>
      [...(rows.find((row) => row.conname === name)?.definition ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(valuesOf('contracts_status_check')).toEqual([...CONTRACT_STATUSES]);
    expect(valuesOf('properties_status_check')).toEqual([...PROPERTY_STATUSES]);
    expect(valuesOf('payments_status_check')).toEqual([...PAYMENT_STATUSES]);
    expect(valuesOf('contract_events_event_check')).toEqual([...CONTRACT_EVENT_NAMES]);
    expect(valuesOf('mail_outbox_status_check')).toEqual([...MAIL_STATUSES]);
    expect(valuesOf('audit_log_action_check')).toEqual([...AUDIT_ACTIONS]);
    expect(valuesOf('audit_log_entity_check')).toEqual([...AUDIT_ENTITIES]);
  });
});
