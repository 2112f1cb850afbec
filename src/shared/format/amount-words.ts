// Spanish number words and es-ES amount formatting for contracts (the `*_letras` fields) and the UI.
// Everything is built by hand: Intl cannot spell numbers, and es-ES Intl leaves 4-digit numbers
// ungrouped ("3000"), while Spanish contracts write "3.000".
import { centsFromEuros, fitsInCents } from '#shared/money/cents.ts';

export const MAX_SPELLED_NUMBER = 999_999_999_999;

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
] as const;

const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'] as const;

const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
] as const;

function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`Índice fuera de rango: ${index}`);
  return value;
}

/**
 * "uno" loses its final vowel before a noun ("un millón", "veintiún euros"), so callers decide
 * whether the number stands alone or qualifies something.
 */
function apocopate(word: string): string {
  if (word === 'uno') return 'un';
  if (word === 'veintiuno') return 'veintiún';
  return word.endsWith(' y uno') ? word.slice(0, -1) : word;
}

function belowHundred(n: number, beforeNoun: boolean): string {
  const word = n < 30 ? at(UNITS, n) : spellTens(n);
  return beforeNoun ? apocopate(word) : word;
}

function spellTens(n: number): string {
  const tens = at(TENS, Math.floor(n / 10));
  const unit = n % 10;
  return unit === 0 ? tens : `${tens} y ${at(UNITS, unit)}`;
}

/** 1..999 */
function belowThousand(n: number, beforeNoun: boolean): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(at(HUNDREDS, hundreds));
  if (rest > 0) parts.push(belowHundred(rest, beforeNoun));
  return parts.join(' ');
}

/** 1..999 999; "mil", never "un mil". */
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
  assertSpellable(n);
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const parts: string[] = [];
  if (millions === 1) parts.push('un millón');
  else if (millions > 1) parts.push(`${belowMillion(millions, true)} millones`);
  if (rest > 0) parts.push(belowMillion(rest, beforeNoun));
  return parts.join(' ');
}

function assertSpellable(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_SPELLED_NUMBER) {
    throw new RangeError(`Solo se pueden escribir en letras enteros entre 0 y ${MAX_SPELLED_NUMBER}: ${n}`);
  }
}

/** True when amountToEurosWords can spell `n` (lets forms skip the words while the input is incomplete). */
export function isSpellableAmount(n: number): boolean {
  return fitsInCents(n) && n >= 0 && centsFromEuros(n) <= MAX_SPELLED_NUMBER * 100 + 99;
}

/** The number as counted on its own: 21 → "veintiuno". Throws RangeError outside 0..999 999 999 999. */
export function numberToSpanishWords(n: number): string {
  return spell(n, false);
}

/** The number as it qualifies a currency: 21 → "veintiún", 1 → "un". Throws like numberToSpanishWords. */
export function amountToWords(n: number): string {
  return spell(n, true);
}

/**
 * The amount in words as contracts write it: 3000 → "tres mil euros", 1 → "un euro",
 * 2 000 000 → "dos millones de euros", 1500.5 → "mil quinientos euros con cincuenta céntimos".
 * Rounds to cents; throws RangeError when !isSpellableAmount(n).
 */
export function amountToEurosWords(n: number): string {
  if (!isSpellableAmount(n)) throw new RangeError(`Importe no válido: ${n}`);
  const totalCents = centsFromEuros(n);
  const euros = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const eurosText = withUnit(euros, 'euro', 'euros');
  return cents === 0 ? eurosText : `${eurosText} con ${withUnit(cents, 'céntimo', 'céntimos')}`;
}

function withUnit(n: number, singular: string, plural: string): string {
  if (n === 1) return `un ${singular}`;
  // "millón"/"millones" are nouns, so an exact number of millions takes "de": "un millón de euros".
  const ofMillions = n > 0 && n % 1_000_000 === 0 ? ' de' : '';
  return `${amountToWords(n)}${ofMillions} ${plural}`;
}

export { formatEuros, formatThousands } from './number-format';

// Dots are only accepted as real thousands separators ("1.250.000"), so "1.5" is rejected
// instead of being silently read as 15 or 1,5.
const ES_NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/** Inverse of formatThousands; tolerates surrounding spaces and a trailing "€". '' or garbage → null. */
export function parseThousands(s: string): number | null {
  const text = s.trim().replace(/\s*€$/, '');
  if (!ES_NUMBER.test(text)) return null;
  const value = Number(text.replaceAll('.', '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
