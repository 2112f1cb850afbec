import type { CardImageDto, PropertyDto, SiteContentDto } from '#shared/api/api-types.ts';
import { alternatePaths, localizedPath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { HERO_IMAGE_MEDIA, HERO_IMAGE_SIZES, imageSrcSet } from '#shared/site/image-sources.ts';
import { LEGAL_PAGE_KEYS, LEGAL_PAGES, type LegalPageKey } from '#shared/site/legal-pages.ts';
import { homeTitle, pageTitle, propertyPageTitle } from '#shared/site/page-titles.ts';
import { propertyPaths } from '#shared/site/property-path.ts';

import { summarize } from './absolute-url';
import { organizationJsonLd, propertyJsonLd } from './json-ld';
import type { PageMeta, SeoImage } from './seo-head';
import { siteTranslator } from './translations';

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
export function homeMeta(
  content: SiteContentDto,
  publicUrl: string,
  cardPages = 1,
  heroImage?: CardImageDto,
  locale: Locale = 'es',
): PageMeta {
  const path = cardPages > 1 ? `/?pagina=${cardPages}` : '/';
  return {
    locale,
    alternates: alternatePaths(path),
    preloadImage: heroImage
      ? { srcset: imageSrcSet(heroImage), sizes: HERO_IMAGE_SIZES, media: HERO_IMAGE_MEDIA }
      : undefined,
    title:
      cardPages > 1
        ? siteTranslator(locale)('page.pageNumber', { title: homeTitle(content), page: cardPages })
        : homeTitle(content),
    description: summarize(`${content.hero_subtitle}. ${content.hero_description}`),
    path: localizedPath(locale, path),
    image: DEFAULT_IMAGE(content),
    jsonLd: [organizationJsonLd(content, publicUrl, locale)],
  };
}

export function propertyMeta(
  property: PropertyDto,
  content: SiteContentDto,
  publicUrl: string,
  locale: Locale = 'es',
): PageMeta {
  const first = property.images[0];
  // A mid-size variant: big enough for link previews, light enough for crawlers.
  const preview = first ? (first.variants.find((v) => v.width >= 960) ?? first.variants.at(-1) ?? first) : undefined;
  return {
    locale,
    alternates: propertyPaths(property),
    title: propertyPageTitle(siteTranslator(locale), property, content.company_name!),
    description: summarize(property.description),
    path: propertyPaths(property)[locale],
    type: 'article',
    image: preview
      ? { url: preview.url, width: preview.width, height: preview.height, alt: first?.caption || property.title }
      : DEFAULT_IMAGE(content),
    jsonLd: [propertyJsonLd(property, content, publicUrl, locale)],
  };
}

export function legalMeta(page: LegalPageKey, content: SiteContentDto, locale: Locale = 'es'): PageMeta {
  const t = siteTranslator(locale);
  return {
    locale,
    alternates: alternatePaths(LEGAL_PAGES[page].path),
    title: withCompany(t(`legal.${page}Title`), content),
    description: t(`legal.${page}Description`),
    path: localizedPath(locale, LEGAL_PAGES[page].path),
    image: DEFAULT_IMAGE(content),
  };
}

export function notFoundMeta(content: SiteContentDto, locale: Locale = 'es'): PageMeta {
  const t = siteTranslator(locale);
  return {
    locale,
    alternates: alternatePaths('/'),
    title: withCompany(t('notFound.title'), content),
    description: t('notFound.description'),
    path: localizedPath(locale, '/'),
    image: DEFAULT_IMAGE(content),
    noindex: true,
  };
}
