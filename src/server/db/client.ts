import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { projectRoot } from '#server/paths.ts';

import { acquireDataDirLock, removeStalePostmasterPid } from './data-dir-lock';
import * as schema from './schema';

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
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (after the notifying transaction commits). Returns a
   * function that stops listening. Channel names are the product's own constants, never user input.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Only for the embedded database: a tarball of its data directory (backups, test templates). */
  pglite?: PGlite;
  /** Only for PostgreSQL: the connection pool's size, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const migrationsFolder = () => path.join(projectRoot(), 'drizzle');

/**
 * A database behind a network partition neither answers nor closes: without deadlines a query waits for ever. Every
 * query gets QUERY_TIMEOUT_MS (the request then answers 503), the server drops statements running past
 * STATEMENT_TIMEOUT_MS, and TCP keepalive notices a dead peer on idle connections (docs/product.md#7-security-and-operations).
 */
const QUERY_TIMEOUT_MS = 8_000;
const STATEMENT_TIMEOUT_MS = 30_000;
const KEEPALIVE_DELAY_MS = 10_000;

export function openPostgres(url: string, onError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // Without a listener an idle client's error (database restart) would crash the process.
  pool.on('error', onError);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWithLock(url),
    ping: () => pingDatabase(db),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, onError),
    // Idempotent, like PGlite's close: shutdown paths may both try.
    close: () => (pool.ended ? Promise.resolve() : pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** `dataDir` holds the lock; the database itself lives in `pgDataDir` (default dataDir/pgdata). */
/** Instances starting together on one PostgreSQL take turns: the first migrates, the others find it done. */
const MIGRATION_LOCK = 72_431_001;
/** On a connection of its own, without the pool's query deadline: waiting for another instance's migration is normal. */
async function migrateWithLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/**
 * PostgreSQL's defaults size shared buffers for a dedicated server (128 MB), and PGlite's WebAssembly
 * memory never shrinks: this one-process site reads a few megabytes of rows (files are streamed from the
 * operating system's cache), so 16 MB of buffers keep the resident memory small. See docs/performance.md.
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'work_mem=4MB'];

export async function openPglite(options: {
  dataDir?: string;
  pgDataDir?: string;
  loadDataDir?: Blob;
  /** How long to wait for a previous owner of the data directory that is still exiting. */
  lockWaitMs?: number;
  /** PGlite's compiled modules and file bundle, when a process opens many databases (the tests). */
  preloaded?: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
}): Promise<DatabaseHandle> {
  let release = () => {};
  let pgDataDir: string | undefined;
  if (options.dataDir) {
    release = await acquireDataDirLock(options.dataDir, { waitMs: options.lockWaitMs });
    pgDataDir = options.pgDataDir ?? path.join(options.dataDir, 'pgdata');
    removeStalePostmasterPid(pgDataDir);
  }
  try {
    const client = await PGlite.create(pgDataDir, {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      ...options.preloaded,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    });
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
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool. When it breaks (database restart), it comes back
 * after a few seconds and calls `onNotify` once, so nothing notified meanwhile waits for the next poll.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void, onError: (error: Error) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const current = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    current.on('error', (error) => {
      onError(error);
      reconnect();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      onNotify();
    } catch (error) {
      onError(error as Error);
      reconnect();
    }
  };
  const reconnect = () => {
    if (stopped || retry) return;
    client?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 3_000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
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
