import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

// Spanish pages keep their URLs; Catalan and English ones live under /ca/… and /en/…, each with the page's word in
// its own language (docs/product.md#url-words). Code names a page by its Spanish path; this file alone translates.

/** The languages with a prefix (Spanish, DEFAULT_LOCALE, has none). */
export type OtherLocale = Exclude<Locale, 'es'>;

/**
 * The first word of a page's path in Catalan and English. A word not listed is the same in every language
 * (`/cookies`). The Spanish words these replaced under `/ca/` and `/en/` move permanently (site/routes.ts).
 */
export const PATH_WORDS: Readonly<Record<OtherLocale, Readonly<Record<string, string>>>> = {
  ca: { propiedades: 'propietats', terminos: 'termes', privacidad: 'privacitat' },
  en: { propiedades: 'properties', terminos: 'terms', privacidad: 'privacy', verificar: 'verify' },
};

const FIRST_WORD = /^\/([a-z]+)(?=$|[/?#])/;

const translateFirstWord = (path: string, words: Readonly<Record<string, string>>): string =>
  path.replace(FIRST_WORD, (whole, word: string) => (Object.hasOwn(words, word) ? `/${words[word]}` : whole));

/**
 * `/propiedades/12-x` in a locale: `/en/properties/12-x`, `/ca/propietats/12-x`; the home page is `/en/` (and
 * `/en/?pagina=2`).
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'es') return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/${locale}/${path.slice(1)}`;
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return `/${locale}${translateFirstWord(absolute, PATH_WORDS[locale])}`;
}

/**
 * The address a page had under the language's prefix before its words were translated (`/ca/privacidad`): it
 * answers with a permanent redirect to localizedPath's.
 */
export function untranslatedPath(locale: OtherLocale, path: string): string {
  return `/${locale}${path}`;
}

/**
 * The locale a path is in and the page's Spanish path: `/ca/cookies` → `{ locale: 'ca', path: '/cookies' }`,
 * `/en/privacy` → `{ locale: 'en', path: '/privacidad' }`.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const locale = match?.[1];
  if (isLocale(locale) && locale !== 'es') {
    const spanish = Object.fromEntries(Object.entries(PATH_WORDS[locale]).map(([es, word]) => [word, es]));
    return { locale, path: translateFirstWord(match?.[2] ?? '/', spanish) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A page in every language, prefix included: hreflang alternates, the sitemap and the language switcher. */
export type LocalePaths = Record<Locale, string>;

/** The same path in every language; a property's page has a slug per language instead (site/property-path.ts). */
export function alternatePaths(path: string): LocalePaths {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(locale, path)])) as LocalePaths;
}
