import { eq } from 'drizzle-orm';

import type { BuyerFileReview } from '#shared/schemas/buyer-file-schema.ts';
import type { Database } from '#server/db/client.ts';
import { buyerFiles } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/queries.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict } from '#server/lib/errors.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { lockBuyerFile } from './queries';

const HIGH_RISK_NOT_PENDING = 'Solo se confirma un riesgo alto que ningún propietario ha confirmado todavía.';

/**
 * An owner's risk assessment (low, normal or high, with the reason). A new assessment replaces the previous one and
 * clears any confirmation: a high risk needs an owner's confirmation of that very assessment (docs/product.md §5.7).
 */
export async function reviewBuyerFile(
  db: Database,
  actor: Actor,
  contract: ContractRow,
  buyerId: number,
  review: BuyerFileReview,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, buyerId, now);
    assertNotBlocked(file.row, now);
    await tx
      .update(buyerFiles)
      .set({
        risk: review.risk,
        riskReason: review.reason,
        reviewedBy: actor.userId,
        reviewedAt: now,
        highRiskConfirmedBy: null,
        highRiskConfirmedAt: null,
        updatedAt: now,
      })
      .where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'review', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: buyerId,
      risk: review.risk,
      reason: review.reason,
    });
  });
}

/** An owner confirms a high risk: the company goes ahead knowingly, and Firmar is allowed again. */
export async function confirmHighRisk(db: Database, actor: Actor, contract: ContractRow, buyerId: number, now: Date) {
  await db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, buyerId, now);
    assertNotBlocked(file.row, now);
    if (file.row.risk !== 'high' || file.row.highRiskConfirmedAt !== null)
      throw conflict(HIGH_RISK_NOT_PENDING, 'no_high_risk_pending');
    await tx
      .update(buyerFiles)
      .set({ highRiskConfirmedBy: actor.userId, highRiskConfirmedAt: now, updatedAt: now })
      .where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'confirm_high_risk', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: buyerId,
    });
  });
}
