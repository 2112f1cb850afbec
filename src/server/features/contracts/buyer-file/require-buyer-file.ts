import type { Executor } from '#server/db/client.ts';
import type { BuyerRow, ContractRow } from '#server/features/contracts/queries.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';

import { findBuyerFile, isBuyerFileRequired, isComplete, unconfirmedHighRisks } from './queries';

export const BUYER_FILE_REQUIRED =
  'Antes de firmar este contrato debes aportar tu documento de identidad (DNI, NIE o pasaporte, por las dos caras) y completar tus declaraciones (Ley 10/2010 de prevención del blanqueo de capitales).';
export const HIGH_RISK_UNCONFIRMED =
  'Un comprador tiene un expediente valorado con riesgo alto: un propietario debe confirmarlo antes de firmar el contrato.';

/** buyer-sign refuses (422) while the file the setting requires for this contract type is incomplete (docs/product.md §5.7). */
export async function assertBuyerFileReady(db: Executor, contract: ContractRow, buyer: BuyerRow): Promise<void> {
  if (!(await isBuyerFileRequired(db, contract))) return;
  if (!isComplete(await findBuyerFile(db, buyer.id))) throw unprocessable(BUYER_FILE_REQUIRED, 'buyer_file_required');
}

/** Firmar refuses (409) while any buyer's file is high risk and no owner has confirmed it. */
export async function assertNoUnconfirmedHighRisk(db: Executor, contractId: string): Promise<void> {
  if ((await unconfirmedHighRisks(db, contractId)) > 0) throw conflict(HIGH_RISK_UNCONFIRMED, 'high_risk_unconfirmed');
}
