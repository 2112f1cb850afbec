import { XMLBuilder } from 'fast-xml-parser';

import { KYERO_FEED_PATH } from '#shared/feeds/feed-paths.ts';
import { stripControlCharacters } from '#shared/format/control-characters.ts';
import { TIME_ZONE } from '#shared/format/dates.ts';

import type { FeedCompany, FeedListing, PortalFeed } from './portal-feed';

// Kyero v3 (docs/formats/kyero-v3.0.xsd), read by Kyero, thinkSPAIN and most portals for buyers from abroad.
// Only the approximate location goes out: town, province and neighbourhood, never the street or the number.

const KYERO_TYPES: Record<string, string> = { piso: 'apartment', atico: 'penthouse', casa: 'house', estudio: 'studio' };
const TOWN = 'Barcelona';
const PROVINCE = 'Barcelona';

const builder = new XMLBuilder({
  format: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: false,
});

// "2026-11-25 10:30:00" in Madrid time, the form Kyero's dateType asks for.
const kyeroDate = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);

const bool = (value: boolean) => (value ? 1 : 0);
const limit = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

// Kyero has no title field: the title leads the description, as a first paragraph.
function descriptions({ property }: FeedListing) {
  const texts = {
    es: [property.title, property.description],
    ca: [property.title_ca, property.description_ca],
    en: [property.title_en, property.description_en],
  };
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([, [title, description]]) => title && description)
      .map(([locale, [title, description]]) => [locale, `${title}\n\n${description}`]),
  );
}

function features({ property }: FeedListing): string[] {
  const list = [property.has_lift ? 'Lift' : null, property.year_built ? `Built in ${property.year_built}` : null];
  return list.filter((feature): feature is string => feature !== null);
}

function kyeroProperty(listing: FeedListing) {
  const { property } = listing;
  const built = property.built_area_m2 ?? property.size_m2;
  const featureList = features(listing);
  return {
    id: String(property.id),
    date: kyeroDate(new Date(property.updated_at)),
    ref: `CN-${property.id}`,
    price: property.price === null ? 'x' : String(Math.round(property.price)),
    currency: 'EUR',
    price_freq: 'sale',
    new_build: bool(property.is_new_build),
    type: KYERO_TYPES[property.property_type] ?? 'apartment',
    town: TOWN,
    province: PROVINCE,
    country: 'Spain',
    location_detail: limit(property.neighborhood, 50),
    beds: property.bedrooms,
    baths: property.bathrooms,
    surface_area: { built: Math.round(built) },
    energy_rating: { consumption: property.energy_rating },
    url: Object.fromEntries(Object.entries(listing.pageUrls).filter(([, url]) => url.length <= 255)),
    desc: descriptions(listing),
    ...(featureList.length > 0 ? { features: { feature: featureList } } : {}),
    images: { image: listing.images.map(({ url }, index) => ({ '@id': index + 1, url })) },
  };
}

export const kyeroFeed: PortalFeed = {
  path: KYERO_FEED_PATH,
  contentType: 'application/xml; charset=utf-8',
  maxImages: 50,
  render(listings: FeedListing[], company: FeedCompany, generatedAt: Date): string {
    const root = {
      kyero: { feed_version: '3', feed_generated: kyeroDate(generatedAt) },
      agent: {
        name: company.name,
        ...(company.email ? { email: company.email } : {}),
        ...(company.phone ? { tel: company.phone } : {}),
      },
      property: listings.map(kyeroProperty),
    };
    // Texts stored before control characters were stripped at the edge must not make the document invalid XML.
    return `<?xml version="1.0" encoding="UTF-8"?>\n${stripControlCharacters(builder.build({ root }))}`;
  },
};
