import type { Locale } from '../i18n/locales';
import { SITE_CONTENT_KEYS, type ContentValues, type SiteContentKey } from './content';

// Site texts and a property's title and description may be written in Catalan and English; Spanish is the
// reference and every translation that is missing or blank falls back to it, field by field
// (docs/product.md §11.1, decision 012).

/** The languages a text can be translated into: every locale but Spanish. */
export const TRANSLATION_LOCALES = ['ca', 'en'] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** How the admin area names each translation ("Falta CA"). */
export const TRANSLATION_LABELS: Record<Locale, string> = { es: 'ES', ca: 'CA', en: 'EN' };
export const TRANSLATION_LANGUAGE_NAMES: Record<Locale, string> = { es: 'español', ca: 'catalán', en: 'inglés' };
export const TRANSLATION_FALLBACK_HINT = 'Si lo dejas vacío se mostrará el texto en español.';

/** A translation, or the Spanish text when it is missing or blank. */
export function translatedOr(spanish: string, translation: string | null | undefined): string {
  return translation && translation.trim() !== '' ? translation : spanish;
}

export function hasTranslation(translation: string | null | undefined): boolean {
  return Boolean(translation && translation.trim() !== '');
}

export function isTranslatedContentKey(key: string): key is SiteContentKey {
  return (SITE_CONTENT_KEYS as readonly string[]).includes(key);
}

/** Stored Catalan and English site texts (only the ones written), key → text. */
export type ContentTranslations = Record<TranslationLocale, Record<string, string>>;

/** The Spanish content with the site texts of `locale` over it where they are written. */
export function localizeContent(spanish: ContentValues, translations: ContentTranslations, locale: Locale): ContentValues {
  if (locale === 'es') return spanish;
  const localized: ContentValues = { ...spanish };
  for (const key of SITE_CONTENT_KEYS) localized[key] = translatedOr(spanish[key], translations[locale][key]);
  return localized;
}

/** A property's translatable fields as the API names them. */
export type PropertyTranslations = {
  title_ca: string | null;
  title_en: string | null;
  description_ca: string | null;
  description_en: string | null;
};

/** The same property (or card) with its title and description in `locale`, Spanish where not translated. */
export function localizeProperty<T extends { title: string; description?: string } & Partial<PropertyTranslations>>(
  property: T,
  translations: Partial<PropertyTranslations>,
  locale: Locale,
): T {
  if (locale === 'es') return property;
  const localized = { ...property, title: translatedOr(property.title, translations[`title_${locale}`]) };
  if (property.description !== undefined) {
    localized.description = translatedOr(property.description, translations[`description_${locale}`]);
  }
  return localized;
}

/** The languages whose title or description is still missing: the admin list's "Falta CA" badges. */
export function missingPropertyTranslations(property: PropertyTranslations): TranslationLocale[] {
  return TRANSLATION_LOCALES.filter(
    (locale) => !hasTranslation(property[`title_${locale}`]) || !hasTranslation(property[`description_${locale}`]),
  );
}

/** The languages a site text is still missing in. */
export function missingContentTranslations(translations: ContentTranslations, key: string): TranslationLocale[] {
  return TRANSLATION_LOCALES.filter((locale) => !hasTranslation(translations[locale][key]));
}
