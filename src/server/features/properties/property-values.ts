import type { PropertyInput } from '../../../shared/schemas';
import { hasTranslation } from '../../../shared/site/translated-content';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Column values of a property from the validated form (shared by create and update). */
export function propertyColumns(input: PropertyInput) {
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
    startDate: toDate(input.start_date) ?? new Date(),
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

type TranslationColumns = Partial<Record<(typeof TRANSLATION_COLUMNS)[keyof typeof TRANSLATION_COLUMNS], string | null>>;

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
