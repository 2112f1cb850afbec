import { addCents, asCents, centsFromEuros, type Cents } from '#shared/money/cents.ts';

// What a buyer pays on top of the price in Catalonia, as an estimate the page and the information sheet show
// beside the price (docs/product.md#31-property-listings-what-a-buyer-is-told). Only the taxes: notary, registry
// and agency fees vary and are named, not computed. Rates are dated rules: the scale in force on the estimate's
// date (Madrid calendar) applies, so a change of law is one more row here, with its first day.
// - second hand: ITP on the price by the general scale of that date, cumulative by brackets;
// - new build: IVA 10 % plus AJD 1.5 % (actes jurídics documentats) on the price.
// Reduced rates (young buyers, large families, disability) and the 20 % for large holders and whole buildings are
// named as not applied; the tax base may be the reference value of the home when it is higher than the price.
// Amounts are integer cents; rates are basis points (10 % = 1000), so every sum is exact.

/** A bracket of a progressive scale: its rate applies to the part of the base up to `upTo` (null: no limit). */
type Bracket = { upTo: Cents | null; rate: number };

export type TaxRuleId = 'itp_before_2025' | 'itp_dl_5_2025' | 'new_build';

/** `since`: its first day (YYYY-MM-DD); null for the oldest scale kept, which applies to any earlier date. */
type ItpScale = { id: TaxRuleId; since: string | null; brackets: Bracket[] };

const euros = (amount: number): Cents => centsFromEuros(amount);

/** The general ITP scales for homes, oldest first; each applies from its `since` (Madrid calendar). */
export const ITP_SCALES: readonly ItpScale[] = [
  {
    // 10 %, and 11 % on the part above 1,000,000 €, until 26 June 2025.
    id: 'itp_before_2025',
    since: null,
    brackets: [
      { upTo: euros(1_000_000), rate: 1000 },
      { upTo: null, rate: 1100 },
    ],
  },
  {
    // Decret llei 5/2025: a progressive scale from 27 June 2025.
    id: 'itp_dl_5_2025',
    since: '2025-06-27',
    brackets: [
      { upTo: euros(600_000), rate: 1000 },
      { upTo: euros(900_000), rate: 1100 },
      { upTo: euros(1_500_000), rate: 1200 },
      { upTo: null, rate: 1300 },
    ],
  },
];

const IVA_RATE = 1000;
const AJD_RATE = 150;
/** What an estimate leaves out: ITP's reduced rates and the large holders' 20 %; a new build's reduced rates. */
const NOT_APPLIED = {
  secondHand: ['itp_reduced', 'itp_large_holder'],
  newBuild: ['new_build_reduced'],
} as const;
export type NotAppliedRate = (typeof NOT_APPLIED)[keyof typeof NOT_APPLIED][number];

export type PurchaseTaxLine = {
  tax: 'itp' | 'iva' | 'ajd';
  /** Lowest and highest rate that reached the price, in basis points (equal unless the scale is progressive). */
  rates: { from: number; to: number };
  amount: Cents;
};

export type PurchaseTaxes = {
  price: Cents;
  /** The rule applied and the first day it applies (YYYY-MM-DD). */
  rule: { id: TaxRuleId; since: string | null };
  /** The estimate's date (YYYY-MM-DD, Madrid). */
  date: string;
  lines: PurchaseTaxLine[];
  /** Sum of the lines: what the buyer pays on top of the price. */
  taxes: Cents;
  /** Price plus taxes. */
  total: Cents;
  /** Every bracket of the ITP scale applied (second hand only), to print the scale. */
  scale: Bracket[] | null;
  notApplied: readonly NotAppliedRate[];
};

/** The ITP scale in force on `date` (YYYY-MM-DD): the latest whose first day is not after it. */
export function itpScaleOn(date: string): ItpScale {
  return ITP_SCALES.filter((scale) => scale.since === null || scale.since <= date).at(-1)!;
}

/** `weighted` (cents times basis points) in cents, rounded half up with integers only. */
const fromBasisPoints = (weighted: number): Cents => asCents(Math.floor((weighted + 5000) / 10_000));

/** `rate` basis points of `base` cents, rounded half up to the cent. */
const share = (base: Cents, rate: number): Cents => fromBasisPoints(base * rate);

/** A progressive scale applied to `base`: each bracket's rate on its own part, one rounding at the end. */
function progressive(base: Cents, brackets: Bracket[]): PurchaseTaxLine {
  let below = 0;
  let weighted = 0;
  const reached: number[] = [];
  for (const { upTo, rate } of brackets) {
    const part = Math.min(base, upTo ?? base) - below;
    if (part <= 0) break;
    weighted += part * rate;
    reached.push(rate);
    below += part;
  }
  const rates = reached.length > 0 ? reached : [brackets[0]!.rate];
  return {
    tax: 'itp',
    rates: { from: rates[0]!, to: rates.at(-1)! },
    amount: fromBasisPoints(weighted),
  };
}

/** The taxes on a home bought at `price` cents on `date` (YYYY-MM-DD in Madrid). */
export function purchaseTaxes(price: Cents, isNewBuild: boolean, date: string): PurchaseTaxes {
  const flat = (tax: 'iva' | 'ajd', rate: number): PurchaseTaxLine => ({
    tax,
    rates: { from: rate, to: rate },
    amount: share(price, rate),
  });
  const scale = isNewBuild ? null : itpScaleOn(date);
  const lines = scale ? [progressive(price, scale.brackets)] : [flat('iva', IVA_RATE), flat('ajd', AJD_RATE)];
  const taxes = addCents(...lines.map((line) => line.amount));
  return {
    price,
    rule: scale ? { id: scale.id, since: scale.since } : { id: 'new_build', since: null },
    date,
    lines,
    taxes,
    total: addCents(price, taxes),
    scale: scale?.brackets ?? null,
    notApplied: isNewBuild ? NOT_APPLIED.newBuild : NOT_APPLIED.secondHand,
  };
}
