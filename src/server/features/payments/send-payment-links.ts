import { and, eq } from 'drizzle-orm';

import { paymentDueFor } from '#shared/banking/payment-amount.ts';
import { canTransition, PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { Transaction } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';
import { moneyGate } from '#server/features/buyer-file/index.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName, recordContractEvent, type RequestOrigin } from '#server/features/contracts/index.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { ensurePayment } from './create-transfer-instructions';
import { paymentLinkMail } from './mails';
import { paymentUrl, type PaymentLinkSigner } from './payment-link';
import { contractBuyersOf, findContract } from './queries';
import { signedPaymentOf } from './signed-payment';

/**
 * Once every party has signed (and, with the buyer file required, every file is complete and assessed), each buyer
 * gets their payment link in their language, queued in the transaction of the change that made it due: the last
 * signature, or the owner's risk decision that opened the gate (docs/product.md §6). Once per contract: the
 * `payment_links_sent` event says it went out. The admin can still copy the links from 'Pago'.
 */
export async function sendPaymentLinksIfDue(
  tx: Transaction,
  signer: PaymentLinkSigner,
  contractId: string,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  const contract = await findContract(tx, contractId);
  if (!contract || !canTransition(contract.status, 'complete_on_payment')) return;
  const [sent] = await tx
    .select({ id: contractEvents.id })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, 'payment_links_sent')));
  if (sent) return;
  if (!(await moneyGate(tx, contract)).open) return;
  const due = paymentDueFor(contract.contractType, contract.contractData);
  if (!due?.amount_cents) return;
  // The amount as signed: the contract's data cannot change after signing, and the record is what every page reads.
  const amountCents = contract.signedTerms?.payment.amount_cents ?? due.amount_cents;
  const actor = { userId: null, name: origin.actor, ip: origin.ip };
  const payment = await ensurePayment(tx, actor, contract, due.payment_type, amountCents);
  if (payment.status !== PAYMENT_STATUS.pending) return;

  const buyers = await contractBuyersOf(tx, contractId);
  const lastSignature = new Date(Math.max(...buyers.map((b) => b.signedAt?.getTime() ?? now.getTime())));
  const companyName = (await companyDetails(tx)).legal_name;
  for (const buyer of buyers) {
    const language = localeOr(buyer.language);
    const signed = await signedPaymentOf(tx, contract, language, lastSignature);
    const mail = paymentLinkMail({
      buyerName: buyer.name,
      buyerNames: buyers.map((b) => b.name),
      amount: centsToEuros(payment.amountCents),
      contractName: contractTypeName(contract.contractType, language),
      deadline: signed.deadline,
      term: signed.term,
      clause: signed.clause,
      paymentUrl: paymentUrl(signer, payment.transactionId, language),
      companyName,
      language,
    });
    await enqueueMail(tx, { kind: 'payment_link', to: buyer.email, ...mail });
  }
  await recordContractEvent(tx, contractId, 'payment_links_sent', origin, {
    details: { transaction_id: payment.transactionId, recipients: buyers.length },
  });
}
