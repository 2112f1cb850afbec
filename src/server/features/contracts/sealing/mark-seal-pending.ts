import { eq, sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { pendingSeals } from '#server/db/schema.ts';
import { recordContractEvent, type RequestOrigin } from '#server/features/contracts/events.ts';

/** The first retry comes soon; then the wait grows, up to half an hour. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 30 * 60_000;

const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/**
 * The time-stamping authority did not answer: the contract is signed by everybody, its seal is "pendiente de
 * fecha cierta" and is retried later (docs/product.md §5.5). The first failure is an evidence event; later
 * ones only move the next attempt.
 */
export async function markSealPending(
  tx: Executor,
  contractId: string,
  reason: string,
  now: Date,
  origin: RequestOrigin,
): Promise<void> {
  const [existing] = await tx.select().from(pendingSeals).where(eq(pendingSeals.contractId, contractId));
  if (existing) {
    await tx
      .update(pendingSeals)
      .set({
        attempts: sql`${pendingSeals.attempts} + 1`,
        lastError: reason,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(existing.attempts + 1)),
      })
      .where(eq(pendingSeals.contractId, contractId));
    return;
  }
  await tx.insert(pendingSeals).values({
    contractId,
    since: now,
    attempts: 1,
    lastError: reason,
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)),
  });
  await recordContractEvent(tx, contractId, 'seal_pending', origin, { details: { reason } });
}
