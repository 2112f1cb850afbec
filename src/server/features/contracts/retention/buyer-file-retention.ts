import { and, eq, isNull } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { buyerFiles, contracts } from '#server/db/schema.ts';

import { retentionOf } from './contract-retention';

/**
 * A buyer file is kept ten years from E, the day the contract's relationship ended (docs/product.md#contract-retention,
 * decision 046; never the signature): written from the contract's rows in the transaction of every change that can
 * end it (a status change, an outcome, a lapse). Null while the relationship goes on. It lives with the contract's
 * retention, whose E it writes, so the acts that end a contract need nothing of the buyer-file feature.
 */
export async function syncBuyerFileRetention(db: Executor, contractId: string): Promise<void> {
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract) return;
  const { deleteAt } = await retentionOf(db, contract);
  await db
    .update(buyerFiles)
    .set({ retentionUntil: deleteAt })
    .where(and(eq(buyerFiles.contractId, contractId), isNull(buyerFiles.purgedAt)));
}
