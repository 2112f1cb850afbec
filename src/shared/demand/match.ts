// Which buyers' demands a property matches, and why (docs/product.md §4.3). Pure: the server scores, the admin shows
// the reasons in Spanish. Money in integer cents.
import { formatEuros } from '#shared/format/number-format.ts';
import { centsToEuros, type Cents } from '#shared/money/cents.ts';

export type Demand = {
  zones: readonly string[];
  minPriceCents: Cents | null;
  maxPriceCents: Cents | null;
  minBedrooms: number | null;
  minAreaM2: number | null;
  propertyType: string | null;
};

export type ListedProperty = {
  neighborhood: string;
  priceCents: Cents | null;
  bedrooms: number;
  areaM2: number;
  propertyType: string;
};

export type DemandMatch = { score: number; reasons: string[] };

/** A price this much over the buyer's maximum still shows, with a lower score: buyers often stretch a little. */
export const PRICE_STRETCH = 0.1;
/** Below this score a property is not shown as matching. */
export const MIN_SCORE = 50;

const WEIGHTS = { zone: 30, price: 30, bedrooms: 15, area: 15, type: 10 } as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const euros = (cents: Cents) => formatEuros(centsToEuros(cents));

/**
 * The score (0–100, over the criteria the demand states) and the reasons, or null when the property is out: another
 * zone, a price over the maximum by more than the stretch, or below the score. A demand that states nothing matches
 * nothing.
 */
export function matchDemand(demand: Demand, property: ListedProperty): DemandMatch | null {
  let possible = 0;
  let earned = 0;
  const reasons: string[] = [];
  if (demand.zones.length > 0) {
    possible += WEIGHTS.zone;
    const zone = fold(property.neighborhood);
    if (!demand.zones.some((wanted) => fold(wanted) === zone || zone.includes(fold(wanted)))) return null;
    earned += WEIGHTS.zone;
    reasons.push(`zona ${property.neighborhood}`);
  }
  if (demand.minPriceCents !== null || demand.maxPriceCents !== null) {
    possible += WEIGHTS.price;
    const price = property.priceCents;
    if (price === null) return null;
    if (demand.minPriceCents !== null && price < demand.minPriceCents) return null;
    if (demand.maxPriceCents !== null && price > demand.maxPriceCents) {
      if (price > demand.maxPriceCents * (1 + PRICE_STRETCH)) return null;
      earned += WEIGHTS.price / 2;
      reasons.push(`precio ${euros(price)}, un poco por encima de su máximo (${euros(demand.maxPriceCents)})`);
    } else {
      earned += WEIGHTS.price;
      reasons.push(`precio ${euros(price)} dentro de su presupuesto`);
    }
  }
  if (demand.minBedrooms !== null) {
    possible += WEIGHTS.bedrooms;
    if (property.bedrooms >= demand.minBedrooms) {
      earned += WEIGHTS.bedrooms;
      reasons.push(`${property.bedrooms} habitaciones (pide ${demand.minBedrooms} o más)`);
    }
  }
  if (demand.minAreaM2 !== null) {
    possible += WEIGHTS.area;
    if (property.areaM2 >= demand.minAreaM2) {
      earned += WEIGHTS.area;
      reasons.push(`${Math.round(property.areaM2)} m² (pide ${Math.round(demand.minAreaM2)} o más)`);
    }
  }
  if (demand.propertyType?.trim()) {
    possible += WEIGHTS.type;
    if (fold(demand.propertyType) === fold(property.propertyType)) {
      earned += WEIGHTS.type;
      reasons.push(`tipo ${property.propertyType}`);
    }
  }
  if (possible === 0) return null;
  const score = Math.round((earned / possible) * 100);
  return score >= MIN_SCORE ? { score, reasons } : null;
}
