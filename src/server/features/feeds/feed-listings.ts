import { and, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { PORTALS, type Portal } from '#shared/portal-lifecycle/portals.ts';
import {
  portalExclusions,
  type Coordinates,
  type EligibilityFacts,
  type Exclusion,
} from '#shared/portals/eligibility.ts';
import { localizedPropertyPath } from '#shared/site/property-path.ts';
import type { Config } from '#server/config.ts';
import { properties } from '#server/db/schema.ts';
import { publicSiteContent } from '#server/features/content/index.ts';
import { propertyHolds, type PropertyHold } from '#server/features/contracts/index.ts';
import { jpegRenditions, publicPortfolio } from '#server/features/properties/index.ts';

import type { FeedCompany, FeedListing } from './portal-feed';

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** What decides, besides the property itself, whether a portal gets it (docs/product.md#portals). */
export type ListingContext = {
  portfolio: PropertyDto[];
  holds: Map<number, PropertyHold>;
  company: FeedCompany;
  coordinates: Map<number, Coordinates>;
};

/** Whether the server has a portal's settings: Kyero needs none, idealista its FTP and code, Fotocasa its key. */
export function portalConfigured(config: Config, portal: Portal): boolean {
  if (portal === 'idealista') return config.idealista !== undefined;
  if (portal === 'fotocasa') return config.fotocasa.apiKey !== undefined;
  return true;
}

/** Where each home is, from the admin only (never in the public API or a public feed). */
async function coordinatesOf(app: FastifyInstance): Promise<Map<number, Coordinates>> {
  const rows = await app.ctx.db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(isNotNull(properties.latitude), isNotNull(properties.longitude)));
  return new Map(
    rows
      .filter((row) => row.latitude !== null && row.longitude !== null)
      .map((row) => [row.id, { latitude: row.latitude!, longitude: row.longitude! }]),
  );
}

/** The portfolio with its holds, the company's contact and (for the portals that need them) the coordinates. */
export async function listingContext(
  app: FastifyInstance,
  options: { coordinates?: boolean } = {},
): Promise<ListingContext> {
  const [portfolio, holds, company] = await Promise.all([
    publicPortfolio(app),
    propertyHolds(app.ctx.db),
    feedCompany(app),
  ]);
  const coordinates = options.coordinates ? await coordinatesOf(app) : new Map<number, Coordinates>();
  return { portfolio, holds, company, coordinates };
}

/** One property's facts for the eligibility rule; `assumeConfigured` answers as if the portal's settings were there. */
export function eligibilityFacts(
  app: FastifyInstance,
  context: ListingContext,
  portal: Portal,
  propertyId: number,
  assumeConfigured = false,
): EligibilityFacts {
  return {
    heldBy: context.holds.get(propertyId)?.contractId ?? null,
    company: { email: context.company.email, phone: context.company.phone },
    configured: assumeConfigured || portalConfigured(app.ctx.config, portal),
    coordinates: context.coordinates.get(propertyId) ?? null,
  };
}

/** Why each portal leaves `property` out (empty lists where it goes). */
export function exclusionsByPortal(
  app: FastifyInstance,
  context: ListingContext,
  property: PropertyDto,
): Record<Portal, Exclusion[]> {
  return Object.fromEntries(
    PORTALS.map((portal) => [
      portal,
      portalExclusions(portal, property, eligibilityFacts(app, context, portal, property.id)),
    ]),
  ) as Record<Portal, Exclusion[]>;
}

const FLOOR_PLAN_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/webp': 'webp',
};

/** The properties `portal` gets, each with its page URLs, up to `maxImages` JPEG URLs and its floor plan. */
export async function feedListings(
  app: FastifyInstance,
  portal: Portal,
  maxImages: number,
  context: ListingContext,
  options: { assumeConfigured?: boolean } = {},
): Promise<FeedListing[]> {
  const { publicUrl } = app.ctx.config;
  const listed = context.portfolio.filter(
    (property) =>
      portalExclusions(portal, property, eligibilityFacts(app, context, portal, property.id, options.assumeConfigured))
        .length === 0,
  );
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
    images: property.images
      .slice(0, maxImages)
      .flatMap((image) =>
        jpegs.has(image.id)
          ? [{ url: absolute(publicUrl, `/media/${jpegs.get(image.id)}.jpg`), caption: image.caption }]
          : [],
      ),
    floorPlan: property.floor_plan
      ? {
          url: absolute(
            publicUrl,
            `${property.floor_plan.url}.${FLOOR_PLAN_EXTENSIONS[property.floor_plan.content_type] ?? 'bin'}`,
          ),
          contentType: property.floor_plan.content_type,
        }
      : null,
    coordinates: context.coordinates.get(property.id) ?? null,
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
