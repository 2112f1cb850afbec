import { eq } from 'drizzle-orm';

import type { BuyerDeclarations } from '#shared/schemas/buyer-file-schema.ts';
import type { Database } from '#server/db/client.ts';
import { buyerFiles } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/queries.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { lockBuyerFile, type BuyerFile } from './queries';

/** The buyer's declarations (docs/product.md §5.7), written by the buyer on the signing page or by an owner; audited. */
export async function saveBuyerDeclarations(
  db: Database,
  actor: Actor,
  contract: ContractRow,
  buyerId: number,
  declarations: BuyerDeclarations,
  now: Date,
): Promise<BuyerFile> {
  return db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, buyerId, now);
    assertNotBlocked(file.row, now);
    await tx
      .update(buyerFiles)
      .set({ declarations, declaredAt: now, declaredBy: actor.name, updatedAt: now })
      .where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'declare', 'buyer_file', file.row.id, { contract_id: contract.id, buyer_id: buyerId });
    return { ...file, row: { ...file.row, declarations, declaredAt: now, declaredBy: actor.name } };
  });
}
