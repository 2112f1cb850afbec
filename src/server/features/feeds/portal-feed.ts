import type { PropertyDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';

// A portal feed turns the listed properties into one portal's format. Kyero v3 is the first; an Idealista or
// Fotocasa exporter is another PortalFeed in this folder, added to FEEDS in routes.ts (decision 017).

/** One property as every feed receives it: the data, its public pages and its images as absolute JPEG URLs. */
export type FeedListing = {
  /** In Spanish, with the Catalan and English texts in title_ca, description_en… where written. */
  property: PropertyDto;
  pageUrls: Record<Locale, string>;
  /** In gallery order, at most the number a feed may carry. */
  jpegUrls: string[];
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
