import type { LocalePaths } from '#shared/i18n/locale-path.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, OG_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { absoluteUrl } from '#server/lib/html/absolute-url.ts';
import { escapeHtml, serializeJson } from '#server/lib/html/document.ts';

export type SeoImage = { url: string; width: number; height: number; alt: string };

export type PageMeta = {
  /** The page's language; `path` is already in it. */
  locale: Locale;
  /** The page in every language (hreflang); `path` is one of them. */
  alternates: LocalePaths;
  title: string;
  description: string;
  /** Site path of the page (`/`, `/propiedades/12-…`); made absolute with PUBLIC_URL. */
  path: string;
  image: SeoImage;
  type?: 'website' | 'article';
  /** Error pages: kept out of search results. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** The page's largest image, fetched with the HTML instead of after the layout. */
  preloadImage?: { srcset: string; sizes: string; media: string };
};

const tag = (name: string, attrs: Record<string, string | number>) =>
  `<${name} ${Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
    .join(' ')}>`;

/** `<head>` tags of a public page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function buildSeoHead(meta: PageMeta, publicUrl: string, siteName: string): string {
  const url = absoluteUrl(publicUrl, meta.path);
  const image = absoluteUrl(publicUrl, meta.image.url);
  const parts = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    tag('meta', {
      name: 'robots',
      content: meta.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large',
    }),
  ];
  if (!meta.noindex) {
    parts.push(tag('link', { rel: 'canonical', href: url }));
    // Each language has its own URL and lists all of them, itself included; Spanish is the default (docs/product.md §11).
    for (const locale of LOCALES) {
      parts.push(
        tag('link', {
          rel: 'alternate',
          hreflang: INTL_LOCALE[locale],
          href: absoluteUrl(publicUrl, meta.alternates[locale]),
        }),
      );
    }
    parts.push(
      tag('link', {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absoluteUrl(publicUrl, meta.alternates[DEFAULT_LOCALE]),
      }),
    );
  }
  parts.push(
    tag('meta', { property: 'og:type', content: meta.type ?? 'website' }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:locale', content: OG_LOCALE[meta.locale] }),
    ...LOCALES.filter((locale) => locale !== meta.locale).map((locale) =>
      tag('meta', { property: 'og:locale:alternate', content: OG_LOCALE[locale] }),
    ),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:image:width', content: meta.image.width }),
    tag('meta', { property: 'og:image:height', content: meta.image.height }),
    tag('meta', { property: 'og:image:alt', content: meta.image.alt }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    tag('meta', { name: 'twitter:image', content: image }),
    tag('meta', { name: 'twitter:image:alt', content: meta.image.alt }),
  );
  if (meta.preloadImage) {
    const { srcset, sizes, media } = meta.preloadImage;
    parts.push(
      tag('link', {
        rel: 'preload',
        as: 'image',
        imagesrcset: srcset,
        imagesizes: sizes,
        media,
        fetchpriority: 'high',
      }),
    );
  }
  for (const data of meta.jsonLd ?? []) {
    // A data block, not a script: the CSP's script-src does not apply to it.
    parts.push(`<script type="application/ld+json">${serializeJson(data)}</script>`);
  }
  return parts.join('');
}
