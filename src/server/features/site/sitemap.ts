import type { PropertyDto } from '../../../shared/api/api-types';
import { propertyPath } from '../../../shared/site/property-path';
import { escapeHtml } from '../../lib/html/document';
import { absoluteUrl } from './absolute-url';
import { LEGAL_PATHS } from './pages';

type Entry = { path: string; lastmod?: string };

/** Home, legal pages and every property page. */
export function buildSitemap(publicUrl: string, properties: PropertyDto[]): string {
  const entries: Entry[] = [
    { path: '/', lastmod: properties.map((p) => p.updated_at).sort().at(-1) },
    ...LEGAL_PATHS.map((path) => ({ path })),
    ...properties.map((p) => ({ path: propertyPath(p), lastmod: p.updated_at })),
  ];
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(absoluteUrl(publicUrl, entry.path))}</loc>` +
        (entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : '') +
        '</url>',
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** Admin, signing and payment pages are private: crawlers are asked to stay out. */
export const DISALLOWED_PATHS = ['/cms', '/admin', '/contracts', '/pago', '/login', '/reset-password', '/api/'];

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
