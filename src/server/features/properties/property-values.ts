import { centsFromEuros, centsToEuros, type Cents } from '#shared/money/cents.ts';
import type { PropertyInput } from '#shared/schemas/index.ts';
import type { BuildingTextField } from '#shared/site/building-details.ts';
import { hasTranslation, type TranslationLocale } from '#shared/site/translated-content.ts';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Euros from the API → stored cents; `undefined` (left out of an update) and null pass through (docs/product.md#money). */
export function toCents<T extends number | null | undefined>(euros: T): T extends number ? Cents : T {
  return (typeof euros === 'number' ? centsFromEuros(euros) : euros) as T extends number ? Cents : T;
}

/** Stored cents → euros for the API. */
export const toEuros = (cents: Cents | null): number | null => (cents === null ? null : centsToEuros(cents));

/** Column values of a property from the validated form (shared by create and update). */
/** `now` dates a property published without a start date. */
export function propertyColumns(input: PropertyInput, now: Date) {
  return {
    title: input.title,
    description: input.description,
    address: input.address,
    neighborhood: input.neighborhood,
    propertyType: input.property_type,
    status: input.status,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    sizeM2: input.size_m2,
    startDate: toDate(input.start_date) ?? now,
    completionDate: toDate(input.completion_date),
    energyRating: input.energy_rating ?? null,
    energyConsumption: input.energy_consumption ?? null,
    energyEmissions: input.energy_emissions ?? null,
    priceCents: toCents(input.price ?? null),
  };
}

const TRANSLATION_COLUMNS = {
  title_ca: 'titleCa',
  title_en: 'titleEn',
  description_ca: 'descriptionCa',
  description_en: 'descriptionEn',
} as const;

type TranslationColumns = Partial<
  Record<(typeof TRANSLATION_COLUMNS)[keyof typeof TRANSLATION_COLUMNS], string | null>
>;

/**
 * The Catalan and English title and description: null or blank is stored as null (the site shows the Spanish).
 * A field left out of the body is left out here too, so an update keeps the stored translation and an older
 * client that knows nothing of translations cannot erase them (docs/product.md §11.2).
 */
export function translationColumns(input: PropertyInput): TranslationColumns {
  const columns: TranslationColumns = {};
  for (const field of Object.keys(TRANSLATION_COLUMNS) as (keyof typeof TRANSLATION_COLUMNS)[]) {
    const value = input[field];
    if (value !== undefined) columns[TRANSLATION_COLUMNS[field]] = hasTranslation(value) ? value : null;
  }
  return columns;
}

/**
 * The buyer-facing details (areas, registry, charges, certificates, new build, portals). As with translations, a
 * field left out of the body is left out here, so an update from a client that does not send it keeps it; on
 * create the columns' defaults apply (null, or false for the two switches).
 */
export function detailColumns(input: PropertyInput) {
  const columns = {
    usableAreaM2: input.usable_area_m2,
    builtAreaM2: input.built_area_m2,
    cadastralReference: input.cadastral_reference,
    registryOffice: blankToNull(input.registry_office),
    registryPropertyNumber: blankToNull(input.registry_property_number),
    registryIdufir: blankToNull(input.registry_idufir),
    yearBuilt: input.year_built,
    floor: blankToNull(input.floor),
    floorNumber: input.floor_number,
    floorLevel: input.floor_level,
    door: input.door,
    registryNumber: input.registry_number,
    registryCity: blankToNull(input.registry_city),
    hasLift: input.has_lift,
    communityFeesPerYearCents: toCents(input.community_fees_per_year),
    ibiPerYearCents: toCents(input.ibi_per_year),
    habitabilityCertificateNumber: blankToNull(input.habitability_certificate_number),
    habitabilityCertificateDate:
      input.habitability_certificate_date === undefined ? undefined : toDate(input.habitability_certificate_date),
    isNewBuild: input.is_new_build,
    ...portalSwitchColumns(input),
    latitude: input.latitude,
    longitude: input.longitude,
    reservationAmountCents: toCents(input.reservation_amount),
    arrasPercentage: input.arras_percentage,
    paymentTerms: blankToNull(input.payment_terms),
    paymentTermsCa: blankToNull(input.payment_terms_ca),
    paymentTermsEn: blankToNull(input.payment_terms_en),
    sizeM2Kind: input.size_m2_kind,
    ...buildingTextColumns(input),
    occupancy: input.occupancy,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof columns
  >;
}

/**
 * One switch per portal (docs/product.md#portals). `publish_to_portals`, the one switch of older clients, sets all
 * three when it comes alone, or when it disagrees with the portal switches sent beside it (a client that read the
 * property and changed only the switch it knows); otherwise each portal's own switch decides.
 */
function portalSwitchColumns(input: PropertyInput) {
  const own = [input.publish_to_kyero, input.publish_to_idealista, input.publish_to_fotocasa];
  const legacy = input.publish_to_portals;
  const ownSent = own.some((value) => value !== undefined);
  if (legacy !== undefined && (!ownSent || legacy !== own.some((value) => value === true))) {
    return { publishToKyero: legacy, publishToIdealista: legacy, publishToFotocasa: legacy };
  }
  return {
    publishToKyero: input.publish_to_kyero,
    publishToIdealista: input.publish_to_idealista,
    publishToFotocasa: input.publish_to_fotocasa,
  };
}

/** The column of each art. 60.3 text; its Catalan and English are the same name with `Ca` and `En`. */
export const BUILDING_TEXT_COLUMNS = {
  building_structure: 'buildingStructure',
  insulation: 'insulation',
  installations: 'installations',
  finishes: 'finishes',
  community_charges: 'communityCharges',
  community_statutes: 'communityStatutes',
} as const satisfies Record<BuildingTextField, string>;

export type BuildingTextKey = BuildingTextField | `${BuildingTextField}_${TranslationLocale}`;
type BuildingTextColumn = (typeof BUILDING_TEXT_COLUMNS)[BuildingTextField];
type BuildingTextColumns = Partial<Record<BuildingTextColumn | `${BuildingTextColumn}${'Ca' | 'En'}`, string | null>>;

/**
 * The art. 60.3 texts in every language; as with the other details, a field left out of the body is left out here,
 * and blank is stored as null (the Spanish shows where a translation is missing).
 */
function buildingTextColumns(input: PropertyInput): BuildingTextColumns {
  const columns: BuildingTextColumns = {};
  for (const [field, column] of Object.entries(BUILDING_TEXT_COLUMNS) as [BuildingTextField, BuildingTextColumn][]) {
    columns[column] = blankToNull(input[field]);
    columns[`${column}Ca`] = blankToNull(input[`${field}_ca`]);
    columns[`${column}En`] = blankToNull(input[`${field}_en`]);
  }
  return columns;
}

function blankToNull(value: string | null | undefined) {
  return value === undefined ? undefined : value?.trim() || null;
}
