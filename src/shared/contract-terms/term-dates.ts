import { termEnd } from '#shared/calendar/holidays.ts';

import type { SignedTerm, SignedTerms } from './signed-terms';

/**
 * Who a date is for. Texts that define «días hábiles» have one reading. For a contract signed before the definition,
 * a buyer is told the later of the two readings (their deadline can only be generous) and the company pays by the
 * earlier one (a refund is never late under either reading) — docs/product.md#what-the-company-says-after-signing.
 */
export type DateFor = 'buyer' | 'company';

/** The last day of a signed term counted from `start` (YYYY-MM-DD, the day of its start event); null when unknown. */
export function termDeadline(terms: SignedTerms, term: SignedTerm, start: string, dateFor: DateFor): string | null {
  if (term.unit === 'calendar_days' || terms.calendar.business_days_defined)
    return termEnd(start, term.days, term.unit);
  return termEnd(start, term.days, term.unit, dateFor === 'buyer' ? 'with_local' : 'without_local');
}
