import { and, eq } from 'drizzle-orm';
import { canTransition, type ContractStatus } from '../../../shared/contract-lifecycle';
import { getContractType } from '../../../shared/contract-types';
import { localeOr } from '../../../shared/i18n/locales';
import type { Database, Transaction } from '../../db/client';
import { payments } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail/outbox';
import { companyDetails } from '../content';
import { assertContractPayable, recordContractEvent, transitionContract } from '../contracts';
import { paymentReceiptMail } from './mails';
import { PAYMENT_NOT_FOUND, contractBuyersOf, findPaymentWithContract, type PaymentContract, type PaymentRow } from './queries';

export type MarkAsPaidResult = { status: 'paid'; contract_status: string };

/**
 * Records who confirmed the transfer and when, completes a signed contract and mails each buyer a
 * receipt, all in one transaction. Only the call that flips the payment from pending does any of
 * it, so confirming twice (double click, two admins) changes nothing and sends no second mail. A cancelled
 * or archived contract's payment is refused (409).
 */
export async function markPaymentAsPaid(db: Database, actor: Actor, transactionId: string): Promise<MarkAsPaidResult> {
  return db.transaction(async (tx) => {
    const before = await findPaymentWithContract(tx, transactionId);
    if (!before) throw notFound(PAYMENT_NOT_FOUND);
    await assertContractPayable(tx, before.contract.id);
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: new Date(), paidBy: actor.userId })
      .where(and(eq(payments.transactionId, transactionId), eq(payments.status, 'pending')))
      .returning();
    const found = await findPaymentWithContract(tx, transactionId);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    if (!paid) return { status: 'paid', contract_status: found.contract.status };

    const contractStatus = await completeSignedContract(tx, found.contract);
    const details = {
      transaction_id: paid.transactionId,
      payment_type: paid.paymentType,
      amount: paid.amount,
      reference: paid.reference,
      contract_status: contractStatus,
    };
    await recordContractEvent(tx, found.contract.id, 'payment_confirmed', { actor: actor.name, ip: actor.ip, userAgent: null }, { details });
    await recordAudit(tx, actor, 'mark_paid', 'payment', paid.transactionId, { contract_id: found.contract.id, ...details });
    await queueReceipts(tx, paid, found.contract);
    return { status: 'paid', contract_status: contractStatus };
  });
}

/** A confirmed payment completes a fully signed contract; any other status is left as it is. */
async function completeSignedContract(tx: Transaction, contract: PaymentContract): Promise<ContractStatus> {
  if (!canTransition(contract.status, 'complete_on_payment')) return contract.status;
  return transitionContract(tx, contract, 'complete_on_payment', { now: new Date() });
}

async function queueReceipts(tx: Transaction, payment: PaymentRow, contract: PaymentContract): Promise<void> {
  const buyers = await contractBuyersOf(tx, contract.id);
  const content = await companyDetails(tx);
  const address = contract.contractData.direccion_inmueble;
  for (const buyer of buyers) {
    const mail = paymentReceiptMail({
      buyerName: buyer.name,
      amount: payment.amount,
      paymentType: payment.paymentType,
      contractTypeName: getContractType(contract.contractType)?.name ?? contract.contractType,
      contractShortId: contract.id.slice(0, 8),
      propertyAddress: typeof address === 'string' ? address.trim() : '',
      reference: payment.reference,
      paidAt: payment.paidAt ?? new Date(),
      companyName: content.legal_name,
      companyEmail: content.company_email,
      language: localeOr(buyer.language),
    });
    await enqueueMail(tx, { kind: 'payment_receipt', to: buyer.email, ...mail });
  }
}
