import { findRfReference, textCarriesReference } from '#shared/banking/rf-in-text.ts';
import { isCompanyAccount } from '#shared/banking/statement-account.ts';
import {
  isCancelled,
  PAYMENT_STATUS,
  type ContractStatus,
  type PaymentRowStatus,
} from '#shared/contract-lifecycle/index.ts';
import { payerMatch, type NamedBuyer } from '#shared/identity/person-name.ts';
import type { Cents } from '#shared/money/cents.ts';
import type { StatementLineGroup, UnmatchedReason } from '#shared/schemas/payment-schema.ts';

import type { StatementEntry } from './statement-entry';

/** What the import knows of each payment a statement line could be about. */
export type PaymentCandidate = {
  transactionId: string;
  contractId: string;
  contractType: string;
  reference: string;
  amountCents: Cents;
  status: PaymentRowStatus;
  contractStatus: ContractStatus;
  archived: boolean;
  /** Blocked by retention (a live installation, past E: docs/product.md#contract-retention): nothing confirms on it. */
  blocked: boolean;
  /** What the owner calls the home: its portfolio title, or the address the contract names. */
  property: string | null;
  /** Name and DNI/NIE: a Spanish DNI holder's name carries two surnames (person-name.ts). */
  buyers: NamedBuyer[];
};

export type EntryMatch =
  | { kind: 'confirm'; payment: PaymentCandidate }
  | { kind: 'already_confirmed'; payment: PaymentCandidate }
  | { kind: 'unmatched'; reason: UnmatchedReason; reference: string | null; payment?: PaymentCandidate };

/**
 * The rule of docs/product.md §6 "Bank statements": a booked credit in euros to the company's own account, whose
 * text carries a payment's RF reference, whose amount is exactly the payment's to the cent and whose payer is one of
 * the contract's buyers confirms it (RD 304/2014 art. 21: a non-face-to-face customer's money comes from an account
 * in their name). Anything else is reported for a person to look at; nothing is guessed from near amounts.
 */
export function matchEntry(
  entry: StatementEntry,
  payments: PaymentCandidate[],
  companyIban: string,
  today: string,
): EntryMatch {
  const payment = payments.find((p) => textCarriesReference(entry.text, p.reference));
  const reference = payment?.reference ?? findRfReference(entry.text);
  const unmatched = (reason: UnmatchedReason): EntryMatch => ({ kind: 'unmatched', reason, reference, payment });
  if (entry.unreadableAmount !== null) return unmatched('unreadable_amount');
  if (entry.direction === 'debit') return unmatched('debit');
  if (!entry.booked) return unmatched('not_booked');
  // ISO dates compare as text.
  if (entry.bookedOn !== null && entry.bookedOn > today) return unmatched('future_date');
  if (entry.currency !== 'EUR') return unmatched('currency');
  if (!isCompanyAccount(entry.account, companyIban)) return unmatched('wrong_account');
  if (!payment) return unmatched(reference ? 'unknown_reference' : 'no_reference');
  if (payment.blocked) return unmatched('contract_blocked');
  if (entry.amountCents !== payment.amountCents) return unmatched('amount_mismatch');
  if (payment.status === PAYMENT_STATUS.paid) return { kind: 'already_confirmed', payment };
  if (isCancelled(payment.contractStatus) || payment.archived) return unmatched('contract_cancelled');
  const payer = payerMatch(entry.payerName ?? '', payment.buyers);
  if (payer === 'partial') return unmatched('payer_partial');
  if (payer === 'other') return unmatched('payer_not_buyer');
  return { kind: 'confirm', payment };
}

/**
 * A line that names no payment and brings no RF reference, or any debit, is the account's ordinary life (a community
 * refund, an electricity bill): listed apart as «Otros movimientos», with nothing for the owner to do
 * (docs/product.md#statement-groups). A credit with an RF reference that matches nothing may be a buyer's mistyped
 * payment, so it stays to review.
 */
export function lineGroup(
  reason: UnmatchedReason,
  reference: string | null,
  payment?: PaymentCandidate,
): StatementLineGroup {
  if (payment) return 'contract_payment';
  if (reason === 'debit') return 'other';
  return reference === null ? 'other' : 'contract_payment';
}

/** What each reason means for the administrator, in the import's answer and window. */
export const UNMATCHED_EXPLANATIONS: Readonly<Record<UnmatchedReason, string>> = {
  debit: 'Es un cargo, no un ingreso.',
  not_booked: 'El banco aún no lo ha contabilizado.',
  currency: 'No está en euros.',
  wrong_account: 'No es un ingreso en la cuenta de la empresa (el IBAN de los datos de la empresa): no confirma nada.',
  no_reference: 'No lleva ninguna referencia RF.',
  unknown_reference: 'La referencia RF no es de ningún pago.',
  amount_mismatch: 'El importe no es exactamente el del pago, céntimo a céntimo.',
  payer_not_buyer:
    'Lo ha pagado alguien que no es comprador del contrato. Si la empresa lo acepta, un propietario puede confirmarlo a mano indicando el motivo.',
  payer_partial:
    'El ordenante se parece a un comprador pero no es exactamente él (le falta un nombre o el primer apellido, o lleva otras palabras, como otro nombre, SL o E HIJOS). Si de verdad es el comprador, un propietario puede confirmarlo a mano indicando el motivo.',
  buyer_file_pending:
    'El expediente de algún comprador no está completo o falta la valoración de riesgo: no se puede confirmar todavía.',
  contract_cancelled: 'El contrato está anulado o archivado.',
  contract_blocked:
    'El contrato de ese pago está bloqueado por conservación (su relación terminó): no se confirma nada en él; un propietario puede consultarlo con motivo legal.',
  unreadable_amount:
    'El importe de este apunte no se puede leer como una cantidad (lleva signo, coma, exponente u otros caracteres): revísalo en el banco.',
  future_date: 'La fecha del apunte es posterior a hoy: un extracto no puede mostrar dinero que aún no ha llegado.',
};
