import type { PaymentCompanyDto, PaymentPageDto, PaymentStatus, SiteContentDto } from '../../../shared/api/api-types';
import { isValidEmail } from '../../../shared/identity/email';
import { amountToEurosWords } from '../../../shared/format/amount-words';
import { getContractType } from '../../../shared/contract-types';
import { localeOr } from '../../../shared/i18n/locales';
import { buildEpcQrPayload } from '../../../shared/banking/epc-qr';
import type { PaymentType } from '../../../shared/schemas/payment-schema';
import { formatRfReference } from '../../../shared/banking/rf-reference';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { companyDetails } from '../content';
import { bankDetailsFrom } from './bank-details';
import { qrImageDataUrl } from './payment-qr';
import { PAYMENT_NOT_FOUND, contractBuyersOf, findPaymentWithContract } from './queries';

function statusOf(paymentStatus: string, contractStatus: string): PaymentStatus {
  if (paymentStatus === 'paid') return 'paid';
  return contractStatus === 'cancelled' ? 'cancelled' : 'pending';
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

/**
 * What the buyer's payment page shows. The QR code is only offered while the transfer is still due and the
 * company's account is known; until then the page names whom to contact (docs/product.md §6).
 */
export async function getPaymentPage(db: Executor, transactionId: string): Promise<PaymentPageDto> {
  const found = await findPaymentWithContract(db, transactionId);
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const { payment, contract } = found;
  const content = await companyDetails(db);
  // A payment belongs to the contract, not to one buyer: its page speaks the first buyer's language.
  const [firstBuyer] = await contractBuyersOf(db, contract.id);
  const bank = bankDetailsFrom(content);
  const status = statusOf(payment.status, contract.status);
  const epcPayload =
    status === 'pending' && bank.ok
      ? buildEpcQrPayload({ ...bank.beneficiary, amount: payment.amount, reference: payment.reference })
      : null;
  return {
    transaction_id: payment.transactionId,
    status,
    amount: payment.amount,
    amount_words: amountToEurosWords(payment.amount),
    payment_type: payment.paymentType as PaymentType,
    contract_type_name: getContractType(contract.contractType)?.name ?? contract.contractType,
    contract_short_id: contract.id.slice(0, 8),
    reference: formatRfReference(payment.reference),
    beneficiary: bank.ok ? bank.beneficiary : null,
    company: companyContact(content),
    epc_payload: epcPayload,
    qr_image: epcPayload === null ? null : await qrImageDataUrl(epcPayload),
    paid_at: payment.paidAt?.toISOString() ?? null,
    language: localeOr(firstBuyer?.language),
  };
}
