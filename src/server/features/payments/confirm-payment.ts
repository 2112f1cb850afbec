import { and, eq } from 'drizzle-orm';

import { canTransition, isFullySigned, PAYMENT_STATUS, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import { payerMatch } from '#shared/identity/person-name.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { Transaction } from '#server/db/client.ts';
import { payments, type PaymentEvidence } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName, recordContractEvent, transitionContract } from '#server/features/contracts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { paymentReceiptMail } from './mails';
import {
  contractBuyersOf,
  findPaymentWithContract,
  PAYMENT_NOT_FOUND,
  type PaymentContract,
  type PaymentRow,
} from './queries';

type ConfirmPaymentOptions = {
  now: Date;
  /** What proved the money arrived, kept in the audit row (e.g. the bank statement's file and line). */
  evidence?: Record<string, unknown>;
  /** Who sent the money, when known: named in the receipts and the audit trail. */
  payerName?: string | null;
  /** An owner's reason for confirming by hand (e.g. a transfer from someone who is not a buyer). */
  reason?: string | null;
  /** The ordering account, the value date and the proof, kept on the payment (docs/product.md#manual-confirmation). */
  payer?: {
    iban: string | null;
    valueDate: string | null;
    proof: PaymentEvidence | null;
    isBuyer: boolean | null;
  };
};

type ConfirmPaymentResult = {
  /** The payment as confirmed by this call; undefined when it was already paid (nothing else was done). */
  confirmed: PaymentRow | undefined;
  payment: PaymentRow;
  contractStatus: ContractStatus;
};

/**
 * 'Confirmado' and the bank statement import alike (docs/product.md §6): records who confirmed the transfer
 * and when, completes a signed contract and queues each buyer's receipt, in the caller's transaction. Only the
 * call that flips the payment from pending does any of it, so confirming twice (double click, two admins, a
 * statement imported again) changes nothing and sends no second mail.
 */
export async function confirmPendingPayment(
  tx: Transaction,
  actor: Actor,
  transactionId: string,
  { now, evidence, payerName = null, reason = null, payer }: ConfirmPaymentOptions,
): Promise<ConfirmPaymentResult> {
  const [paid] = await tx
    .update(payments)
    .set({
      status: PAYMENT_STATUS.paid,
      paidAt: now,
      paidBy: actor.userId,
      payerName,
      payerIban: payer?.iban ?? null,
      valueDate: payer?.valueDate ?? null,
      evidence: payer?.proof ?? null,
      confirmReason: reason,
      payerIsBuyer: payer?.isBuyer ?? null,
    })
    .where(and(eq(payments.transactionId, transactionId), eq(payments.status, PAYMENT_STATUS.pending)))
    .returning();
  const found = await findPaymentWithContract(tx, transactionId);
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  if (!paid) return { confirmed: undefined, payment: found.payment, contractStatus: found.contract.status };

  const contractStatus = await completeSignedContract(tx, found.contract, now);
  const details = {
    transaction_id: paid.transactionId,
    payment_type: paid.paymentType,
    amount_cents: paid.amountCents,
    reference: paid.reference,
    contract_status: contractStatus,
    payer_name: payerName,
    reason,
    payer_iban: payer?.iban ?? null,
    value_date: payer?.valueDate ?? null,
    evidence_sha256: payer?.proof ? proofSha256(payer.proof) : null,
    ...(evidence ? { evidence } : {}),
  };
  await recordContractEvent(
    tx,
    found.contract.id,
    'payment_confirmed',
    { actor: actor.name, ip: actor.ip, userAgent: null },
    { details },
  );
  await recordAudit(tx, actor, 'mark_paid', 'payment', paid.transactionId, {
    contract_id: found.contract.id,
    ...details,
  });
  await queueReceipts(tx, paid, found.contract, now, payerName, payer?.valueDate ?? null);
  return { confirmed: paid, payment: paid, contractStatus };
}

/** A confirmed payment completes a fully signed contract; any other status is left as it is. */
async function completeSignedContract(tx: Transaction, contract: PaymentContract, now: Date): Promise<ContractStatus> {
  if (!canTransition(contract.status, 'complete_on_payment')) return contract.status;
  return transitionContract(tx, contract, 'complete_on_payment', { now });
}

async function queueReceipts(
  tx: Transaction,
  payment: PaymentRow,
  contract: PaymentContract,
  now: Date,
  payerName: string | null,
  valueDate: string | null,
): Promise<void> {
  const buyers = await contractBuyersOf(tx, contract.id);
  const content = await companyDetails(tx);
  const address = contract.contractData.direccion_inmueble;
  for (const buyer of buyers) {
    const language = localeOr(buyer.language);
    const mail = paymentReceiptMail({
      buyerName: buyer.name,
      amount: centsToEuros(payment.amountCents),
      payerName,
      paidByThisBuyer: payerName !== null && payerMatch(payerName, [buyer]) === 'buyer',
      valueDate,
      buyerNames: buyers.map((b) => b.name),
      paymentType: payment.paymentType,
      // Money for a contract not everyone signed is not arras (nor a reservation) yet: the receipt says so.
      contractSigned: isFullySigned(contract.status),
      contractTypeName: contractTypeName(contract.contractType, language),
      contractShortId: contract.id.slice(0, 8),
      propertyAddress: typeof address === 'string' ? address.trim() : '',
      reference: payment.reference,
      paidAt: payment.paidAt ?? now,
      companyName: content.legal_name,
      companyEmail: content.company_email,
      language,
    });
    await enqueueMail(tx, { kind: 'payment_receipt', to: buyer.email, ...mail });
  }
}

const proofSha256 = (proof: PaymentEvidence): string => (proof.kind === 'statement' ? proof.file_sha256 : proof.sha256);
