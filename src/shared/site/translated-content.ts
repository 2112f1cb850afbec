import type { Locale } from '#shared/i18n/locales.ts';

import { BUILDING_TEXT_KEYS } from './building-details';
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

/**
 * The site texts written in every language. The company's name, email and address are site texts too, but the
 * same in every language: they are not offered for translation nor counted as missing ones.
 */
export const TRANSLATED_CONTENT_KEYS = SITE_CONTENT_KEYS.filter(
  (key) => key !== 'company_name' && key !== 'company_email' && key !== 'company_address',
);

export function isTranslatedContentKey(key: string): key is SiteContentKey {
  return (TRANSLATED_CONTENT_KEYS as readonly string[]).includes(key);
}

/** Stored Catalan and English site texts (only the ones written), key → text. */
export type ContentTranslations = Record<TranslationLocale, Record<string, string>>;

/** The Spanish content with the site texts of `locale` over it where they are written. */
export function localizeContent(
  spanish: ContentValues,
  translations: ContentTranslations,
  locale: Locale,
): ContentValues {
  if (locale === 'es') return spanish;
  const localized: ContentValues = { ...spanish };
  for (const key of TRANSLATED_CONTENT_KEYS) localized[key] = translatedOr(spanish[key], translations[locale][key]);
  return localized;
}

/** A property's translatable fields as the API names them. */
type PropertyTranslations = {
  title_ca: string | null;
  title_en: string | null;
  description_ca: string | null;
  description_en: string | null;
};

/** The buyer-facing texts of a property written per language: the payment terms and the art. 60.3 texts. */
const TRANSLATED_DETAILS = ['payment_terms', ...BUILDING_TEXT_KEYS] as const;
type TranslatedDetail = (typeof TRANSLATED_DETAILS)[number];
type TranslatedDetailKey = TranslatedDetail | `${TranslatedDetail}_${TranslationLocale}`;

type TranslatedCaption = { caption: string | null; caption_ca?: string | null; caption_en?: string | null };
type TranslatedVideoTitle = { title: string | null; title_ca?: string | null; title_en?: string | null };

/** An image with its caption in `locale`, Spanish where not translated. */
export function localizeImage<T extends TranslatedCaption>(image: T, locale: Locale): T {
  if (locale === 'es' || image.caption === null) return image;
  return { ...image, caption: translatedOr(image.caption, image[`caption_${locale}`]) };
}

/** A video with its title in `locale`, Spanish where not translated. */
function localizeVideo<T extends TranslatedVideoTitle>(video: T, locale: Locale): T {
  if (locale === 'es' || video.title === null) return video;
  return { ...video, title: translatedOr(video.title, video[`title_${locale}`]) };
}

/**
 * The same property (or card) with its title, description, image captions and video titles in `locale`,
 * Spanish where not translated.
 */
export function localizeProperty<
  T extends {
    title: string;
    description?: string;
    images?: TranslatedCaption[];
    videos?: TranslatedVideoTitle[];
  } & Partial<PropertyTranslations> &
    Partial<Record<TranslatedDetailKey, string | null>>,
>(property: T, translations: Partial<PropertyTranslations>, locale: Locale): T {
  if (locale === 'es') return property;
  const localized = { ...property, title: translatedOr(property.title, translations[`title_${locale}`]) };
  if (property.description !== undefined) {
    localized.description = translatedOr(property.description, translations[`description_${locale}`]);
  }
  for (const field of TRANSLATED_DETAILS) {
    const spanish = property[field];
    if (spanish) localized[field] = translatedOr(spanish, property[`${field}_${locale}`]) as T[typeof field];
  }
  if (property.images) localized.images = property.images.map((image) => localizeImage(image, locale));
  if (property.videos) localized.videos = property.videos.map((video) => localizeVideo(video, locale));
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
