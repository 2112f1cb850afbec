import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '#server/config.ts';

import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { makeDataDirPrivate } from './private-data-dir';

type OpenedDatabase = { handle: DatabaseHandle; isNew: boolean };

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated before use. */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<OpenedDatabase> {
  // A data directory of an earlier version (or restored by one) may be readable by other local users.
  const fixed = makeDataDirPrivate(config.dataDir);
  if (fixed > 0)
    log.warn(
      { dataDir: config.dataDir, fixed },
      'DATA_DIR was readable by other users: permissions set to owner only (0700/0600)',
    );
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, (error) => log.error({ err: error }, 'idle database client error'))
    : await openPglite({ dataDir: path.join(config.dataDir) });
  try {
    const existing = await handle.db.execute(sql`select to_regclass('public.users') as users`);
    const rows = (existing as unknown as { rows: { users: string | null }[] }).rows;
    const isNew = !rows[0]?.users;
    await handle.migrate();
    // PGlite writes its initial files (and a few caches at each start) with modes of its own, whatever the umask.
    const created = makeDataDirPrivate(config.dataDir);
    if (created > 0) log.info({ files: created }, 'database files made private (owner only)');
    return { handle, isNew };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
