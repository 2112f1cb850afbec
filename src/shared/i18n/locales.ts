// The public site, the signing and payment pages and buyers' mails exist in three languages (docs/product.md §11).
// Spanish is the default: its URLs have no prefix and every missing translation falls back to it.

export const LOCALES = ['es', 'ca', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/** BCP 47 tags used for Intl formatting, `<html lang>`, `Content-Language` and hreflang. */
export const INTL_LOCALE: Record<Locale, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** OpenGraph wants an underscore: es_ES. */
export const OG_LOCALE: Record<Locale, string> = { es: 'es_ES', ca: 'ca_ES', en: 'en_GB' };

/** Each language named in itself, as a language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { es: 'Español', ca: 'Català', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a value that may be anything (a stored column, a query parameter); Spanish otherwise. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}
