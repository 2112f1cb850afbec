// Money is an integer number of cents everywhere it is stored or compared (docs/product.md#money); euros as
// numbers exist only at the edges (the API's JSON, `contract_data`, what people type). Every conversion goes
// through here, on the decimal digits of the number, never through floating-point multiplication: 2999.995 * 100
// is 299999.49999999994 in floating point, while the amount a person wrote is 2999.995.

declare const centsBrand: unique symbol;

/**
 * An amount in cents: a safe integer, negative only for a difference. Branded, so the compiler tells it from euros
 * and from any other number: a plain number becomes Cents only through `asCents` (checked) or the helpers below.
 */
export type Cents = number & { readonly [centsBrand]: true };

/** A number as Cents, checked: a safe integer or a RangeError (1.5, NaN, 2 ** 53 are no amount of cents). */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** Nothing: 0 cents. */
export const ZERO_CENTS: Cents = asCents(0);

/**
 * A bound no price or payment comes near (a trillion euros, the most a bank statement line may write): amounts
 * below it convert to cents exactly, and thousands of them still add up to a safe integer.
 */
const EUROS_BOUND = 1e12;

/**
 * True for euros this module converts without a RangeError, now and in any sum: finite and below a trillion either
 * way. The check for amounts nobody has validated yet (a statement line, a form being typed, an old record).
 */
export const fitsInCents = (euros: number): boolean => Number.isFinite(euros) && Math.abs(euros) < EUROS_BOUND;

/** The decimal digits of a finite number as JavaScript prints it (shortest round trip), without exponent. */
function decimalDigits(value: number): { negative: boolean; whole: string; fraction: string } {
  const negative = value < 0 || Object.is(value, -0);
  let text = Math.abs(value).toString();
  const exponent = /e([+-]\d+)$/.exec(text);
  if (exponent) {
    // 1e-7 or 1.5e+21: move the point by hand, as toString gives up on plain notation there.
    const [mantissa = '0'] = text.split('e');
    const [int = '0', frac = ''] = mantissa.split('.');
    const digits = int + frac;
    const point = int.length + Number(exponent[1]);
    text =
      point <= 0
        ? `0.${'0'.repeat(-point)}${digits}`
        : point >= digits.length
          ? digits + '0'.repeat(point - digits.length)
          : `${digits.slice(0, point)}.${digits.slice(point)}`;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return { negative, whole, fraction };
}

/** How many decimals the number has as written: 3000 → 0, 48500.1 → 1, 2999.995 → 3. */
export function decimalPlaces(value: number): number {
  return Number.isFinite(value) ? decimalDigits(value).fraction.replace(/0+$/, '').length : 0;
}

/** True for an amount a bank can carry: finite, with at most two decimals. */
export const hasAtMostTwoDecimals = (value: number): boolean => Number.isFinite(value) && decimalPlaces(value) <= 2;

/** The Spanish 422 for an amount with a third decimal: "Precio: como máximo dos decimales (céntimos)". */
export const amountDecimalsMessage = (label: string) => `${label}: como máximo dos decimales (céntimos)`;

/**
 * Euros → cents, rounding half away from zero on the decimal digits (2999.995 → 300000, 0.125 → 13, -0.005 → -1),
 * exactly as the migration rounds the stored amounts in SQL. NaN, infinities and amounts whose cents are no safe
 * integer (beyond about 90 billion euros) are refused with a RangeError; `fitsInCents` tells beforehand.
 */
export function centsFromEuros(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount: ${euros}`);
  const { negative, whole, fraction } = decimalDigits(euros);
  const kept = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = kept + (roundsUp ? 1 : 0);
  return asCents(negative && cents !== 0 ? -cents : cents);
}

/** Euros → cents only when nothing is lost (at most two decimals) and the amount fits (`fitsInCents`); null otherwise. */
export function exactCents(euros: number): Cents | null {
  return hasAtMostTwoDecimals(euros) && fitsInCents(euros) ? centsFromEuros(euros) : null;
}

/** Cents → euros for the API and `contract_data`: a number with at most two decimals (299999 → 2999.99). */
export const centsToEuros = (cents: Cents): number => cents / 100;

/** A decimal amount as a bank writes it ("2999.99", "2999.995", "3000"); null when it is not one. */
export function parseDecimalAmount(text: string): { cents: Cents | null; euros: number } | null {
  const value = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
  const euros = Number(value);
  if (!fitsInCents(euros)) return null;
  const fraction = value.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > 2) return { cents: null, euros };
  return { cents: centsFromEuros(euros), euros };
}

/** Sum of amounts in cents (integers: exact). */
export const addCents = (...amounts: Cents[]): Cents => asCents(amounts.reduce((sum, amount) => sum + amount, 0));

/** `a` minus `b`: what is left to pay, a difference (negative when `b` is the larger). */
export const subtractCents = (a: Cents, b: Cents): Cents => asCents(a - b);

/** The smaller amount. */
export const minCents = (a: Cents, b: Cents): Cents => (a <= b ? a : b);

/** -1, 0 or 1, for sorting and for "is this the same amount". */
export const compareCents = (a: Cents, b: Cents): number => Math.sign(a - b);

/** `percent` % of an amount, rounded half away from zero to the cent: the arras of a price. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return centsFromEuros((cents * percent) / 10_000);
}

/** `percent` % of an amount in euros, in whole euros: the arras a property's payment terms propose. */
export const percentInWholeEuros = (euros: number, percent: number): number =>
  wholeEuros(percentOfCents(centsFromEuros(euros), percent));

/** Whole euros, rounded half away from zero: portals take prices without cents. */
export const wholeEuros = (cents: Cents): number => {
  const euros = Math.trunc(Math.abs(cents) / 100) + (Math.abs(cents) % 100 >= 50 ? 1 : 0);
  return cents < 0 ? -euros : euros;
};

/** "2999.99", "3000.00": the amount with exactly two decimals and a point, as SEPA and EPC QR codes write it. */
export function formatCentsPlain(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
