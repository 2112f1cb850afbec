import { and, asc, desc, eq, ne } from 'drizzle-orm';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { CONTRACT_STATUS, PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { contractBuyers, contracts, payments } from '#server/db/schema.ts';
import { moneyGate } from '#server/features/buyer-file/index.ts';

import { paymentUrl, type PaymentLinkSigner } from './payment-link';

export const PAYMENT_NOT_FOUND = 'Pago no encontrado';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentContract = Pick<
  typeof contracts.$inferSelect,
  'id' | 'contractType' | 'contractData' | 'status' | 'signedTerms'
>;

const contractColumns = {
  id: contracts.id,
  contractType: contracts.contractType,
  contractData: contracts.contractData,
  status: contracts.status,
  // The signed terms: the policy, amounts and terms every payment page, mail and receipt reads after signing.
  signedTerms: contracts.signedTerms,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** undefined for unknown ids, malformed ones included (they cannot name a contract). */
export async function findContract(db: Executor, id: string): Promise<PaymentContract | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(contractColumns).from(contracts).where(eq(contracts.id, id.toLowerCase()));
  return row;
}

export async function findContractPayment(
  db: Executor,
  contractId: string,
  paymentType: PaymentType,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.contractId, contractId), eq(payments.paymentType, paymentType)));
  return row;
}

export async function findPaymentWithContract(
  db: Executor,
  transactionId: string,
): Promise<{ payment: PaymentRow; contract: PaymentContract } | undefined> {
  const [row] = await db
    .select({ payment: payments, contract: contractColumns })
    .from(payments)
    .innerJoin(contracts, eq(contracts.id, payments.contractId))
    .where(eq(payments.transactionId, transactionId));
  return row;
}

export async function contractBuyersOf(db: Executor, contractId: string) {
  return db
    .select({
      name: contractBuyers.name,
      email: contractBuyers.email,
      dni: contractBuyers.dni,
      language: contractBuyers.language,
      signedAt: contractBuyers.signedAt,
    })
    .from(contractBuyers)
    .where(eq(contractBuyers.contractId, contractId))
    .orderBy(asc(contractBuyers.buyerOrder));
}

/** The text every party signed (null before the company signs). */
export async function frozenTextOf(db: Executor, contractId: string): Promise<string | null> {
  const [row] = await db.select({ text: contracts.frozenContent }).from(contracts).where(eq(contracts.id, contractId));
  return row?.text ?? null;
}

/** Transfers still awaited, newest first; a cancelled contract's payment is no longer awaited. */
export async function listPendingPayments(db: Executor, signer: PaymentLinkSigner): Promise<PendingPaymentDto[]> {
  const rows = await db
    .select({ payment: payments, contract: contractColumns })
    .from(payments)
    .innerJoin(contracts, eq(contracts.id, payments.contractId))
    .where(and(eq(payments.status, PAYMENT_STATUS.pending), ne(contracts.status, CONTRACT_STATUS.cancelled)))
    .orderBy(desc(payments.createdAt), desc(payments.transactionId));
  const blocked = new Map<string, string | null>();
  // The buyers' names: «Confirmado» offers them as the payer (docs/product.md#manual-confirmation).
  const buyers = new Map<string, string[]>();
  for (const { contract } of rows) {
    if (blocked.has(contract.id)) continue;
    const gate = await moneyGate(db, contract);
    blocked.set(contract.id, gate.open ? null : gate.reason);
    buyers.set(
      contract.id,
      (await contractBuyersOf(db, contract.id)).map((buyer) => buyer.name),
    );
  }
  return rows.map(({ payment, contract }) => ({
    transaction_id: payment.transactionId,
    amount: centsToEuros(payment.amountCents),
    contract_type: contract.contractType,
    contract_data: contract.contractData,
    payment_reference: payment.reference,
    created_at: payment.createdAt.toISOString(),
    contract_id: contract.id,
    payment_type: payment.paymentType as PaymentType,
    payment_url: paymentUrl(signer, payment.transactionId),
    contract_status: contract.status,
    confirm_blocked_reason: blocked.get(contract.id) ?? null,
    buyers: buyers.get(contract.id) ?? [],
  }));
}
