import { sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { rateLimitCounters } from '#server/db/schema.ts';

export type Window = { limit: number; windowMs: number };
type Hits = { hits: number; retryAfterMs: number };

/**
 * Fixed-window counters kept in the database so that every instance sees the same counts (login throttling
 * must hold across instances). Window times are the database's clock, so instances never disagree.
 */
const windowOf = (window: Window) => sql`(${window.windowMs}::integer * interval '1 millisecond')`;
const expired = (window: Window) => sql`${rateLimitCounters.windowStartedAt} <= now() - ${windowOf(window)}`;

/**
 * Counts one hit and returns the count including it, in one statement: requests arriving together each get their
 * own number (1, 2, 3…), so a check `hits > limit` made on the answer lets exactly `limit` of them through.
 */
export async function recordHit(db: Executor, key: string, window: Window): Promise<Hits> {
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired(window)} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired(window)} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt });
  const row = rows[0]!;
  // The database's count stands even if this machine's clock disagrees about the window.
  return {
    hits: row.hits,
    retryAfterMs: Math.max(1_000, row.windowStartedAt.getTime() + window.windowMs - Date.now()),
  };
}

/** Takes back one hit (an attempt that turned out legitimate). */
export async function forgetHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/**
 * Takes the next turn on `key`: turns are `spacingMs` apart, across every instance (the database's clock), so
 * whatever the number of callers at most one turn per `spacingMs` comes. Returns how long to wait for the turn, or
 * null when the queue already reaches `maxWaitMs` ahead (the caller answers 429 instead of waiting).
 */
export async function takeTurn(
  db: Executor,
  key: string,
  spacingMs: number,
  maxWaitMs: number,
): Promise<number | null> {
  const spacing = sql`(${spacingMs}::integer * interval '1 millisecond')`;
  const next = sql`greatest(now(), ${rateLimitCounters.windowStartedAt}) + ${spacing}`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowStartedAt: sql`now() + ${spacing}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { hits: sql`${rateLimitCounters.hits} + 1`, windowStartedAt: next },
      setWhere: sql`${next} <= now() + (${maxWaitMs}::integer * interval '1 millisecond')`,
    })
    .returning({
      waitMs: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStartedAt} - now()) * 1000)::integer`,
    });
  return rows[0] ? Math.max(0, Number(rows[0].waitMs)) : null;
}
