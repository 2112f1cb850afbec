import type { PropertyDto } from '../../../shared/api/api-types';
import { alternatePaths, localizedPath } from '../../../shared/i18n/locale-path';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES } from '../../../shared/i18n/locales';
import { propertyPath } from '../../../shared/site/property-path';
import { escapeHtml } from '../../lib/html/document';
import { absoluteUrl } from './absolute-url';
import { LEGAL_PATHS } from './pages';

type Entry = { path: string; lastmod?: string };

/** Home, legal pages and every property page, each in every language with its alternates (docs/product.md §11). */
export function buildSitemap(publicUrl: string, properties: PropertyDto[]): string {
  const entries: Entry[] = [
    { path: '/', lastmod: properties.map((p) => p.updated_at).sort().at(-1) },
    ...LEGAL_PATHS.map((path) => ({ path })),
    ...properties.map((p) => ({ path: propertyPath(p), lastmod: p.updated_at })),
  ];
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(publicUrl, path))}"/>`;
  const urls = entries
    .flatMap((entry) => {
      const alternates =
        alternatePaths(entry.path)
          .map((alternate) => link(INTL_LOCALE[alternate.locale], alternate.path))
          .join('') + link('x-default', localizedPath(DEFAULT_LOCALE, entry.path));
      return alternatePaths(entry.path).map(
        (version) =>
          `<url><loc>${escapeHtml(absoluteUrl(publicUrl, version.path))}</loc>` +
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
export const DISALLOWED_PATHS = [
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
