// The outbox of seals waiting for their trusted time (docs/decisions/023-trusted-time-verified-and-in-the-background.md).
// A job is claimed in a short transaction (FOR UPDATE SKIP LOCKED) that moves its next attempt past a lease, so
// the network work runs with no transaction open and another instance leaves it alone until the lease ends (a
// crash mid-way is retried then). Failures back off 1, 2, 4… up to 30 minutes.
import { and, asc, eq, lte, sql } from 'drizzle-orm';

import type { Database, Executor } from '#server/db/client.ts';
import { sealJobs } from '#server/db/schema.ts';

export const SEAL_JOBS_CHANNEL = 'seal_jobs';
/** Longer than the work can take (a few bounded calls of 10 s each). */
const LEASE_MS = 5 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 30 * 60_000;

export const sealJobRetryDelayMs = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

export type SealJob = typeof sealJobs.$inferSelect;

/** Queues the trusted time for a sealed contract; the worker hears of it when the transaction commits. */
export async function enqueueSealJob(tx: Executor, contractId: string): Promise<void> {
  await tx.insert(sealJobs).values({ contractId }).onConflictDoNothing();
  await tx.execute(sql`select pg_notify(${SEAL_JOBS_CHANNEL}, '')`);
}

export async function findSealJob(db: Executor, contractId: string): Promise<SealJob | undefined> {
  const [job] = await db.select().from(sealJobs).where(eq(sealJobs.contractId, contractId));
  return job;
}

/** Takes the next due job for this instance (its attempt counted, its lease started), or undefined. */
export async function claimDueSealJob(db: Database, now: Date): Promise<SealJob | undefined> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(sealJobs)
      .where(lte(sealJobs.nextAttemptAt, now))
      .orderBy(asc(sealJobs.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return undefined;
    const [claimed] = await tx
      .update(sealJobs)
      .set({ attempts: job.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(sealJobs.contractId, job.contractId))
      .returning();
    return claimed;
  });
}

/**
 * Locks the job of a claim being finished; undefined when it is gone or was claimed again since (a lease that ran
 * out while this instance worked): then another instance owns it and this result is dropped.
 */
export async function lockClaimedJob(tx: Executor, claim: SealJob): Promise<SealJob | undefined> {
  const [job] = await tx
    .select()
    .from(sealJobs)
    .where(and(eq(sealJobs.contractId, claim.contractId), eq(sealJobs.attempts, claim.attempts)))
    .for('update');
  return job;
}

export async function deleteSealJob(tx: Executor, contractId: string): Promise<void> {
  await tx.delete(sealJobs).where(eq(sealJobs.contractId, contractId));
}

export async function postponeSealJob(tx: Executor, job: SealJob, reason: string, now: Date): Promise<void> {
  await tx
    .update(sealJobs)
    .set({
      lastError: reason.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + sealJobRetryDelayMs(job.attempts)),
    })
    .where(eq(sealJobs.contractId, job.contractId));
}
