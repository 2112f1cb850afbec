import type { Database } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { confirmPendingPayment } from './confirm-payment';

export type MarkAsPaidResult = { status: 'paid'; contract_status: string };

/**
 * 'Confirmado': the administrator saw the transfer arrive. Confirming twice (double click, two admins) changes
 * nothing and sends no second mail (confirm-payment.ts).
 */
export async function markPaymentAsPaid(db: Database, actor: Actor, transactionId: string): Promise<MarkAsPaidResult> {
  return db.transaction(async (tx) => {
    const { contractStatus } = await confirmPendingPayment(tx, actor, transactionId, { now: new Date() });
    return { status: 'paid', contract_status: contractStatus };
  });
}
