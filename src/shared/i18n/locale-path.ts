import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

// Spanish pages keep their URLs; Catalan and English ones live under /ca/… and /en/… (docs/product.md §11).

/** `/propiedades/12-x` in a locale: `/en/propiedades/12-x`; the home page is `/en/` (and `/en/?pagina=2`). */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/${locale}/${path.slice(1)}`;
  return `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The locale a path is in and the path without its prefix: `/ca/cookies` → `{ locale: 'ca', path: '/cookies' }`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] ?? '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A page in every language, prefix included: hreflang alternates, the sitemap and the language switcher. */
export type LocalePaths = Record<Locale, string>;

/** The same path in every language; a property's page has a slug per language instead (site/property-path.ts). */
export function alternatePaths(path: string): LocalePaths {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(locale, path)])) as LocalePaths;
}
