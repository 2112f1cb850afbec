import type { FastifyInstance } from 'fastify';

import type { Locale } from '#shared/i18n/locales.ts';
import { companyDetails } from '#server/features/content/index.ts';

import { informationSheetPdf } from './information-sheet';
import { publicProperty } from './queries';

/**
 * A property's information sheet as a file, in `locale`, dated now; undefined when there is no such property.
 * Served on its own and attached to a reservation contract of the property (docs/product.md#31-property-listings-what-a-buyer-is-told).
 */
export async function informationSheetFile(
  app: FastifyInstance,
  propertyId: number,
  locale: Locale,
): Promise<{ filename: string; data: Buffer } | undefined> {
  const property = await publicProperty(app, propertyId, locale);
  if (!property) return undefined;
  const data = await informationSheetPdf({
    property,
    company: await companyDetails(app.ctx.db),
    locale,
    publicUrl: app.ctx.config.publicUrl,
    issuedAt: app.ctx.now(),
  });
  return { filename: `ficha-${property.id}-${property.slug}.pdf`, data };
}
