// English number words for the courtesy translation of a contract (docs/product.md §5.6), in British usage:
// "and" before the last tens or units ("three hundred and eighteen thousand"), hyphens between tens and units.
import { centsFromEuros } from '#shared/money/cents.ts';

import { isSpellableAmount } from './amount-words';

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;

const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${UNITS[n % 10] ?? ''}`;
}

function belowThousand(n: number, andBeforeRest: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return andBeforeRest ? `and ${belowHundred(rest)}` : belowHundred(rest);
  const head = `${UNITS[hundreds] ?? ''} hundred`;
  return rest === 0 ? head : `${head} and ${belowHundred(rest)}`;
}

const SCALES = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
] as const;

/** 318000 → "three hundred and eighteen thousand", 1005 → "one thousand and five". */
export function numberToEnglishWords(n: number): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${belowThousand(count, false)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowThousand(rest, parts.length > 0 && rest < 100));
  return parts.join(' ');
}

/** "three thousand euros", "one euro", "one thousand five hundred euros and fifty cents"; '' when not spellable. */
export function amountToEnglishEurosWords(n: number): string {
  if (!isSpellableAmount(n)) return '';
  const totalCents = centsFromEuros(n);
  const euros = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const eurosText = `${numberToEnglishWords(euros)} ${euros === 1 ? 'euro' : 'euros'}`;
  return cents === 0 ? eurosText : `${eurosText} and ${numberToEnglishWords(cents)} ${cents === 1 ? 'cent' : 'cents'}`;
}

/** "318,000", "1,500.50": British separators, so "318.000" is never read as three hundred and eighteen. */
export function formatEnglishThousands(spanishFormatted: string): string {
  return spanishFormatted.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.'));
}
