import { PAYMENT_STATUS, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import type { MarkAsPaidInput } from '#shared/schemas/payment-schema.ts';
import type { Database } from '#server/db/client.ts';
import { assertContractPayable, assertMoneyGateOpen } from '#server/features/contracts/index.ts';
import type { Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';

import { confirmPendingPayment } from './confirm-payment';
import { findPaymentWithContract, PAYMENT_NOT_FOUND } from './queries';

type MarkAsPaidResult = { status: typeof PAYMENT_STATUS.paid; contract_status: ContractStatus };

/**
 * 'Confirmado': the administrator saw the transfer arrive. The optional body names who paid and why it is confirmed
 * by hand (a statement line from someone who is not a buyer, docs/product.md §6); with the buyer file required, 409
 * until every file is complete and assessed (docs/product.md#money-gate). Confirming twice (double click, two admins) changes
 * nothing and sends no second mail (confirm-payment.ts). A cancelled or archived contract's payment is refused (409).
 */
export async function markPaymentAsPaid(
  db: Database,
  actor: Actor,
  transactionId: string,
  now: Date,
  input: MarkAsPaidInput = {},
): Promise<MarkAsPaidResult> {
  return db.transaction(async (tx) => {
    const found = await findPaymentWithContract(tx, transactionId);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    await assertContractPayable(tx, found.contract.id);
    if (found.payment.status === PAYMENT_STATUS.pending) await assertMoneyGateOpen(tx, found.contract);
    const { contractStatus } = await confirmPendingPayment(tx, actor, transactionId, {
      now,
      payerName: input.payer_name ?? null,
      reason: input.reason ?? null,
    });
    return { status: PAYMENT_STATUS.paid, contract_status: contractStatus };
  });
}
