import { todayIsoDateInMadrid } from '#shared/format/dates.ts';

/**
 * How long the buyer has to transfer once every party has signed (docs/product.md §6 "Deadline"): three calendar
 * days, to the end of the third day in Madrid time. An instant transfer takes seconds; the days leave room for a
 * weekend and for a buyer paying from outside the euro area.
 */
const TRANSFER_DEADLINE_DAYS = 3;

/** "2026-11-28" for a contract whose last signature was on 25 November 2026 (Madrid). */
export function transferDeadline(fullySignedAt: Date): string {
  const [year, month, day] = todayIsoDateInMadrid(fullySignedAt).split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on the Madrid date itself, at noon UTC so no time zone can move it a day.
  const deadline = new Date(Date.UTC(year, month - 1, day + TRANSFER_DEADLINE_DAYS, 12));
  return deadline.toISOString().slice(0, 10);
}
