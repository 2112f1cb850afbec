import { findRfReference, textCarriesReference } from '#shared/banking/rf-in-text.ts';

import type { StatementEntry } from './statement-entry';

/** What the import knows of each payment a statement line could be about. */
export type PaymentCandidate = {
  transactionId: string;
  contractId: string;
  reference: string;
  amount: number;
  status: string;
  contractStatus: string;
  archived: boolean;
};

type UnmatchedReason =
  'debit' | 'not_booked' | 'currency' | 'no_reference' | 'unknown_reference' | 'amount_mismatch' | 'contract_cancelled';

type EntryMatch =
  | { kind: 'confirm'; payment: PaymentCandidate }
  | { kind: 'already_confirmed'; payment: PaymentCandidate }
  | { kind: 'unmatched'; reason: UnmatchedReason; reference: string | null; payment?: PaymentCandidate };

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * The rule of docs/product.md §6 "Bank statements": a booked credit in euros whose text carries a payment's RF
 * reference and whose amount is exactly the payment's confirms it; anything else is reported for a person to look
 * at. Nothing is guessed from names or near amounts.
 */
export function matchEntry(entry: StatementEntry, payments: PaymentCandidate[]): EntryMatch {
  const payment = payments.find((p) => textCarriesReference(entry.text, p.reference));
  const reference = payment?.reference ?? findRfReference(entry.text);
  if (entry.direction === 'debit') return { kind: 'unmatched', reason: 'debit', reference };
  if (!entry.booked) return { kind: 'unmatched', reason: 'not_booked', reference };
  if (entry.currency !== 'EUR') return { kind: 'unmatched', reason: 'currency', reference };
  if (!payment) return { kind: 'unmatched', reason: reference ? 'unknown_reference' : 'no_reference', reference };
  if (toCents(payment.amount) !== entry.amountCents)
    return { kind: 'unmatched', reason: 'amount_mismatch', reference, payment };
  if (payment.status === 'paid') return { kind: 'already_confirmed', payment };
  if (payment.contractStatus === 'cancelled' || payment.archived) {
    return { kind: 'unmatched', reason: 'contract_cancelled', reference, payment };
  }
  return { kind: 'confirm', payment };
}
