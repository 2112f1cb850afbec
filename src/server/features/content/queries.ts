import type { FastifyInstance } from 'fastify';

import type { SiteContentDto } from '#shared/api/api-types.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { publicContentOnly, withContentDefaults } from '#shared/site/content.ts';
import { hasTranslation, localizeContent, type ContentTranslations } from '#shared/site/translated-content.ts';
import type { Executor } from '#server/db/client.ts';
import { siteContent } from '#server/db/schema.ts';

/** Stored Spanish values, key → text (company details included). */
export async function storedContent(db: Executor): Promise<Record<string, string>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The Catalan and English texts written so far (blank ones are not translations). */
export async function storedTranslations(db: Executor): Promise<ContentTranslations> {
  const rows = await db
    .select({ key: siteContent.key, ca: siteContent.valueCa, en: siteContent.valueEn })
    .from(siteContent);
  const pick = (locale: 'ca' | 'en') =>
    Object.fromEntries(rows.flatMap((r) => (hasTranslation(r[locale]) ? [[r.key, r[locale]!]] : [])));
  return { ca: pick('ca'), en: pick('en') };
}

/** Every key, stored values over the Spanish fallbacks: what the public site shows. */
export async function siteContentWithDefaults(db: Executor): Promise<SiteContentDto> {
  return withContentDefaults(await storedContent(db));
}

/**
 * The site's texts as the public pages use them, once per content version and language: the eleven site
 * texts in `locale` where written, Spanish otherwise, field by field (docs/product.md §11.2), and the company
 * details the footer and legal notice print, nothing else.
 */
export function publicSiteContent(app: FastifyInstance, locale: Locale = DEFAULT_LOCALE): Promise<SiteContentDto> {
  if (locale === DEFAULT_LOCALE) {
    return app.publicCache.data('content:es', async () => publicContentOnly(await siteContentWithDefaults(app.ctx.db)));
  }
  return app.publicCache.data(`content:${locale}`, async () => {
    const [spanish, translations] = await Promise.all([publicSiteContent(app), publicContentTranslations(app)]);
    return localizeContent(spanish, translations, locale);
  });
}

function publicContentTranslations(app: FastifyInstance): Promise<ContentTranslations> {
  return app.publicCache.data('content:translations', () => storedTranslations(app.ctx.db));
}
