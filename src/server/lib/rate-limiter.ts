import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type Window = { limit: number; windowMs: number };

/**
 * Fixed-window counters kept in the database so that every instance sees the same counts
 * (login throttling must hold across instances).
 */
export async function currentHits(db: Executor, key: string, window: Window): Promise<{ hits: number; retryAfterMs: number }> {
  const rows = await db
    .select()
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key}`);
  const row = rows[0];
  if (!row) return { hits: 0, retryAfterMs: 0 };
  const elapsed = Date.now() - row.windowStartedAt.getTime();
  if (elapsed >= window.windowMs) return { hits: 0, retryAfterMs: 0 };
  return { hits: row.hits, retryAfterMs: window.windowMs - elapsed };
}

export async function recordHit(db: Executor, key: string, window: Window): Promise<number> {
  const windowStart = new Date(Date.now() - window.windowMs);
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitCounters.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits });
  return rows[0]?.hits ?? 1;
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}
