import type { PropertyInput } from '#shared/schemas/index.ts';
import { hasTranslation } from '#shared/site/translated-content.ts';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

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
    price: input.price ?? null,
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
    hasLift: input.has_lift,
    communityFeesPerYear: input.community_fees_per_year,
    ibiPerYear: input.ibi_per_year,
    habitabilityCertificateNumber: blankToNull(input.habitability_certificate_number),
    habitabilityCertificateDate:
      input.habitability_certificate_date === undefined ? undefined : toDate(input.habitability_certificate_date),
    isNewBuild: input.is_new_build,
    publishToPortals: input.publish_to_portals,
    reservationAmount: input.reservation_amount,
    arrasPercentage: input.arras_percentage,
    paymentTerms: blankToNull(input.payment_terms),
    paymentTermsCa: blankToNull(input.payment_terms_ca),
    paymentTermsEn: blankToNull(input.payment_terms_en),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof columns
  >;
}

function blankToNull(value: string | null | undefined) {
  return value === undefined ? undefined : value?.trim() || null;
}
