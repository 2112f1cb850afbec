import type { PropertyDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Coordinates } from '#shared/portals/eligibility.ts';

// A portal feed turns the listed properties into one portal's format (decision 017): Kyero v3 XML here, idealista's
// JSON and Fotocasa's push API in features/portals (decision 040). Each receives the same FeedListing.

/** One property as every portal receives it: the data, its public pages and its images as absolute URLs. */
export type FeedListing = {
  /** In Spanish, with the Catalan and English texts in title_ca, description_en… where written. */
  property: PropertyDto;
  pageUrls: Record<Locale, string>;
  /** In gallery order, at most the number the portal takes, as JPEG; with the image's Spanish caption. */
  images: { url: string; caption: string | null }[];
  /** The floor plan with an extension in its URL, when there is one. */
  floorPlan: { url: string; contentType: string } | null;
  /** Only for the portals that place the home on a map (never in a public feed). */
  coordinates: Coordinates | null;
};

/** The seller, as the feed introduces it. */
export type FeedCompany = { name: string; email: string | null; phone: string | null };

export interface PortalFeed {
  /** Public path, e.g. /feeds/kyero.xml. */
  path: string;
  contentType: string;
  /** How many images the format accepts per property. */
  maxImages: number;
  render(listings: FeedListing[], company: FeedCompany, generatedAt: Date): string;
}
