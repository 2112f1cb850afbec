import { TIME_ZONE } from '#shared/format/dates.ts';
import { centsFromEuros, centsToEuros, fitsInCents } from '#shared/money/cents.ts';

import { INTL_LOCALE, type Locale } from './locales';

export { INTL_LOCALE };
/** Every date is shown in Madrid time, whatever the visitor's or the server's time zone. */
export const TIME_ZONE_OF_SITE = TIME_ZONE;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "250.000 €" (es, ca), "€250,000" (en); cents only when there are any. Grouping always, even for 4 digits. */
export function formatCurrency(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) return '';
  // Beyond a trillion (no amount anyone pays) Intl rounds it as it likes.
  const cents = fitsInCents(amount) ? centsFromEuros(amount) : null;
  const whole = cents === null ? Number.isInteger(amount) : cents % 100 === 0;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents === null ? amount : centsToEuros(cents));
}

/** A plain number with the locale's grouping: 1.234 (es, ca), 1,234 (en). */
export function formatNumber(value: number, locale: Locale): string {
  return Number.isFinite(value)
    ? numberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 2 }).format(value)
    : '';
}

/** "24 de noviembre de 2026", "24 de novembre de 2026", "24 November 2026" in Madrid time. */
export function formatLongDate(input: Date | string | number, locale: Locale): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE_OF_SITE,
  }).format(date);
}
