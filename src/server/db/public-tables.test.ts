import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '#server/test/test-database.ts';

import type { DatabaseHandle } from './client';
import { PUBLIC_CONTENT_TABLES, PUBLIC_VERSION_TRIGGER_FUNCTION } from './public-tables';
import { publicContentVersion } from './schema';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const version = async () => Number((await handle.db.select().from(publicContentVersion))[0]!.version);

describe('public tables', () => {
  it('every table the public site reads has the trigger that bumps the content version', async () => {
    const result = await handle.db.execute(sql`
      select c.relname as table_name
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
       where not t.tgisinternal and p.proname = ${PUBLIC_VERSION_TRIGGER_FUNCTION}`);
    const triggered = new Set(
      (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name),
    );
    for (const table of PUBLIC_CONTENT_TABLES) expect(triggered, table).toContain(table);
  });

  it('a write to any of them moves the version in the same transaction', async () => {
    for (const table of PUBLIC_CONTENT_TABLES) {
      const before = await version();
      // A statement that changes no row still fires a statement trigger: the cheapest write there is.
      await handle.db.execute(sql.raw(`delete from "${table}" where false`));
      expect(await version(), table).toBe(before + 1);
    }
  });
});
