import { eq } from 'drizzle-orm';

import type { BuyerDeclarations } from '#shared/schemas/buyer-file-schema.ts';
import type { Database } from '#server/db/client.ts';
import { buyerFiles } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { lockBuyerFile, type BuyerFile } from './queries';

/** What a PEP declaration writes into the review: high risk, with the reason, waiting for an owner's approval. */
const PEP_HIGH_RISK = (now: Date) => ({
  risk: 'high' as const,
  riskReason: PEP_RISK_REASON,
  reviewedBy: null,
  reviewedAt: now,
  highRiskConfirmedBy: null,
  highRiskConfirmedAt: null,
  highRiskConfirmReason: null,
});

/** Who assessed a risk that a PEP declaration made high by itself: nobody, the law did (art. 14). */
export const AUTOMATIC_PEP_REVIEWER = 'evaluación automática (declaración PEP)';

export const PEP_RISK_REASON =
  'Declara ser persona con responsabilidad pública (PEP), o familiar o allegado de una: riesgo alto por ley (Ley 10/2010, art. 14).';

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
    // A politically exposed person is high risk by law (art. 14): nobody has to remember to say so, and an owner's
    // explicit approval is needed before any money (docs/product.md §5.7).
    const pep = declarations.is_pep && file.row.risk !== 'high' ? PEP_HIGH_RISK(now) : {};
    const changes = { declarations, declaredAt: now, declaredBy: actor.name, updatedAt: now, ...pep };
    await tx.update(buyerFiles).set(changes).where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'declare', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: buyerId,
      ...(declarations.is_pep ? { pep: true } : {}),
    });
    return { ...file, row: { ...file.row, ...changes } };
  });
}
