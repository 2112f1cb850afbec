// Catalan number words for the `*_letras` of a contract written in Catalan, following the Institut d'Estudis
// Catalans: hyphens join tens and units ("trenta-dos", "vint-i-un") and units and hundreds ("dos-cents");
// "mil" never takes "un"; exact millions take "d’" before the currency ("dos milions d'euros").
import { centsFromEuros } from '#shared/money/cents.ts';

import { isSpellableAmount, MAX_SPELLED_NUMBER } from './amount-words';

const UNITS = [
  'zero',
  'u',
  'dos',
  'tres',
  'quatre',
  'cinc',
  'sis',
  'set',
  'vuit',
  'nou',
  'deu',
  'onze',
  'dotze',
  'tretze',
  'catorze',
  'quinze',
  'setze',
  'disset',
  'divuit',
  'dinou',
] as const;

const TENS = ['', '', 'vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'] as const;

function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`Índex fora de rang: ${index}`);
  return value;
}

/** "u" counts on its own; before a noun (or "mil", "milions") it is "un": "vint-i-un euros". */
function unit(n: number, beforeNoun: boolean): string {
  return n === 1 && beforeNoun ? 'un' : at(UNITS, n);
}

function belowHundred(n: number, beforeNoun: boolean): string {
  if (n < 20) return unit(n, beforeNoun);
  const tens = at(TENS, Math.floor(n / 10));
  const rest = n % 10;
  if (rest === 0) return tens;
  return `${tens}${n < 30 ? '-i-' : '-'}${unit(rest, beforeNoun)}`;
}

/** 1..999: "cent", "dos-cents", "cent vint-i-cinc". */
function belowThousand(n: number, beforeNoun: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 1) parts.push(`${at(UNITS, hundreds)}-cents`);
  if (rest > 0) parts.push(belowHundred(rest, beforeNoun));
  return parts.join(' ');
}

/** 1..999 999: "mil", "dos mil", "vint-i-un mil". */
function belowMillion(n: number, beforeNoun: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (thousands === 1) parts.push('mil');
  else if (thousands > 1) parts.push(`${belowThousand(thousands, true)} mil`);
  if (rest > 0) parts.push(belowThousand(rest, beforeNoun));
  return parts.join(' ');
}

function spell(n: number, beforeNoun: boolean): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_SPELLED_NUMBER) {
    throw new RangeError(`Només es poden escriure en lletres enters entre 0 i ${MAX_SPELLED_NUMBER}: ${n}`);
  }
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const parts: string[] = [];
  if (millions === 1) parts.push('un milió');
  else if (millions > 1) parts.push(`${belowMillion(millions, true)} milions`);
  if (rest > 0) parts.push(belowMillion(rest, beforeNoun));
  return parts.join(' ');
}

/** The number counted on its own: 21 → "vint-i-u". Throws RangeError outside 0..999 999 999 999. */
export function numberToCatalanWords(n: number): string {
  return spell(n, false);
}

/**
 * The amount in words as a Catalan contract writes it: 3000 → "tres mil euros", 1 → "un euro",
 * 2 000 000 → "dos milions d'euros", 1500.5 → "mil cinc-cents euros amb cinquanta cèntims".
 * Rounds to cents; throws RangeError when !isSpellableAmount(n).
 */
export function amountToCatalanEurosWords(n: number): string {
  if (!isSpellableAmount(n)) throw new RangeError(`Import no vàlid: ${n}`);
  const totalCents = centsFromEuros(n);
  const euros = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const eurosText = withUnit(euros, 'euro', 'euros');
  return cents === 0 ? eurosText : `${eurosText} amb ${withUnit(cents, 'cèntim', 'cèntims')}`;
}

function withUnit(n: number, singular: string, plural: string): string {
  if (n === 1) return `un ${singular}`;
  // "milió"/"milions" are nouns, so an exact number of millions takes "de", elided before a vowel.
  const ofMillions = n > 0 && n % 1_000_000 === 0;
  if (ofMillions) return `${spell(n, true)} ${/^[aeiou]/.test(plural) ? 'd’' : 'de '}${plural}`;
  return `${spell(n, true)} ${plural}`;
}
