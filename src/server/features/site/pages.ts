import type { PropertyDto, PropertyImageDto, SiteContentDto } from '../../../shared/api/api-types';
import { HERO_IMAGE_MEDIA, HERO_IMAGE_SIZES, imageSrcSet } from '../../../shared/site/image-sources';
import { LEGAL_PAGE_KEYS, LEGAL_PAGES, type LegalPageKey } from '../../../shared/site/legal-pages';
import { homeTitle, pageTitle, propertyTitle } from '../../../shared/site/page-titles';
import { propertyPath } from '../../../shared/site/property-path';
import { summarize } from './absolute-url';
import { organizationJsonLd, propertyJsonLd } from './json-ld';
import type { PageMeta, SeoImage } from './seo-head';

export const LEGAL_PATHS = LEGAL_PAGE_KEYS.map((key) => LEGAL_PAGES[key].path);

/** Shipped in src/web/public-assets; used when a page has no picture of its own. */
const DEFAULT_IMAGE = (content: SiteContentDto): SeoImage => ({
  url: '/og-default.jpg',
  width: 1200,
  height: 630,
  alt: content.company_name!,
});

const withCompany = (title: string, content: SiteContentDto) => pageTitle(title, content.company_name!);

/** The landing page; `?pagina=N` versions (more cards, for crawlers) are their own canonical URL. */
export function homeMeta(content: SiteContentDto, publicUrl: string, cardPages = 1, heroImage?: PropertyImageDto): PageMeta {
  return {
    preloadImage: heroImage ? { srcset: imageSrcSet(heroImage), sizes: HERO_IMAGE_SIZES, media: HERO_IMAGE_MEDIA } : undefined,
    title: cardPages > 1 ? `${homeTitle(content)} · página ${cardPages}` : homeTitle(content),
    description: summarize(`${content.hero_subtitle}. ${content.hero_description}`),
    path: cardPages > 1 ? `/?pagina=${cardPages}` : '/',
    image: DEFAULT_IMAGE(content),
    jsonLd: [organizationJsonLd(content, publicUrl)],
  };
}

export function propertyMeta(property: PropertyDto, content: SiteContentDto, publicUrl: string): PageMeta {
  const first = property.images[0];
  // A mid-size variant: big enough for link previews, light enough for crawlers.
  const preview = first ? (first.variants.find((v) => v.width >= 960) ?? first.variants.at(-1) ?? first) : undefined;
  return {
    title: propertyTitle(property, content.company_name!),
    description: summarize(property.description),
    path: propertyPath(property),
    type: 'article',
    image: preview
      ? { url: preview.url, width: preview.width, height: preview.height, alt: first?.caption || property.title }
      : DEFAULT_IMAGE(content),
    jsonLd: [propertyJsonLd(property, content, publicUrl)],
  };
}

export function legalMeta(page: LegalPageKey, content: SiteContentDto): PageMeta {
  const legal = LEGAL_PAGES[page];
  return {
    title: withCompany(legal.title, content),
    description: legal.description,
    path: legal.path,
    image: DEFAULT_IMAGE(content),
  };
}

export function notFoundMeta(content: SiteContentDto): PageMeta {
  return {
    title: withCompany('Página no encontrada', content),
    description: 'La página que buscas no existe o ha cambiado de dirección.',
    path: '/',
    image: DEFAULT_IMAGE(content),
    noindex: true,
  };
}
