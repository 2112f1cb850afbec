import { asc, eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { contractBuyers, contracts } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/index.ts';
import { conflict } from '#server/lib/errors.ts';

import { findBuyerFile, isBuyerFileRequired, isComplete } from './queries';

/** Whether money may move for a contract, and if not, why, in plain Spanish (docs/product.md#money-gate). */
export type MoneyGate = { open: true } | { open: false; code: MoneyGateCode; reason: string };
export type MoneyGateCode = 'buyer_file_incomplete' | 'risk_not_recorded' | 'high_risk_not_approved';

/**
 * Ley 10/2010 wants the customer identified and assessed before the business relationship and the money (arts. 3,
 * 7 and 14): with the buyer file required for the contract's type, no payment instructions and no confirmation
 * until every buyer's file is complete, an owner recorded its risk and, for a high risk (a PEP declaration makes it
 * high), an owner approved it with a reason. Without the setting, the specification's flow is unchanged.
 */
export async function moneyGate(db: Executor, contract: Pick<ContractRow, 'id' | 'contractType'>): Promise<MoneyGate> {
  // The policy frozen with the signed terms decides, not today's settings (docs/product.md#signing-policy).
  const [terms] = await db
    .select({ signedTerms: contracts.signedTerms })
    .from(contracts)
    .where(eq(contracts.id, contract.id));
  if (!(await isBuyerFileRequired(db, { ...contract, signedTerms: terms?.signedTerms ?? null }))) return { open: true };
  const buyers = await db
    .select({ id: contractBuyers.id, name: contractBuyers.name, idType: contractBuyers.idType })
    .from(contractBuyers)
    .where(eq(contractBuyers.contractId, contract.id))
    .orderBy(asc(contractBuyers.buyerOrder));
  for (const buyer of buyers) {
    const file = await findBuyerFile(db, buyer.id);
    if (!isComplete(file, buyer.idType))
      return {
        open: false,
        code: 'buyer_file_incomplete',
        reason: `Falta completar el expediente de ${buyer.name} (documento de identidad por las dos caras y declaraciones, Ley 10/2010): no se puede cobrar todavía.`,
      };
    if (file!.row.risk === null)
      return {
        open: false,
        code: 'risk_not_recorded',
        reason: `Un propietario debe valorar el riesgo del expediente de ${buyer.name}, con su motivo, antes de cobrar.`,
      };
    if (file!.row.risk === 'high' && file!.row.highRiskConfirmedAt === null)
      return {
        open: false,
        code: 'high_risk_not_approved',
        reason: `El expediente de ${buyer.name} tiene riesgo alto: un propietario debe aprobarlo expresamente, con su motivo, antes de cobrar (Ley 10/2010, art. 14).`,
      };
  }
  return { open: true };
}

/** 409 with the gate's reason while money may not move for this contract. */
export async function assertMoneyGateOpen(db: Executor, contract: Pick<ContractRow, 'id' | 'contractType'>) {
  const gate = await moneyGate(db, contract);
  if (!gate.open) throw conflict(gate.reason, gate.code);
}
