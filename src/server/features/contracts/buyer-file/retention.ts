import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { buyerFiles } from '#server/db/schema.ts';

import { retentionFrom } from './queries';

/**
 * The relationship a contract started ends when everyone has signed it or it is cancelled (decision 020); from then
 * its buyer files are kept ten years (art. 25 Ley 10/2010) and blocked after. Each later end (completed after
 * signed) moves the date on. Called in the transaction of the status change.
 */
export async function markRelationshipEnded(db: Executor, contractId: string, now: Date): Promise<void> {
  await db
    .update(buyerFiles)
    .set({ retentionUntil: retentionFrom(now), updatedAt: now })
    .where(eq(buyerFiles.contractId, contractId));
}
