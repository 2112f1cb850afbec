// The outbox of pushes owed to Fotocasa (table portal_jobs, like seal_jobs: decision 023): a job is claimed in a
// short transaction (FOR UPDATE SKIP LOCKED) that moves its next attempt past a lease, so the HTTP call runs with no
// transaction open and another instance leaves it alone; failures back off 1, 2, 4… up to 30 minutes, and after
// MAX_ATTEMPTS the property keeps the error until its data change.
import { and, asc, eq, lte, sql } from 'drizzle-orm';

import type { Database, Executor } from '#server/db/client.ts';
import { portalJobs } from '#server/db/schema.ts';

export const PORTAL_JOBS_CHANNEL = 'portal_jobs';
const LEASE_MS = 2 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 30 * 60_000;
/** About two hours of retries (1+2+4+8+16+30+30 minutes). */
export const MAX_ATTEMPTS = 8;

export type PortalJob = typeof portalJobs.$inferSelect;

export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** Queues a push for each property (one job per property at a time); the worker hears of it on commit. */
export async function enqueueFotocasaJobs(db: Executor, propertyIds: number[], now: Date): Promise<void> {
  if (propertyIds.length === 0) return;
  // Due at once by the application's clock (the database's own clock may differ from it).
  await db
    .insert(portalJobs)
    .values(propertyIds.map((propertyId) => ({ portal: 'fotocasa', propertyId, nextAttemptAt: now })))
    .onConflictDoNothing();
  await db.execute(sql`select pg_notify(${PORTAL_JOBS_CHANNEL}, '')`);
}

/** Takes the next due job (its attempt counted, its lease started), or undefined. */
export async function claimFotocasaJob(db: Database, now: Date): Promise<PortalJob | undefined> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(portalJobs)
      .where(and(eq(portalJobs.portal, 'fotocasa'), lte(portalJobs.nextAttemptAt, now)))
      .orderBy(asc(portalJobs.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return undefined;
    const [claimed] = await tx
      .update(portalJobs)
      .set({ attempts: job.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(portalJobs.portal, 'fotocasa'), eq(portalJobs.propertyId, job.propertyId)))
      .returning();
    return claimed;
  });
}

/** The job still as this claim left it (not re-claimed after its lease ran out), locked; undefined otherwise. */
export async function lockClaimedJob(tx: Executor, claim: PortalJob): Promise<PortalJob | undefined> {
  const [job] = await tx
    .select()
    .from(portalJobs)
    .where(
      and(
        eq(portalJobs.portal, claim.portal),
        eq(portalJobs.propertyId, claim.propertyId),
        eq(portalJobs.attempts, claim.attempts),
      ),
    )
    .for('update');
  return job;
}

export async function deleteJob(tx: Executor, job: PortalJob): Promise<void> {
  await tx.delete(portalJobs).where(and(eq(portalJobs.portal, job.portal), eq(portalJobs.propertyId, job.propertyId)));
}

export async function postponeJob(tx: Executor, job: PortalJob, reason: string, now: Date): Promise<void> {
  await tx
    .update(portalJobs)
    .set({ lastError: reason.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)) })
    .where(and(eq(portalJobs.portal, job.portal), eq(portalJobs.propertyId, job.propertyId)));
}

export async function pendingJobs(db: Executor): Promise<Map<number, PortalJob>> {
  const rows = await db.select().from(portalJobs).where(eq(portalJobs.portal, 'fotocasa'));
  return new Map(rows.map((row) => [row.propertyId, row]));
}
