import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '#server/db/client.ts';

/**
 * Test databases a worker hands back instead of closing: emptied back to the migrated template's rows in a few tens
 * of milliseconds, where opening a new one costs most of a second (PGlite starts PostgreSQL in WebAssembly; on
 * PostgreSQL a database is copied, then dropped). Only a test app's own database comes back here, when the app
 * closes; a test that closes a database itself (to see an outage) closes it for good. A database whose tables,
 * columns, constraints or triggers a test changed is closed, never reused, and each is replaced after REUSES tests so
 * the dead rows of its deletes never pile up (docs/decisions/029).
 */
type Baseline = {
  /** One script that empties every table, puts the template's rows back and rewinds every sequence. */
  script: string;
  shape: string;
  uses: number;
};

const REUSES = 40;
const idle: { handle: DatabaseHandle; baseline: Baseline }[] = [];
const baselines = new WeakMap<DatabaseHandle, Baseline>();

type Row = Record<string, unknown>;
const rowsOf = async (handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Several statements in one round trip (PGlite's exec; PostgreSQL's simple protocol for a query without values). */
const run = async (handle: DatabaseHandle, script: string) =>
  handle.pglite ? handle.pglite.exec(script) : handle.db.execute(sql.raw(script));

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The schema as one string: any table, column, constraint or trigger a test added, dropped or renamed changes it. */
async function shapeOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await rowsOf(
    handle,
    sql`select
      (select string_agg(c.relname || '.' || a.attname || ':' || a.atttypid, ',' order by c.relname, a.attname)
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped) as columns,
      (select string_agg(conname, ',' order by conname) from pg_constraint c
         join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public') as constraints,
      (select string_agg(tgname, ',' order by tgname) from pg_trigger where not tgisinternal) as triggers`,
  );
  return JSON.stringify(row);
}

/**
 * What a fresh database holds, as the script that restores it. Deletes, not TRUNCATE: truncating forty tables writes
 * new files for each and takes ten times as long; with replication's role the foreign keys and the evidence tables'
 * guard triggers stand aside for the script, as they do for a TRUNCATE.
 */
async function baselineOf(handle: DatabaseHandle): Promise<Baseline> {
  const tables = (
    await rowsOf(handle, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  ).map((row) => String(row.tablename));
  const statements = ['begin', 'set local session_replication_role = replica'];
  for (const table of tables) statements.push(`delete from ${quoted(table)}`);
  for (const table of tables) {
    const [row] = await rowsOf(handle, sql`select json_agg(t)::text as json from ${sql.identifier(table)} t`);
    if (row?.json)
      statements.push(
        `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${literal(String(row.json))}::json)`,
      );
  }
  const sequences = await rowsOf(
    handle,
    sql`select sequencename, start_value::text as start, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { sequencename, start, last } of sequences)
    statements.push(
      `select setval(${literal(quoted(String(sequencename)))}::regclass, ${String(last ?? start)}, ${last === null ? 'false' : 'true'})`,
    );
  statements.push('commit');
  return { script: statements.join(';\n'), shape: await shapeOf(handle), uses: 0 };
}

/** A pooled database, or null when none is idle. */
export function takePooled(): DatabaseHandle | null {
  const entry = idle.pop();
  if (!entry) return null;
  baselines.set(entry.handle, entry.baseline);
  return entry.handle;
}

/** Records what a new database holds, so it can come back to it. */
export async function remember(handle: DatabaseHandle): Promise<void> {
  baselines.set(handle, await baselineOf(handle));
}

/** Hands a test app's database back for the next test, or closes it when it cannot or should not be reused. */
export async function release(handle: DatabaseHandle): Promise<void> {
  const baseline = baselines.get(handle);
  baselines.delete(handle);
  const reusable =
    baseline !== undefined &&
    ++baseline.uses < REUSES &&
    !(handle.pglite?.closed ?? false) &&
    (await handle.ping()) &&
    (await shapeOf(handle)) === baseline.shape;
  if (!reusable) return handle.close();
  try {
    await run(handle, baseline.script);
    // What else a session keeps: settings, advisory locks, listeners, temporary tables and prepared statements.
    await run(handle, 'discard all');
  } catch {
    return handle.close();
  }
  idle.push({ handle, baseline });
}
