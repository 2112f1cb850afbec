import type { PropertyDto } from '#shared/api/api-types.ts';
import { alternatePaths, localizedPath, type LocalePaths } from '#shared/i18n/locale-path.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES } from '#shared/i18n/locales.ts';
import { propertyPaths } from '#shared/site/property-path.ts';
import { absoluteUrl } from '#server/lib/html/absolute-url.ts';
import { escapeHtml } from '#server/lib/html/document.ts';

import { LEGAL_PATHS } from './pages';

type Entry = { paths: LocalePaths; lastmod?: string };

/** Home, legal pages and every property page, each in every language with its alternates (docs/product.md §11). */
export function buildSitemap(publicUrl: string, properties: PropertyDto[]): string {
  const entries: Entry[] = [
    {
      paths: alternatePaths('/'),
      lastmod: properties
        .map((p) => p.updated_at)
        .sort()
        .at(-1),
    },
    ...LEGAL_PATHS.map((path) => ({ paths: alternatePaths(path) })),
    ...properties.map((p) => ({ paths: propertyPaths(p), lastmod: p.updated_at })),
  ];
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(publicUrl, path))}"/>`;
  const urls = entries
    .flatMap((entry) => {
      const alternates =
        LOCALES.map((locale) => link(INTL_LOCALE[locale], entry.paths[locale])).join('') +
        link('x-default', entry.paths[DEFAULT_LOCALE]);
      return LOCALES.map(
        (locale) =>
          `<url><loc>${escapeHtml(absoluteUrl(publicUrl, entry.paths[locale]))}</loc>` +
          (entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : '') +
          alternates +
          '</url>',
      );
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${urls}</urlset>`
  );
}

/** Admin, signing and payment pages are private: crawlers are asked to stay out. */
const DISALLOWED_PATHS = [
  '/cms',
  '/admin',
  '/contracts',
  '/pago',
  '/login',
  ...LOCALES.map((locale) => localizedPath(locale, '/reset-password')),
  '/api/',
];

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
