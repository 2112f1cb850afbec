// idealista's feed v6 (its "properties integration v6.00"): one JSON file per customer with every property to
// publish; a property left out is deactivated there. Built from the listings the portals get (features/feeds) and
// checked property by property against idealista's schema before anything is sent (docs/product.md#portals).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

import { stripControlCharactersDeep } from '#shared/format/control-characters.ts';
import { TIME_ZONE } from '#shared/format/dates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { builtArea } from '#shared/portals/eligibility.ts';
import { cutAtSentence, feedText } from '#shared/portals/feed-text.ts';
import { imageLabel } from '#shared/portals/image-labels.ts';
import { floorCodes, spanishFloor, splitStreetAddress } from '#shared/portals/street-address.ts';
import { hasEnergyRating } from '#shared/site/energy-label.ts';
import type { FeedCompany, FeedListing } from '#server/features/feeds/index.ts';

import { idealistaPropertyError } from './idealista-schema';

export const IDEALISTA_MAX_IMAGES = 200;
const DESCRIPTION_MAX = 4000;
const TOWN = 'Barcelona';
/** A customer code of the right shape, for the preview of an installation not yet given its own. */
export const PLACEHOLDER_CUSTOMER_CODE = `ilc${'0'.repeat(40)}`;

const LANGUAGE_WORDS: Record<Locale, string> = { es: 'spanish', ca: 'catalan', en: 'english' };
const LANGUAGE_NAMES: Record<Locale, string> = { es: 'español', ca: 'catalán', en: 'inglés' };

/** The file without its send date: the same listings give the same fingerprint (never re-sent when unchanged). */
export type IdealistaFile = {
  customerCountry: 'Spain';
  customerCode: string;
  customerName?: string;
  customerContact?: Record<string, string>;
  customerSendDate?: string;
  customerProperties: Record<string, unknown>[];
};

export type IdealistaRendering = {
  file: IdealistaFile;
  ids: number[];
  /** What was changed to fit (a description cut at a sentence), by property. */
  warnings: Map<number, string[]>;
  /** Properties the schema would refuse, left out of the file, with the first reason. */
  invalid: Map<number, string>;
};

const EMAIL = /^(([a-zA-Z0-9-_.])+)@((?:[a-zA-Z0-9-_]+\.)+)([a-zA-Z]{2,6})$/;

function contactOf(company: FeedCompany): Record<string, string> | undefined {
  const contact: Record<string, string> = { contactName: feedText(company.name).slice(0, 60) };
  if (company.email && EMAIL.test(company.email)) contact.contactEmail = company.email;
  const phone = company.phone ? parsePhoneNumberFromString(company.phone, 'ES') : undefined;
  if (phone && /^[0-9]{5,12}$/.test(phone.nationalNumber)) {
    contact.contactPrimaryPhonePrefix = phone.countryCallingCode;
    contact.contactPrimaryPhoneNumber = phone.nationalNumber;
  }
  return contact;
}

function descriptions({ property }: FeedListing, warnings: string[]) {
  const texts: Record<Locale, [string | null, string | null]> = {
    es: [property.title, property.description],
    ca: [property.title_ca, property.description_ca],
    en: [property.title_en, property.description_en],
  };
  return (Object.entries(texts) as [Locale, [string | null, string | null]][])
    .filter(([, [title, description]]) => title?.trim() && description?.trim())
    .map(([locale, [title, description]]) => {
      const { text, cut } = cutAtSentence(
        feedText(`${feedText(title!)}\n\n${feedText(description!)}`),
        DESCRIPTION_MAX,
      );
      if (cut) {
        warnings.push(
          `La descripción en ${LANGUAGE_NAMES[locale]} pasa de los ${DESCRIPTION_MAX} caracteres que admite idealista: se envía cortada tras la última frase que cabe.`,
        );
      }
      return { descriptionLanguage: LANGUAGE_WORDS[locale], descriptionText: text };
    });
}

// The product's homes (piso, ático, estudio, casa) in idealista's homes typology.
function features({ property }: FeedListing) {
  const isHouse = property.property_type === 'casa';
  const rounded = (value: number | null) => (value === null ? undefined : Math.round(value));
  const usable = property.usable_area_m2 ?? (property.size_m2_kind === 'usable' ? property.size_m2 : null);
  const performance =
    property.energy_consumption !== null && property.energy_consumption > 0 && property.energy_consumption < 10_000
      ? Math.round(property.energy_consumption * 100) / 100
      : undefined;
  const occupation = { vacant: 'free', tenanted: 'tenanted', occupied: 'illegally_occupied' } as const;
  const features: Record<string, unknown> = {
    featuresType: isHouse ? 'house' : 'flat',
    featuresAreaConstructed: rounded(builtArea(property)),
    featuresAreaUsable: usable !== null && usable >= 1 ? Math.round(usable) : undefined,
    featuresBathroomNumber: property.bathrooms,
    // A studio has no separate bedroom: idealista then takes its rooms instead.
    ...(property.bedrooms >= 1 ? { featuresBedroomNumber: property.bedrooms } : { featuresRooms: 1 }),
    featuresBuiltYear:
      property.year_built !== null && property.year_built >= 1000 && property.year_built <= 2999
        ? property.year_built
        : undefined,
    // The company sells homes it has renovated: "good" is idealista's state for them ("new" is for new developments).
    featuresConservation: 'good',
    // "En trámite" is never sent as a rating: only a letter A–G reaches this point.
    featuresEnergyCertificateRating: hasEnergyRating(property.energy_rating) ? property.energy_rating : undefined,
    featuresEnergyCertificatePerformance: performance,
    featuresLiftAvailable: isHouse || property.has_lift === null ? undefined : property.has_lift,
    featuresPenthouse: property.property_type === 'atico' ? true : undefined,
    featuresStudio: property.property_type === 'estudio' ? true : undefined,
    featuresCurrentOccupation: property.occupancy ? occupation[property.occupancy] : undefined,
  };
  return Object.fromEntries(Object.entries(features).filter(([, value]) => value !== undefined));
}

// The street goes to idealista to place the home, never to be shown: "hidden" shows the zone only (decision 040).
function addressOf({ property }: FeedListing) {
  const { street, number, postalCode } = splitStreetAddress(feedText(property.address));
  const floor = floorCodes(spanishFloor(property), property.property_type).idealista;
  const address: Record<string, unknown> = {
    addressVisibility: 'hidden',
    addressStreetName: street.slice(0, 200),
    ...(number && number.length <= 10 ? { addressStreetNumber: number } : {}),
    ...(floor ? { addressFloor: floor } : {}),
    ...(postalCode ? { addressPostalCode: postalCode } : {}),
    addressTown: TOWN,
    addressCountry: 'Spain',
  };
  return address;
}

function imagesOf(listing: FeedListing) {
  const images = listing.images.map(({ url, caption }) => ({ url, label: imageLabel(caption) }));
  const plan = listing.floorPlan;
  // idealista takes JPG, GIF and PNG: a plan drawn as one of those goes last, labelled as the plan.
  if (plan && ['image/jpeg', 'image/png'].includes(plan.contentType)) images.push({ url: plan.url, label: 'plan' });
  return images.slice(0, IDEALISTA_MAX_IMAGES).map(({ url, label }, index) => ({
    imageOrder: index + 1,
    ...(label ? { imageLabel: label } : {}),
    imageUrl: url,
  }));
}

function propertyOf(listing: FeedListing, warnings: string[]) {
  const { property } = listing;
  const monthlyFees =
    property.community_fees_per_year !== null ? Math.round(property.community_fees_per_year / 12) : null;
  const images = imagesOf(listing);
  return {
    propertyCode: String(property.id),
    propertyReference: `CN-${property.id}`,
    propertyVisibility: 'idealista',
    propertyOperation: {
      operationType: 'sale',
      operationPrice: Math.round(property.price ?? 0),
      ...(monthlyFees !== null && monthlyFees >= 1 && monthlyFees <= 9999
        ? { operationPriceCommunity: monthlyFees }
        : {}),
    },
    propertyAddress: addressOf(listing),
    propertyFeatures: features(listing),
    propertyDescriptions: descriptions(listing, warnings),
    ...(images.length > 0 ? { propertyImages: images } : {}),
    ...(listing.pageUrls.es ? { propertyUrl: listing.pageUrls.es } : {}),
  };
}

/** "2026/11/29 10:30:00" in Madrid time, idealista's date format. */
export function idealistaDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return parts.replace(/-/g, '/');
}

/** The file for these listings; a property idealista's schema would refuse is left out and named in `invalid`. */
export function renderIdealistaFile(
  listings: FeedListing[],
  company: FeedCompany,
  customerCode: string,
): IdealistaRendering {
  const warnings = new Map<number, string[]>();
  const invalid = new Map<number, string>();
  const customerProperties: Record<string, unknown>[] = [];
  const ids: number[] = [];
  for (const listing of listings) {
    const own: string[] = [];
    // Texts are cleaned where they are read; this catches any that reach the file another way.
    const entry = stripControlCharactersDeep(propertyOf(listing, own)) as Record<string, unknown>;
    const error = idealistaPropertyError(entry);
    if (error) {
      invalid.set(listing.property.id, error);
      continue;
    }
    if (own.length > 0) warnings.set(listing.property.id, own);
    customerProperties.push(entry);
    ids.push(listing.property.id);
  }
  const contact = contactOf(company);
  const file: IdealistaFile = {
    customerCountry: 'Spain',
    customerCode,
    customerName: feedText(company.name).slice(0, 100),
    ...(contact ? { customerContact: contact } : {}),
    customerProperties,
  };
  return { file, ids, warnings, invalid };
}

/** The file as sent: with its send date. */
export function withSendDate(file: IdealistaFile, sentAt: Date): IdealistaFile {
  return { ...file, customerSendDate: idealistaDate(sentAt) };
}
