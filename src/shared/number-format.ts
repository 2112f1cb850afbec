// es-ES number formatting with "." for thousands (Intl leaves 4-digit numbers ungrouped in es-ES).
// Apart from amount-words.ts so pages that only show prices do not ship the number-to-words tables.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * es-ES number with "." for thousands and "," for decimals: 3000 → "3.000", 1250000.5 → "1.250.000,50".
 * Non-integers are shown with two decimals (these are money amounts); non-finite numbers give ''.
 */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return '';
  const totalCents = Math.round(Math.abs(n) * 100);
  const sign = n < 0 && totalCents > 0 ? '-' : '';
  const integer = groupThousands(String(Math.floor(totalCents / 100)));
  const cents = totalCents % 100;
  return cents === 0 ? `${sign}${integer}` : `${sign}${integer},${String(cents).padStart(2, '0')}`;
}

/** "3.000 €", "1.500,50 €". */
export function formatEuros(n: number): string {
  const formatted = formatThousands(n);
  return formatted === '' ? '' : `${formatted} €`;
}
