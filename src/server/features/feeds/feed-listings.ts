import type { FastifyInstance } from 'fastify';

import { isPortalListing } from '#shared/feeds/portal-listing.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { localizedPropertyPath } from '#shared/site/property-path.ts';
import { publicSiteContent } from '#server/features/content/index.ts';
import { jpegRenditions, publicPortfolio } from '#server/features/properties/index.ts';

import type { FeedCompany, FeedListing } from './portal-feed';

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** The properties the portals get, each with its page URLs and up to `maxImages` JPEG URLs. */
export async function feedListings(app: FastifyInstance, maxImages: number): Promise<FeedListing[]> {
  const { publicUrl } = app.ctx.config;
  const listed = (await publicPortfolio(app)).filter(isPortalListing);
  const images = listed.flatMap((property) => property.images.slice(0, maxImages));
  const jpegs = await jpegRenditions(
    app.ctx.db,
    images.map((image) => image.id),
  );
  return listed.map((property) => ({
    property,
    pageUrls: Object.fromEntries(
      LOCALES.map((locale) => [locale, absolute(publicUrl, localizedPropertyPath(property, locale))]),
    ) as Record<Locale, string>,
    jpegUrls: property.images
      .slice(0, maxImages)
      .flatMap((image) => (jpegs.has(image.id) ? [absolute(publicUrl, `/media/${jpegs.get(image.id)}.jpg`)] : [])),
  }));
}

export async function feedCompany(app: FastifyInstance): Promise<FeedCompany> {
  const content = await publicSiteContent(app);
  return {
    name: content.company_name || content.legal_name || 'Casa Nova',
    email: isValidEmail(content.company_email) ? content.company_email.trim() : null,
    phone: content.company_phone?.trim() || null,
  };
}
