// What a payment page, QR, payment-link mail and reminder say about the money, from the signed terms alone
// (docs/product.md#what-the-company-says-after-signing): the amount, the deadline counted by the clause's own unit from
// the last signature, and the clause by its heading in the text this reader reads.
import type { TransferTerm } from '#shared/banking/transfer-deadline.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Cents } from '#shared/money/cents.ts';

import type { ClauseHeadings, SignedTerms } from './signed-terms';
import { termDeadline } from './term-dates';

export type SignedPaymentTerms = {
  amount_cents: Cents;
  term: TransferTerm;
  /** The heading of the clause that sets the term, in the reader's text (their language, else the binding one). */
  clause: string | null;
  text: string | null;
  iban: string | null;
};

/** The heading a reader finds in the text they read: theirs when the contract has it, else the binding text's. */
export const headingFor = (terms: SignedTerms, headings: ClauseHeadings, reader: Locale): string | null =>
  headings[reader] ?? headings[terms.languages.binding] ?? null;

export function signedPaymentTerms(terms: SignedTerms, reader: Locale): SignedPaymentTerms {
  const { payment } = terms;
  return {
    amount_cents: payment.amount_cents,
    term: { days: payment.term.days, businessDays: payment.term.unit === 'business_days' },
    clause: headingFor(terms, payment.term.clause, reader),
    text: payment.term.text,
    iban: payment.iban,
  };
}

/**
 * The last day to transfer (YYYY-MM-DD) for a contract whose last signature fell on `lastSignatureDay` (Madrid date):
 * the buyer's reading of the clause (an older text without the definition of business days gives the later date);
 * null for a year the holiday tables do not cover — never a guessed date.
 */
export const signedTransferDeadline = (terms: SignedTerms, lastSignatureDay: string): string | null =>
  termDeadline(terms, terms.payment.term, lastSignatureDay, 'buyer');
