import { centsToEuros } from '#shared/money/cents.ts';
import type { DemandDto } from '#shared/schemas/enquiry-schema.ts';
import type { buyerDemands } from '#server/db/schema.ts';

export type DemandRow = typeof buyerDemands.$inferSelect;

export const demandDto = (row: DemandRow): DemandDto => ({
  zones: row.zones,
  min_price: row.minPriceCents === null ? null : centsToEuros(row.minPriceCents),
  max_price: row.maxPriceCents === null ? null : centsToEuros(row.maxPriceCents),
  min_bedrooms: row.minBedrooms,
  min_area_m2: row.minAreaM2,
  property_type: row.propertyType,
});

/** The shared rule's view of a stored demand (src/shared/demand/match.ts). */
export const demandOf = (row: DemandRow) => ({
  zones: row.zones,
  minPriceCents: row.minPriceCents,
  maxPriceCents: row.maxPriceCents,
  minBedrooms: row.minBedrooms,
  minAreaM2: row.minAreaM2,
  propertyType: row.propertyType,
});
