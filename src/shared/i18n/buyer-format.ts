import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { formatEuros } from '#shared/format/number-format.ts';

import { formatCurrency, formatLongDate, INTL_LOCALE, TIME_ZONE_OF_SITE } from './locale-format';
import type { Locale } from './locales';

// What buyers read in their language (docs/product.md §11.2). Spanish keeps the formats the product always used
// ("22/11/2026", "3.000 €"); Catalan and English get their own long dates and amounts, always in Madrid time.

/** "22/11/2026" (es), "22 de novembre del 2026" (ca), "22 November 2026" (en). */
export function buyerDate(input: Date | string, locale: Locale): string {
  return locale === 'es' ? formatDate(input) : formatLongDate(input, locale);
}

/** "22/11/2026, 10:05" (es), "22 de novembre del 2026, 10:05" (ca), "22 November 2026, 10:05" (en). */
export function buyerDateTime(input: Date | string, locale: Locale): string {
  if (locale === 'es') return formatDateTime(input);
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE_OF_SITE,
  }).format(date);
  return `${formatLongDate(date, locale)}, ${time}`;
}

/** "3.000 €" (es), "3.000 €" (ca), "€3,000" (en). */
export function buyerAmount(amount: number, locale: Locale): string {
  return locale === 'es' ? formatEuros(amount) : formatCurrency(amount, locale);
}
