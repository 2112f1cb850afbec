import type { PaymentPageDto, PaymentStatus } from '../../../shared/api/api-types';
import { amountToEurosWords } from '../../../shared/format/amount-words';
import { getContractType } from '../../../shared/contract-types';
import { buildEpcQrPayload } from '../../../shared/banking/epc-qr';
import type { PaymentType } from '../../../shared/schemas/payment-schema';
import { formatRfReference } from '../../../shared/banking/rf-reference';
import type { Executor } from '../../db/client';
import { notFound, serviceUnavailable } from '../../lib/errors';
import { siteContentWithDefaults } from '../content/queries';
import { bankDetailsFrom } from './bank-details';
import { qrImageDataUrl } from './payment-qr';
import { PAYMENT_NOT_FOUND, findPaymentWithContract } from './queries';

function statusOf(paymentStatus: string, contractStatus: string): PaymentStatus {
  if (paymentStatus === 'paid') return 'paid';
  return contractStatus === 'cancelled' ? 'cancelled' : 'pending';
}

/** What the buyer's payment page shows. The QR code is only offered while the transfer is still due. */
export async function getPaymentPage(db: Executor, transactionId: string): Promise<PaymentPageDto> {
  const found = await findPaymentWithContract(db, transactionId);
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const { payment, contract } = found;
  const bank = bankDetailsFrom(await siteContentWithDefaults(db));
  if (!bank.ok) {
    throw serviceUnavailable('Los datos bancarios no están disponibles en este momento. Ponte en contacto con nosotros.');
  }
  const status = statusOf(payment.status, contract.status);
  const epcPayload =
    status === 'pending'
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
    beneficiary: bank.beneficiary,
    epc_payload: epcPayload,
    qr_image: epcPayload === null ? null : await qrImageDataUrl(epcPayload),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}
