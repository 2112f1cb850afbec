import { PAYMENT_STATUS, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { payerMatch } from '#shared/identity/person-name.ts';
import type { MarkAsPaidInput } from '#shared/schemas/payment-schema.ts';
import { reasonError } from '#shared/schemas/reason-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import type { PaymentEvidence } from '#server/db/schema.ts';
import { assertMoneyGateOpen } from '#server/features/buyer-file/index.ts';
import { assertContractPayable } from '#server/features/contracts/index.ts';
import { installationMode } from '#server/features/settings/index.ts';
import type { Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { notFound, unprocessable } from '#server/lib/errors.ts';
import { saveFile } from '#server/lib/storage.ts';

import { confirmPendingPayment } from './confirm-payment';
import { contractBuyersOf, findPaymentWithContract, PAYMENT_NOT_FOUND } from './queries';

type MarkAsPaidResult = { status: typeof PAYMENT_STATUS.paid; contract_status: ContractStatus };

const EVIDENCE_REQUIRED =
  'Para confirmar el pago indica quién lo hizo (payer_name), desde qué cuenta (payer_iban), la fecha valor (value_date) ' +
  'y el justificante del banco (evidence: la línea del extracto o el aviso en PDF): la web está en marcha y la ' +
  'confirmación es la prueba de que el dinero llegó de un comprador identificado.';
const FUTURE_VALUE_DATE = 'La fecha valor no puede ser posterior a hoy.';
const NOT_A_BUYER =
  'El ordenante no se llama como ninguno de los compradores: explica en el motivo (al menos 20 caracteres) por qué se ' +
  'acepta este pago de otra persona (Ley 10/2010: el pago desde una cuenta a nombre de un comprador completa su identificación).';

const PDF_MAGIC = Buffer.from('%PDF-');

/** The proof as given: a base64 PDF (the bank's advice) is stored as a file; anything else is the statement line. */
async function proofOf(db: Executor, evidence: string | null | undefined): Promise<PaymentEvidence | null> {
  const text = evidence?.trim();
  if (!text) return null;
  const bytes = /^[A-Za-z0-9+/=\s]+$/.test(text) ? Buffer.from(text, 'base64') : null;
  if (bytes && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    const stored = await saveFile(db, { data: bytes, contentType: 'application/pdf' });
    return { kind: 'pdf', file_id: stored.id, sha256: stored.sha256 };
  }
  return { kind: 'text', text: text.slice(0, 4000), sha256: sha256Hex(text) };
}

/**
 * 'Confirmado': an owner saw the transfer arrive (docs/product.md#manual-confirmation). A manual confirmation is evidence,
 * not a word: who paid, from which account, on which value date, and the bank's advice or statement line — kept on the
 * payment, named in the receipts, the timeline and the buyer file's export. The specification's call without a body
 * still works in test mode (recorded as not given); once the installation is live it is refused (422). A payer who is
 * not one of the buyers needs a reason. With the buyer file required, 409 until every file is complete and assessed
 * (docs/product.md#money-gate). Confirming twice changes nothing and sends no second mail (confirm-payment.ts). A
 * cancelled or archived contract's payment is refused (409).
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

    const live = (await installationMode(tx)).live;
    const payerName = input.payer_name?.trim() || null;
    if (live && (!payerName || !input.payer_iban || !input.value_date || !input.evidence?.trim()))
      throw unprocessable(EVIDENCE_REQUIRED, 'payment_evidence_required');
    if (input.value_date && input.value_date > todayIsoDateInMadrid(now))
      throw unprocessable(FUTURE_VALUE_DATE, 'future_value_date');
    const buyers = await contractBuyersOf(tx, found.contract.id);
    const isBuyer = payerName === null ? null : payerMatch(payerName, buyers) === 'buyer';
    if (isBuyer === false) {
      const problem = reasonError(input.reason ?? '', 'El motivo');
      if (problem) throw unprocessable(`${NOT_A_BUYER} ${problem}`, 'payer_not_buyer');
    } else if (input.reason?.trim()) {
      const problem = reasonError(input.reason, 'El motivo');
      if (problem) throw unprocessable(problem, 'reason');
    }

    const { contractStatus } = await confirmPendingPayment(tx, actor, transactionId, {
      now,
      payerName,
      reason: input.reason?.trim() || null,
      payer: {
        iban: input.payer_iban ?? null,
        valueDate: input.value_date ?? null,
        proof: await proofOf(tx, input.evidence),
        isBuyer,
      },
    });
    return { status: PAYMENT_STATUS.paid, contract_status: contractStatus };
  });
}
