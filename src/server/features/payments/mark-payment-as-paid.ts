import type { Database } from '#server/db/client.ts';
import { assertContractPayable } from '#server/features/contracts/index.ts';
import type { Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';

import { confirmPendingPayment } from './confirm-payment';
import { findPaymentWithContract, PAYMENT_NOT_FOUND } from './queries';

type MarkAsPaidResult = { status: 'paid'; contract_status: string };

/**
 * 'Confirmado': the administrator saw the transfer arrive. Confirming twice (double click, two admins) changes
 * nothing and sends no second mail (confirm-payment.ts). A cancelled or archived contract's payment is refused (409).
 */
export async function markPaymentAsPaid(
  db: Database,
  actor: Actor,
  transactionId: string,
  now: Date,
): Promise<MarkAsPaidResult> {
  return db.transaction(async (tx) => {
    const found = await findPaymentWithContract(tx, transactionId);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    await assertContractPayable(tx, found.contract.id);
    const { contractStatus } = await confirmPendingPayment(tx, actor, transactionId, { now });
    return { status: 'paid', contract_status: contractStatus };
  });
}
