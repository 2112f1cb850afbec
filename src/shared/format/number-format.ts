// es-ES number formatting with "." for thousands. Intl leaves 4-digit numbers ungrouped in es-ES
// ("3000") unless grouping is forced, and contracts write "3.000 €".
// Apart from amount-words.ts so pages that only show prices do not ship the number-to-words tables.
import { onFirstUse } from '#shared/format/on-first-use.ts';
import { centsFromEuros, fitsInCents } from '#shared/money/cents.ts';

const whole = onFirstUse(() => new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 0 }));
const withCents = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { useGrouping: 'always', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * es-ES number with "." for thousands and "," for decimals: 3000 → "3.000", 1250000.5 → "1.250.000,50".
 * Non-integers are shown with two decimals (these are money amounts); non-finite numbers give ''.
 */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Beyond a trillion (no amount, a number being typed): Intl's own rounding is as good as any.
  if (!fitsInCents(n)) return (Number.isInteger(n) ? whole() : withCents()).format(n);
  const cents = centsFromEuros(n);
  if (cents === 0) return '0';
  return cents % 100 === 0 ? whole().format(cents / 100) : withCents().format(cents / 100);
}

/** "3.000 €", "1.500,50 €". */
export function formatEuros(n: number): string {
  const formatted = formatThousands(n);
  return formatted === '' ? '' : `${formatted} €`;
}
