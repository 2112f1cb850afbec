// A property as Adevinta's import API for Fotocasa takes it (docs/decisions/040-portals.md): type and subtype,
// features by id, the sale with its price, images and plan, the position with "zone only" visibility and the
// company's contact. Ids from the import API's dictionaries (a copy of them is in the decision record).
import { builtArea } from '#shared/portals/eligibility.ts';
import { feedText } from '#shared/portals/feed-text.ts';
import { floorCodes, spanishFloor } from '#shared/portals/street-address.ts';
import { ENERGY_RATINGS } from '#shared/site/labels.ts';
import type { FeedCompany, FeedListing } from '#server/features/feeds/index.ts';

export const FOTOCASA_MAX_IMAGES = 100;

type Feature = { FeatureId: number; DecimalValue?: number; BoolValue?: boolean; TextValue?: string };

/** TypeId 1 flat, 2 house; SubTypeId 9 flat, 5 penthouse, 6 studio (of a flat), 13 house. */
const TYPES: Record<string, { TypeId: number; SubTypeId: number }> = {
  piso: { TypeId: 1, SubTypeId: 9 },
  atico: { TypeId: 1, SubTypeId: 5 },
  estudio: { TypeId: 1, SubTypeId: 6 },
  casa: { TypeId: 2, SubTypeId: 13 },
};

export const FEATURE = {
  surface: 1,
  title: 2,
  description: 3,
  rooms: 11,
  bathrooms: 12,
  lift: 22,
  yearBuilt: 231,
  conservation: 249,
  energyLetter: 323,
  energyValue: 325,
  emissionsValue: 326,
  energyStatus: 327,
} as const;

/** 249 conservation: 6 "renovated", what the company sells. 327 certificate status: 1 available. */
const RENOVATED = 6;
const CERTIFICATE_AVAILABLE = 1;
/** PropertyDocument TypeId: 1 image, 23 floor plan. */
const IMAGE = 1;
const FLOOR_PLAN = 23;
/** VisibilityModeId 3: the zone only, never the street or the number (decision 017). */
const ZONE_ONLY = 3;

const inRange = (value: number | null, min: number, max: number) =>
  value !== null && value >= min && value <= max ? Math.round(value * 100) / 100 : undefined;

function features({ property }: FeedListing): Feature[] {
  const letter = (ENERGY_RATINGS as readonly string[]).indexOf(property.energy_rating ?? '');
  const list: (Feature | null)[] = [
    { FeatureId: FEATURE.surface, DecimalValue: Math.round((builtArea(property) ?? property.size_m2) * 100) / 100 },
    { FeatureId: FEATURE.title, TextValue: feedText(property.title) },
    { FeatureId: FEATURE.description, TextValue: feedText(property.description) },
    { FeatureId: FEATURE.rooms, DecimalValue: property.bedrooms },
    { FeatureId: FEATURE.bathrooms, DecimalValue: property.bathrooms },
    property.has_lift === null ? null : { FeatureId: FEATURE.lift, BoolValue: property.has_lift },
    property.year_built === null ? null : { FeatureId: FEATURE.yearBuilt, DecimalValue: property.year_built },
    { FeatureId: FEATURE.conservation, DecimalValue: RENOVATED },
    // Only a real letter A–G is a rating ("en trámite" never leaves the product as one).
    letter >= 0 ? { FeatureId: FEATURE.energyLetter, DecimalValue: letter + 1 } : null,
    letter >= 0 ? { FeatureId: FEATURE.energyStatus, DecimalValue: CERTIFICATE_AVAILABLE } : null,
    inRange(property.energy_consumption, 1, 999) === undefined
      ? null
      : { FeatureId: FEATURE.energyValue, DecimalValue: inRange(property.energy_consumption, 1, 999) },
    inRange(property.energy_emissions, 1, 999) === undefined
      ? null
      : { FeatureId: FEATURE.emissionsValue, DecimalValue: inRange(property.energy_emissions, 1, 999) },
  ];
  return list.filter((feature): feature is Feature => feature !== null);
}

function documents(listing: FeedListing) {
  const docs = listing.images.map(({ url }, index) => ({ TypeId: IMAGE, Url: url, SortingId: index + 1 }));
  const plan = listing.floorPlan;
  if (plan && ['image/jpeg', 'image/png', 'application/pdf'].includes(plan.contentType)) {
    docs.push({ TypeId: FLOOR_PLAN, Url: plan.url, SortingId: docs.length + 1 });
  }
  return docs;
}

/** The Property object of a listing that passed Fotocasa's eligibility (price, coordinates, contact). */
export function fotocasaProperty(listing: FeedListing, company: FeedCompany) {
  const { property, coordinates } = listing;
  const floor = floorCodes(spanishFloor(property), property.property_type).fotocasa;
  return {
    ExternalId: String(property.id),
    AgencyReference: `CN-${property.id}`,
    ...(TYPES[property.property_type] ?? TYPES.piso!),
    ContactTypeId: 1,
    PropertyAddress: [
      {
        x: coordinates?.longitude ?? 0,
        y: coordinates?.latitude ?? 0,
        VisibilityModeId: ZONE_ONLY,
        ...(floor === null ? {} : { FloorId: floor }),
      },
    ],
    PropertyFeature: features(listing),
    PropertyTransaction: [{ TransactionTypeId: 1, Price: Math.round(property.price ?? 0), ShowPrice: true }],
    PropertyDocument: documents(listing),
    PropertyContactInfo: [
      ...(company.email ? [{ TypeId: 1, Value: company.email }] : []),
      ...(company.phone ? [{ TypeId: 2, Value: feedText(company.phone) }] : []),
    ],
  };
}

export type FotocasaProperty = ReturnType<typeof fotocasaProperty>;
