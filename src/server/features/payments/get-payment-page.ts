import type { PaymentCompanyDto, PaymentPageDto, PaymentStatus, SiteContentDto } from '#shared/api/api-types.ts';
import { buildEpcQrPayload } from '#shared/banking/epc-qr.ts';
import { formatRfReference } from '#shared/banking/rf-reference.ts';
import {
  isCancelled,
  isFullySigned,
  PAYMENT_PAGE_STATUS,
  PAYMENT_STATUS,
  type ContractStatus,
  type PaymentRowStatus,
} from '#shared/contract-lifecycle/index.ts';
import { amountToEurosWords } from '#shared/format/amount-words.ts';
import { localeOr, type Locale } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { moneyGate } from '#server/features/buyer-file/index.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName } from '#server/features/contracts/index.ts';
import { notFound } from '#server/lib/errors.ts';

import { bankDetailsFrom } from './bank-details';
import { qrImageDataUrl } from './payment-qr';
import { contractBuyersOf, findPaymentWithContract, PAYMENT_NOT_FOUND } from './queries';
import { signedPaymentOf } from './signed-payment';

function statusOf(paymentStatus: PaymentRowStatus, contractStatus: ContractStatus, gateOpen: boolean): PaymentStatus {
  if (paymentStatus === PAYMENT_STATUS.paid) return PAYMENT_PAGE_STATUS.paid;
  if (isCancelled(contractStatus)) return PAYMENT_PAGE_STATUS.cancelled;
  if (!isFullySigned(contractStatus)) return PAYMENT_PAGE_STATUS.awaiting_signatures;
  // The law wants the buyer identified and assessed before the money (docs/product.md#money-gate).
  return gateOpen ? PAYMENT_PAGE_STATUS.pending : PAYMENT_PAGE_STATUS.awaiting_buyer_file;
}

/** Whom the buyer can ask: only lines the company filled in, and an email only when it is one. */
function companyContact(content: SiteContentDto): PaymentCompanyDto {
  const email = content.company_email.trim();
  return {
    name: content.legal_name.trim() || content.company_name.trim(),
    email: isValidEmail(email) ? email : null,
    phone: content.company_phone.trim() || null,
  };
}

/** The moment the last party signed; the contract's signed status says everyone has. */
function fullySignedAt(buyers: { signedAt: Date | null }[]): Date | null {
  const times = buyers.map((b) => b.signedAt?.getTime()).filter((t): t is number => t !== undefined);
  return times.length === buyers.length && times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * What the buyer's payment page shows. Account, reference and QR code only once every party has signed: money
 * paid for a draft would be arras of a contract that does not exist (docs/product.md §6 "Pay after signing").
 * The QR code only while the transfer is still due and the company's account is known; until then the page
 * names whom to contact. `lang` is the link's language; without it, the first buyer's.
 */
export async function getPaymentPage(db: Executor, transactionId: string, lang?: Locale): Promise<PaymentPageDto> {
  const found = await findPaymentWithContract(db, transactionId);
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const { payment, contract } = found;
  const amount = centsToEuros(payment.amountCents);
  const content = await companyDetails(db);
  const buyers = await contractBuyersOf(db, contract.id);
  const bank = bankDetailsFrom(content);
  const gate = await moneyGate(db, contract);
  const status = statusOf(payment.status, contract.status, gate.open);
  // The page quotes the signed contract: its term, its clause and the IBAN written in it.
  const showsAccount = status === PAYMENT_PAGE_STATUS.pending || status === PAYMENT_PAGE_STATUS.paid;
  const epcPayload =
    status === PAYMENT_PAGE_STATUS.pending && bank.ok
      ? buildEpcQrPayload({ ...bank.beneficiary, amount, reference: payment.reference })
      : null;
  const language = lang ?? localeOr(buyers[0]?.language);
  const signedAt = status === PAYMENT_PAGE_STATUS.pending ? fullySignedAt(buyers) : null;
  const signed = await signedPaymentOf(db, contract, language, signedAt);
  return {
    transaction_id: payment.transactionId,
    status,
    amount,
    amount_words: amountToEurosWords(amount),
    payment_type: payment.paymentType as PaymentType,
    // The reader's name for the contract: an English buyer never reads the Spanish type name (docs/product.md §11.2).
    contract_type_name: contractTypeName(contract.contractType, language),
    contract_short_id: contract.id.slice(0, 8),
    reference: showsAccount ? formatRfReference(payment.reference) : null,
    beneficiary: status === PAYMENT_PAGE_STATUS.pending && bank.ok ? bank.beneficiary : null,
    transfer_deadline: signed.deadline,
    transfer_term: {
      days: signed.term.days,
      business_days: signed.term.businessDays,
      clause: signed.clause,
      text: signed.text,
    },
    contract_iban: signed.iban,
    buyers: buyers.map((buyer) => buyer.name),
    company: companyContact(content),
    epc_payload: epcPayload,
    qr_image: epcPayload === null ? null : await qrImageDataUrl(epcPayload),
    paid_at: payment.paidAt?.toISOString() ?? null,
    language,
  };
}
