import { eq, sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { mailboxState } from '#server/db/schema.ts';

export const IMAP_SOURCE = 'imap';
export const FOTOCASA_API_SOURCE = 'fotocasa_api';
export type PollSource = typeof IMAP_SOURCE | typeof FOTOCASA_API_SOURCE;

export async function readState(db: Executor, source: PollSource) {
  await db.insert(mailboxState).values({ source }).onConflictDoNothing();
  const [row] = await db.select().from(mailboxState).where(eq(mailboxState.source, source));
  return row!;
}

/** A poll that worked: the failure, if any, is over. */
export async function recordPollSuccess(db: Executor, source: PollSource, now: Date): Promise<void> {
  await db
    .update(mailboxState)
    .set({ lastPollAt: now, lastSuccessAt: now, failingSince: null, lastError: null })
    .where(eq(mailboxState.source, source));
}

/** A poll that failed: the dashboard says since when (the first failure of a run of them) and why. */
export async function recordPollFailure(db: Executor, source: PollSource, now: Date, error: string): Promise<void> {
  await readState(db, source);
  await db
    .update(mailboxState)
    .set({
      lastPollAt: now,
      failingSince: sql`coalesce(${mailboxState.failingSince}, ${now.toISOString()}::timestamptz)`,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailboxState.source, source));
}
