import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './client';

export type OpenedDatabase = { handle: DatabaseHandle; isNew: boolean };

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated before use. */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<OpenedDatabase> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, (error) => log.error({ err: error }, 'idle database client error'))
    : await openPglite({ dataDir: path.join(config.dataDir) });
  try {
    const existing = await handle.db.execute(sql`select to_regclass('public.users') as users`);
    const rows = (existing as unknown as { rows: { users: string | null }[] }).rows;
    const isNew = !rows[0]?.users;
    await handle.migrate();
    return { handle, isNew };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
