import { todayIsoDateInMadrid } from '#shared/format/dates.ts';

import { isBusinessDay } from './public-holidays';

/**
 * How long the buyer has to transfer once every party has signed (docs/product.md §6 "Deadline"): what the contract
 * says, "en el plazo máximo de tres (3) días hábiles desde la fecha de firma". The payment page reads the term from
 * the signed text itself (transfer-term.ts), so page and contract cannot disagree; this is the templates' term.
 */
export type TransferTerm = { days: number; businessDays: boolean };
export const CONTRACT_TRANSFER_TERM: TransferTerm = { days: 3, businessDays: true };

const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on the Madrid date itself, at noon UTC so no time zone can move it a day.
  return new Date(Date.UTC(year, month - 1, day + days, 12)).toISOString().slice(0, 10);
};

/**
 * The last day to transfer, YYYY-MM-DD: `term.days` days after the Madrid date of the last signature, counting only
 * business days when the contract says so (no weekends, no national or Catalan holidays), or calendar days.
 * "2026-12-02" for a contract signed on Friday 27 November 2026 with three business days.
 */
export function transferDeadline(fullySignedAt: Date, term: TransferTerm = CONTRACT_TRANSFER_TERM): string {
  let date = todayIsoDateInMadrid(fullySignedAt);
  if (!term.businessDays) return addDays(date, term.days);
  for (let counted = 0; counted < term.days;) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) counted += 1;
  }
  return date;
}
