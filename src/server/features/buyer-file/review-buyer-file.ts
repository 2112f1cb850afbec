import { eq } from 'drizzle-orm';

import type { BuyerFileReview } from '#shared/schemas/buyer-file-schema.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { buyerFiles } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/index.ts';
import { amlOrganisation, installationMode } from '#server/features/settings/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, forbidden, unprocessable } from '#server/lib/errors.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { declarationsOf, lockBuyerFile } from './queries';

const HIGH_RISK_NOT_PENDING = 'Solo se confirma un riesgo alto que ningún propietario ha confirmado todavía.';
const FUNDS_EVIDENCE_REQUIRED =
  'Para aprobar un riesgo alto el expediente debe tener al menos un documento que acredite el origen de los fondos o del ' +
  'patrimonio (Ley 10/2010, art. 14): pídeselo al comprador o súbelo tú como «Origen de los fondos».';
const NOT_THE_APPROVER =
  'Los clientes de riesgo alto los aprueba la persona designada en el manual de prevención del blanqueo de capitales ' +
  '(Contratos → Organización PBC): pídele que lo apruebe ella.';
const PEP_IS_HIGH_RISK =
  'El comprador ha declarado ser persona con responsabilidad pública (PEP): su riesgo es alto por ley (Ley 10/2010, art. 14). Valóralo como alto y apruébalo con su motivo si la empresa sigue adelante.';

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
  afterChange: (tx: Transaction) => Promise<void> = async () => {},
) {
  await db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, buyerId, now);
    assertNotBlocked(file.row, now);
    if (declarationsOf(file.row)?.is_pep && review.risk !== 'high')
      throw unprocessable(PEP_IS_HIGH_RISK, 'pep_high_risk');
    await tx
      .update(buyerFiles)
      .set({
        risk: review.risk,
        riskReason: review.reason,
        reviewedBy: actor.userId,
        reviewedAt: now,
        highRiskConfirmedBy: null,
        highRiskConfirmedAt: null,
        highRiskConfirmReason: null,
        updatedAt: now,
      })
      .where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'review', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: buyerId,
      risk: review.risk,
      reason: review.reason,
    });
    await afterChange(tx);
  });
}

/**
 * An owner approves a high risk with the reason the company goes ahead (art. 14): that buyer may sign, and the money
 * moves. It needs a reason that means something, evidence of the source of funds in the file and, once the
 * installation is live, the approver the company's AML manual names (docs/product.md#file-before-bond).
 */
export async function confirmHighRisk(
  db: Database,
  actor: Actor,
  contract: ContractRow,
  buyerId: number,
  now: Date,
  reason: string,
  afterChange: (tx: Transaction) => Promise<void> = async () => {},
) {
  await db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, buyerId, now);
    assertNotBlocked(file.row, now);
    if (file.row.risk !== 'high' || file.row.highRiskConfirmedAt !== null)
      throw conflict(HIGH_RISK_NOT_PENDING, 'no_high_risk_pending');
    // Enhanced measures (art. 14): the source of the funds or wealth is evidenced before anyone approves.
    if (!file.documents.some((document) => document.kind === 'funds'))
      throw unprocessable(FUNDS_EVIDENCE_REQUIRED, 'funds_evidence_required');
    // A live installation approves high risk only by the person its own manual names (art. 26).
    if ((await installationMode(tx)).live) {
      const { approver_user_id: approver } = await amlOrganisation(tx);
      if (approver === null || approver !== actor.userId) throw forbidden(NOT_THE_APPROVER);
    }
    await tx
      .update(buyerFiles)
      .set({
        highRiskConfirmedBy: actor.userId,
        highRiskConfirmedAt: now,
        highRiskConfirmReason: reason,
        updatedAt: now,
      })
      .where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'confirm_high_risk', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: buyerId,
      reason,
    });
    await afterChange(tx);
  });
}
