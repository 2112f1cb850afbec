import { localizedPath, type LocalePaths } from '#shared/i18n/locale-path.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';

import { translatedOr } from './translated-content';

/**
 * Public URL path of a property: `/propiedades/{id}-{slug}`, the slug made from its title in the page's language
 * (`/en/propiedades/12-bright-flat-in-gracia`). The id decides; the slug is for people and search engines, and a
 * stale one moves permanently to the current one (docs/product.md §11.2).
 */
export const PROPERTY_PATH_PREFIX = '/propiedades/';

/** The readable part of a property's URL: the title without accents, in lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** A property's slug in `locale`: from its title in that language where written, the Spanish one otherwise. */
export function propertySlug(
  titles: { title: string; title_ca?: string | null; title_en?: string | null },
  locale: Locale,
): string {
  const title = locale === 'es' ? titles.title : translatedOr(titles.title, titles[`title_${locale}`]);
  return slugify(title) || 'propiedad';
}

/** The slugs a property or card carries: `slug` in Spanish (the API's), `slug_ca` and `slug_en`. */
type PropertySlugs = { id: number; slug: string; slug_ca: string; slug_en: string };

export function propertySlugs(titles: { title: string; title_ca?: string | null; title_en?: string | null }) {
  return { slug: propertySlug(titles, 'es'), slug_ca: propertySlug(titles, 'ca'), slug_en: propertySlug(titles, 'en') };
}

/** The property's slug in `locale` (`slug` in Spanish, `slug_ca`, `slug_en`). */
export const slugIn = (property: PropertySlugs, locale: Locale) =>
  locale === 'es' ? property.slug : property[`slug_${locale}`];

/** The property's path in `locale` without the language prefix: `/propiedades/12-bright-flat` (English). */
export function propertyPath(property: PropertySlugs, locale: Locale = 'es'): string {
  return `${PROPERTY_PATH_PREFIX}${property.id}-${slugIn(property, locale)}`;
}

/** The property's full path in `locale`, prefix included: `/en/propiedades/12-bright-flat`. */
export function localizedPropertyPath(property: PropertySlugs, locale: Locale): string {
  return localizedPath(locale, propertyPath(property, locale));
}

/** A card's link: the property's full path in its page's language, whose slug is the only one a card has. */
export const cardPath = (card: { id: number; slug: string }, locale: Locale) =>
  localizedPath(locale, `${PROPERTY_PATH_PREFIX}${card.id}-${card.slug}`);

/** The property's page in every language: hreflang alternates, sitemap and the language switcher. */
export function propertyPaths(property: PropertySlugs): LocalePaths {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPropertyPath(property, locale)])) as LocalePaths;
}

/** `12-piso-en-gracia` → `{ id: 12, slug: 'piso-en-gracia' }`; null when it does not start with an id. */
export function parsePropertySegment(segment: string): { id: number; slug: string } | null {
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: match[2] ?? '' };
}

/** The property id a location path points at (`/propiedades/12-…`), or null. */
export function propertyIdFromPath(pathname: string): number | null {
  if (!pathname.startsWith(PROPERTY_PATH_PREFIX)) return null;
  return parsePropertySegment(pathname.slice(PROPERTY_PATH_PREFIX.length).replace(/\/+$/, ''))?.id ?? null;
}
