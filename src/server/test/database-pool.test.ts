import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/client.ts';
import { contacts, siteContent } from '#server/db/schema.ts';

import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';

/** Every table's rows but the accounts' (a test app adds its administrator), as text. */
async function contents(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = (
    (await handle.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'users' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((row) => row.tablename);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const result = (await handle.db.execute(
      sql`select coalesce(json_agg(t order by t::text), '[]')::text as rows from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { rows: string }[] };
    out[table] = result.rows[0]!.rows;
  }
  return out;
}

const newContact = { name: 'Ana', email: 'ana@example.com', message: 'Hola', language: 'es' } as const;

describe('the test apps’ database pool', () => {
  it('hands the next test app the same database, as a fresh one: template rows back, sequences rewound', async () => {
    const fresh = await createTestDatabase();
    const [{ id: firstId } = { id: 0 }] = await fresh.db.insert(contacts).values(newContact).returning();
    await fresh.db.delete(contacts);
    const expected = await contents(fresh);
    await fresh.close();

    const first = await createTestApp();
    await first.db.insert(contacts).values([newContact, newContact]);
    await first.db.update(siteContent).set({ value: 'cambiado por un test' });
    await first.close();

    const second = await createTestApp();
    try {
      expect(second.handle).toBe(first.handle);
      expect(await contents(second.handle)).toEqual(expected);
      const [{ id } = { id: -1 }] = await second.db.insert(contacts).values(newContact).returning();
      expect(id).toBe(firstId);
    } finally {
      await second.close();
    }
  });

  it('never hands back a database a test reshaped or closed', async () => {
    const reshaped = await createTestApp();
    await reshaped.db.execute(sql`alter table contacts rename to contacts_moved`);
    await reshaped.close();
    const afterReshape = await createTestApp();
    expect(afterReshape.handle).not.toBe(reshaped.handle);
    expect(await afterReshape.db.select().from(contacts)).toEqual([]);
    await afterReshape.handle.close();
    await afterReshape.close();

    const next = await createTestApp();
    expect(next.handle).not.toBe(afterReshape.handle);
    await next.close();
  });
});
