// Migration 0020_money_in_cents turns every stored double into integer cents. An installation written before it
// must come out with the very amounts it held, rounded half away from zero to the cent, never a cent lost to
// floating point (docs/product.md#money).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from './client';

const MONEY_MIGRATION = '0020_money_in_cents';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-money-upgrade-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** The migrations folder as the release before the money migration shipped it. */
function migrationsBeforeMoney(): string {
  const folder = path.join(temp, 'drizzle');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === MONEY_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const rows = async (db: ReturnType<typeof drizzle>, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as Record<string, unknown>[];

/** Every migration of a release runs on a new embedded database first: slow on a busy machine. */
const UPGRADE_TIMEOUT_MS = 120_000;

describe('an installation that stored amounts as doubles', () => {
  it(
    'upgrades every amount to the exact cents',
    async () => {
      const client = await PGlite.create();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsBeforeMoney() });
      await db.execute(sql`
      insert into properties (title, description, address, neighborhood, property_type, status, bedrooms, bathrooms,
        size_m2, "order", price, community_fees_per_year, ibi_per_year, reservation_amount)
      values ('Piso', 'Reformado', 'Calle Verdi 12', 'Gràcia', 'piso', 'vendiendo', 2, 1, 70.5, 1,
        485000.1, 960.005, 540, 2999.995),
        ('Ático', 'Sin datos', 'Calle Mayor 1', 'Sants', 'atico', 'reformando', 1, 1, 50, 2, null, null, null, null)`);
      await db.execute(sql`
      insert into contracts (id, contract_type, contract_data) values
        ('b5e7a1c2-3d4f-4a5b-8c6d-7e8f9a0b1c2d', 'arras_penitenciales', '{"importe_arras": 48500.1}'),
        ('c0ffee00-1234-4abc-9def-001122334455', 'reserva_no_condicionada', '{"importe_reserva": 2999.995}'),
        ('d1ce0000-5678-4abc-8def-aabbccddeeff', 'reserva_condicionada', '{"importe_reserva": 0.125}')`);
      await db.execute(sql`
      insert into payments (contract_id, payment_type, amount, reference) values
        ('b5e7a1c2-3d4f-4a5b-8c6d-7e8f9a0b1c2d', 'arras', 48500.1, 'RF71B5E7A1C23D4F'),
        ('c0ffee00-1234-4abc-9def-001122334455', 'reserva', 2999.995, 'RF03C0FFEE001234'),
        ('d1ce0000-5678-4abc-8def-aabbccddeeff', 'reserva', 0.125, 'RF05D1CE00005678')`);

      await migrate(db, { migrationsFolder: migrationsFolder() });

      expect(await rows(db, sql`select reference, amount_cents from payments order by reference`)).toEqual([
        { reference: 'RF03C0FFEE001234', amount_cents: 300000 },
        { reference: 'RF05D1CE00005678', amount_cents: 13 },
        { reference: 'RF71B5E7A1C23D4F', amount_cents: 4850010 },
      ]);
      expect(
        await rows(
          db,
          sql`select price_cents, community_fees_per_year_cents, ibi_per_year_cents, reservation_amount_cents
            from properties order by "order"`,
        ),
      ).toEqual([
        {
          price_cents: 48500010,
          community_fees_per_year_cents: 96001,
          ibi_per_year_cents: 54000,
          reservation_amount_cents: 300000,
        },
        {
          price_cents: null,
          community_fees_per_year_cents: null,
          ibi_per_year_cents: null,
          reservation_amount_cents: null,
        },
      ]);
      // contract_data keeps the spec's numbers: the amounts the contract states are not rewritten.
      expect(
        await rows(
          db,
          sql`select contract_data->>'importe_arras' as arras from contracts where contract_type = 'arras_penitenciales'`,
        ),
      ).toEqual([{ arras: '48500.1' }]);
      await client.close();
    },
    UPGRADE_TIMEOUT_MS,
  );
});
