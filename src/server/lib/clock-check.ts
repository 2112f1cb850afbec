import { sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';

import { readMeta, writeMeta } from './app-meta';

// Deleting is forever, so a deletion pass trusts the machine's clock only when it agrees with the rest of what it
// knows (docs/product.md §7 "Retention", decision 042): the database's clock, the newest record written and the last
// pass. A clock set ten years ahead would otherwise delete that day's AML files and messages at once.

const DAY_MS = 24 * 60 * 60_000;
/** How far the machine's clock may run ahead of what the data says before a pass stops. */
export const MAX_CLOCK_JUMP_MS = DAY_MS;
/** When the last pass ran, or when an owner last confirmed the clock (ISO 8601). */
export const LAST_PASS_KEY = 'retention_last_pass_at';
/** Set while passes are stopped: what was seen, until an owner confirms (JSON of ClockHold). */
export const CLOCK_HOLD_KEY = 'retention_clock_hold';

export type ClockHold = {
  reason: 'database_clock' | 'jump';
  detected_at: string;
  machine_time: string;
  /** The database's clock, or the newest of the last pass and the newest record. */
  reference_time: string;
};

export type ClockVerdict = { ok: true; firstPass: boolean } | { ok: false; hold: ClockHold };

const epochMs = (value: unknown): number | null => {
  const ms = Number(value);
  return value === null || value === undefined || !Number.isFinite(ms) ? null : ms;
};

async function scalarMs(db: Executor, query: ReturnType<typeof sql>): Promise<number | null> {
  const result = (await db.execute(query)) as unknown as { rows: { ms: unknown }[] };
  return epochMs(result.rows[0]?.ms);
}

/** The database's own clock, in milliseconds: on PostgreSQL often another machine's. */
export const databaseNow = (db: Executor) => scalarMs(db, sql`select extract(epoch from now()) * 1000 as ms`);

/** When the newest audit row or contact message was written: the data's idea of "lately". */
const newestRecord = (db: Executor) =>
  scalarMs(
    db,
    sql`select extract(epoch from greatest((select max(created_at) from audit_log),
      (select max(created_at) from contacts))) * 1000 as ms`,
  );

/**
 * Whether a pass may trust `now`: within a day of the database's clock, and no more than a day past the next pass
 * the last one (or the newest record) let expect. `intervalMs` is the time between passes. The first pass of an
 * installation has no last pass: it only notes its time (`firstPass`), and deleting starts from the next.
 */
export async function checkClock(
  db: Executor,
  now: Date,
  intervalMs: number,
  readDatabaseNow: (db: Executor) => Promise<number | null> = databaseNow,
): Promise<ClockVerdict> {
  const hold = (reason: ClockHold['reason'], reference: number): ClockVerdict => ({
    ok: false,
    hold: {
      reason,
      detected_at: now.toISOString(),
      machine_time: now.toISOString(),
      reference_time: new Date(reference).toISOString(),
    },
  });
  const database = await readDatabaseNow(db);
  if (database !== null && Math.abs(now.getTime() - database) > MAX_CLOCK_JUMP_MS)
    return hold('database_clock', database);
  const lastPass = epochMs(Date.parse((await readMeta(db, LAST_PASS_KEY)) ?? ''));
  const reference = Math.max(lastPass ?? -Infinity, (await newestRecord(db)) ?? -Infinity);
  if (lastPass !== null && now.getTime() - reference > intervalMs + MAX_CLOCK_JUMP_MS) return hold('jump', reference);
  return { ok: true, firstPass: lastPass === null };
}

export async function readClockHold(db: Executor): Promise<ClockHold | null> {
  const value = await readMeta(db, CLOCK_HOLD_KEY);
  if (!value) return null;
  try {
    return JSON.parse(value) as ClockHold;
  } catch {
    return null;
  }
}

/** Passes stop until an owner confirms; the first sighting is kept, so the dashboard says when it began. */
export async function holdPasses(db: Executor, hold: ClockHold): Promise<void> {
  if (await readClockHold(db)) return;
  await writeMeta(db, CLOCK_HOLD_KEY, JSON.stringify(hold));
}

/** A pass went through: the next one measures from here. */
export const notePass = (db: Executor, now: Date) => writeMeta(db, LAST_PASS_KEY, now.toISOString());

/** An owner says the clock is right: the hold goes and the next pass measures from now. */
export async function releaseHold(db: Executor, now: Date): Promise<ClockHold | null> {
  const hold = await readClockHold(db);
  await writeMeta(db, CLOCK_HOLD_KEY, '');
  await notePass(db, now);
  return hold;
}
