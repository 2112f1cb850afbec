import { sql } from 'drizzle-orm';
import pg from 'pg';

import type { DatabaseHandle } from '#server/db/client.ts';

/**
 * Makes the test database refuse every write (SQLSTATE 25006, as a read-only or standby database does) or accept
 * them again: the real database fails, nothing is mocked. PGlite has one session, so a session setting does it;
 * on PostgreSQL the database's default changes and every open session is ended, so the pool reconnects under it.
 */
export async function setDatabaseReadOnly(handle: DatabaseHandle & { url?: string }, readOnly: boolean): Promise<void> {
  if (handle.kind === 'pglite') {
    await handle.db.execute(
      readOnly ? sql`set default_transaction_read_only = on` : sql`set default_transaction_read_only = off`,
    );
    return;
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    const name = client.escapeIdentifier(new URL(handle.url!).pathname.slice(1));
    await client.query('set default_transaction_read_only = off'); // this session only: it may start read-only
    await client.query(
      readOnly
        ? `alter database ${name} set default_transaction_read_only = on`
        : `alter database ${name} reset default_transaction_read_only`,
    );
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  } finally {
    await client.end();
  }
  // Let the pool drop the connections that were ended before the test goes on.
  for (let attempt = 0; attempt < 20 && !(await handle.ping()); attempt++) await new Promise((r) => setTimeout(r, 50));
}
