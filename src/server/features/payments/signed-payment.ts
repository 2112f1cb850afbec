// The payment as the contract signed it (docs/product.md#what-the-company-says-after-signing): every payment page,
// QR and payment-link mail reads the amount, the term, the clause and the IBAN from the contract's signed terms.
import { termEnd } from '#shared/calendar/holidays.ts';
import {
  signedPaymentTerms,
  signedTransferDeadline,
  type SignedPaymentTerms,
} from '#shared/contract-terms/payment-terms.ts';
import { contractTransferTerm } from '#shared/contract-types/transfer-term.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ZERO_CENTS } from '#shared/money/cents.ts';
import type { Executor } from '#server/db/client.ts';

import { frozenTextOf, type PaymentContract } from './queries';

export type SignedPayment = SignedPaymentTerms & {
  /** The last day to transfer (YYYY-MM-DD) once every party signed; null before, or for a year without a calendar. */
  deadline: string | null;
};

/**
 * The payment terms for one reader. A contract the company signed always has its record (frozen at signature, or
 * derived once at start-up for older ones); a contract not signed yet has nothing to quote but its draft's term.
 */
export async function signedPaymentOf(
  db: Executor,
  contract: PaymentContract,
  reader: Locale,
  fullySignedAt: Date | null,
): Promise<SignedPayment> {
  const terms = contract.signedTerms;
  if (terms) {
    const deadline = fullySignedAt ? signedTransferDeadline(terms, todayIsoDateInMadrid(fullySignedAt)) : null;
    return { ...signedPaymentTerms(terms, reader), deadline };
  }
  // No record (a payment made by hand for a contract stored without one): the text's own term, by the same calendar.
  const draft = contractTransferTerm(await frozenTextOf(db, contract.id));
  const unit = draft.term.businessDays ? 'business_days' : 'calendar_days';
  const deadline = fullySignedAt ? termEnd(todayIsoDateInMadrid(fullySignedAt), draft.term.days, unit) : null;
  return { ...draft, amount_cents: ZERO_CENTS, deadline };
}
