import type { Executor } from '#server/db/client.ts';
import type { BuyerRow, ContractRow } from '#server/features/contracts/index.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';

import { findBuyerFile, isBuyerFileRequired, isComplete, unconfirmedHighRisks } from './queries';

export const BUYER_FILE_REQUIRED =
  'Antes de firmar este contrato debes aportar tu documento de identidad (DNI, NIE o pasaporte, por las dos caras) y completar tus declaraciones (Ley 10/2010 de prevención del blanqueo de capitales).';
export const HIGH_RISK_UNCONFIRMED =
  'Un comprador tiene un expediente valorado con riesgo alto: un propietario debe confirmarlo antes de firmar el contrato.';

export const FILE_UNDER_REVIEW =
  'La empresa está revisando tu documentación: podrás firmar en cuanto termine (Ley 10/2010, art. 7.3). Te avisaremos por correo.';

/**
 * The file comes before the bond (docs/product.md#file-before-bond): with the buyer file required by the contract's
 * frozen policy, buyer-sign refuses with 422 while this buyer's file is incomplete and with 409 until an owner recorded
 * its assessment and, for a high risk, approved it (Ley 10/2010 arts. 7.3 and 14). By the last signature every buyer
 * is assessed, so the payment term runs from it and no clock runs while the company blocks payment.
 */
export async function assertBuyerFileReady(db: Executor, contract: ContractRow, buyer: BuyerRow): Promise<void> {
  if (!(await isBuyerFileRequired(db, contract))) return;
  const file = await findBuyerFile(db, buyer.id);
  if (!isComplete(file, buyer.idType)) throw unprocessable(BUYER_FILE_REQUIRED, 'buyer_file_required');
  const { risk, highRiskConfirmedAt } = file!.row;
  if (risk === null || (risk === 'high' && highRiskConfirmedAt === null))
    throw conflict(FILE_UNDER_REVIEW, 'buyer_file_under_review');
}

/** Firmar refuses (409) while any buyer's file is high risk and no owner has confirmed it. */
export async function assertNoUnconfirmedHighRisk(db: Executor, contractId: string): Promise<void> {
  if ((await unconfirmedHighRisks(db, contractId)) > 0) throw conflict(HIGH_RISK_UNCONFIRMED, 'high_risk_unconfirmed');
}
