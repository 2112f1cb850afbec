import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { projectRoot } from '../lib/paths';
import * as schema from './schema';
import { acquireDataDirLock, removeStalePostmasterPid } from './data-dir-lock';
export { DataDirLockedError } from './data-dir-lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: use cases accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Only for the embedded database: a tarball of its data directory (backups, test templates). */
  pglite?: PGlite;
};

export const migrationsFolder = () => path.join(projectRoot(), 'drizzle');

export function openPostgres(url: string, onError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // Without a listener an idle client's error (database restart) would crash the process.
  pool.on('error', onError);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWithLock(pool),
    ping: () => pingDatabase(db),
    // Idempotent, like PGlite's close: shutdown paths may both try.
    close: () => (pool.ended ? Promise.resolve() : pool.end()),
  };
}

/** `dataDir` holds the lock; the database itself lives in `pgDataDir` (default dataDir/pgdata). */
/** Instances starting together on one PostgreSQL take turns: the first migrates, the others find it done. */
const MIGRATION_LOCK = 72_431_001;
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export async function openPglite(options: { dataDir?: string; pgDataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  let release = () => {};
  let pgDataDir: string | undefined;
  if (options.dataDir) {
    release = acquireDataDirLock(options.dataDir);
    pgDataDir = options.pgDataDir ?? path.join(options.dataDir, 'pgdata');
    removeStalePostmasterPid(pgDataDir);
  }
  try {
    const client = await PGlite.create(pgDataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: () => pingDatabase(db),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
