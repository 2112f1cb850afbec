// Migration 0025 (portals): "Publicar en portales" becomes one switch per portal, and a property that was on the
// portals stays on each of them; the new tables refuse a portal or a state outside the shared lists, on PGlite and
// on PostgreSQL (TEST_DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '#server/test/test-database.ts';

import { migrationsFolder } from './client';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-portals-upgrade-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** The migrations folder as the release before the portal switches shipped it (the lead may renumber the file). */
function migrationsBeforePortals(): string {
  const folder = path.join(temp, 'drizzle');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_portals'));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('an installation from before the portal switches', () => {
  it('keeps each property on the portals it was on, and off the others', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforePortals() });
    for (const [title, on] of [
      ['En portales', true],
      ['Fuera', false],
    ] as const) {
      await db.execute(sql`insert into properties (title, description, address, neighborhood, property_type, status,
        bedrooms, bathrooms, size_m2, "order", publish_to_portals) values (${title}, 'Reformado', 'Calle Verdi 12',
        'Gràcia', 'piso', 'vendiendo', 2, 1, 70, 1, ${on})`);
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const rows = await db.execute(sql`select title, publish_to_kyero, publish_to_idealista, publish_to_fotocasa,
      latitude from properties order by title`);
    expect(rows.rows).toEqual([
      {
        title: 'En portales',
        publish_to_kyero: true,
        publish_to_idealista: true,
        publish_to_fotocasa: true,
        latitude: null,
      },
      {
        title: 'Fuera',
        publish_to_kyero: false,
        publish_to_idealista: false,
        publish_to_fotocasa: false,
        latitude: null,
      },
    ]);
    await client.close();
  }, 120_000);
});

describe('the portal tables', () => {
  it('refuse a portal or a state the shared lists do not have', async () => {
    const handle = await createTestDatabase();
    try {
      const refused = async (statement: ReturnType<typeof sql>) =>
        String(
          await handle.db.execute(statement).then(
            () => 'accepted',
            (error: unknown) => (error as { cause?: unknown }).cause ?? error,
          ),
        );
      expect(await refused(sql`insert into portal_jobs (portal, property_id) values ('habitaclia', 1)`)).toMatch(
        /portal_jobs_portal_check/,
      );
      expect(
        await refused(sql`insert into portal_listings (portal, property_id, state) values ('fotocasa', 1, 'live')`),
      ).toMatch(/portal_listings_state_check/);
      expect(await refused(sql`insert into portal_feeds (portal, held_reason) values ('kyero', 'whim')`)).toMatch(
        /portal_feeds_held_reason_check/,
      );
      expect(
        await refused(sql`insert into portal_listings (portal, property_id, state) values ('idealista', 1, 'refused')`),
      ).toBe('accepted');
    } finally {
      await handle.close();
    }
  });
});
