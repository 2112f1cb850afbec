import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';

import { LIFETIME_SECONDS } from './access-token';
import { randomToken } from './crypto';

// Server-side sessions (docs/product.md §4 "Sessions", decision 042): each login opens one, its id travels in the
// token, and every request checks it is still open. Logging out, ending it from the account menu, a password change
// or a deactivation refuses the token at once instead of when it expires.

export type SessionRow = typeof sessions.$inferSelect;

/** How stale `last_seen_at` may get before a request writes it again: one write per session every few minutes. */
const TOUCH_AFTER_MS = 5 * 60_000;
const MAX_USER_AGENT = 300;

export async function openSession(
  db: Executor,
  input: { userId: number; tokenVersion: number; ip: string; userAgent: string | undefined },
  now: Date,
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: randomToken(16),
      userId: input.userId,
      tokenVersion: input.tokenVersion,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_SECONDS * 1000),
    })
    .returning();
  return row!;
}

const live = (now: Date) =>
  and(isNull(sessions.endedAt), gt(sessions.expiresAt, now), eq(sessions.tokenVersion, users.tokenVersion));

/** The account behind an open session of that account, or undefined; notes that the session was used. */
export async function accountOfSession(db: Executor, sessionId: string, userId: number, now: Date) {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)));
  if (row && now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return row?.user;
}

/** The account's open sessions, the most recently used first. */
export async function openSessions(db: Executor, userId: number, now: Date): Promise<SessionRow[]> {
  const rows = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => row.session);
}

/**
 * Ends the account's open sessions: one (`only`), every one but the current (`except`), or all of them. Returns the
 * ids ended.
 */
export async function endSessions(
  db: Executor,
  userId: number,
  now: Date,
  which: { only: string } | { except: string } | 'all',
): Promise<string[]> {
  const chosen =
    which === 'all' ? undefined : 'only' in which ? eq(sessions.id, which.only) : ne(sessions.id, which.except);
  const rows = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), chosen))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** The account's sessions ended or expired more than a day ago are of no use to anyone: each login clears them. */
export async function forgetOldSessions(db: Executor, userId: number, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, dayAgo), and(sql`${sessions.endedAt} is not null`, lt(sessions.endedAt, dayAgo))),
      ),
    );
}
