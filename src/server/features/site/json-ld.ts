import type { PropertyDto, SiteContentDto } from '#shared/api/api-types.ts';
import { localizedPath } from '#shared/i18n/locale-path.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { localizedPropertyPath } from '#shared/site/property-path.ts';
import { absoluteUrl } from '#server/lib/html/absolute-url.ts';

// schema.org types of our property types; anything unknown is still an Accommodation.
const ACCOMMODATION_TYPES: Record<string, string> = {
  piso: 'Apartment',
  atico: 'Apartment',
  estudio: 'Apartment',
  casa: 'SingleFamilyResidence',
};

const AVAILABILITY: Record<string, string> = {
  vendiendo: 'https://schema.org/InStock',
  reformando: 'https://schema.org/PreOrder',
  vendido: 'https://schema.org/SoldOut',
};

// The company buys, renovates and sells its own homes: an Organization that sells, not a RealEstateAgent acting
// for third parties (docs/product.md#31-property-listings-what-a-buyer-is-told).
function organization(content: SiteContentDto, publicUrl: string, locale: Locale) {
  return {
    '@type': 'Organization',
    name: content.company_name,
    legalName: content.legal_name || undefined,
    // The site texts are free texts: only an actual address is published as the organisation's email.
    email: isValidEmail(content.company_email) ? content.company_email.trim() : undefined,
    url: absoluteUrl(publicUrl, localizedPath(locale, '/')),
  };
}

/** schema.org `RealEstateListing` with an `Offer` for the dwelling and its `PostalAddress`. */
export function propertyJsonLd(
  property: PropertyDto,
  content: SiteContentDto,
  publicUrl: string,
  locale: Locale = 'es',
) {
  const url = absoluteUrl(publicUrl, localizedPropertyPath(property, locale));
  const address = {
    '@type': 'PostalAddress',
    streetAddress: property.address,
    addressLocality: 'Barcelona',
    addressRegion: 'Cataluña',
    addressCountry: 'ES',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    inLanguage: INTL_LOCALE[locale],
    name: property.title,
    description: property.description,
    image: property.images.map((image) => absoluteUrl(publicUrl, image.url)),
    datePosted: property.start_date ?? property.created_at,
    dateModified: property.updated_at,
    contentLocation: { '@type': 'Place', name: `${property.neighborhood}, Barcelona`, address },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      ...(property.price !== null ? { price: property.price } : {}),
      availability: AVAILABILITY[property.status] ?? 'https://schema.org/LimitedAvailability',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      seller: organization(content, publicUrl, locale),
      itemOffered: {
        '@type': ACCOMMODATION_TYPES[property.property_type] ?? 'Accommodation',
        name: property.title,
        address,
        numberOfRooms: property.bedrooms,
        numberOfBedrooms: property.bedrooms,
        numberOfBathroomsTotal: property.bathrooms,
        floorSize: { '@type': 'QuantitativeValue', value: property.built_area_m2 ?? property.size_m2, unitCode: 'MTK' },
        ...accommodationDetails(property),
      },
    },
  };
}

/** What the admin filled in of the buyer-facing details, in schema.org terms. */
function accommodationDetails(property: PropertyDto) {
  return {
    ...(property.year_built !== null ? { yearBuilt: property.year_built } : {}),
    ...(property.floor ? { floorLevel: property.floor } : {}),
    ...(property.has_lift !== null
      ? { amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Ascensor', value: property.has_lift }] }
      : {}),
    ...(property.usable_area_m2 !== null
      ? {
          additionalProperty: [
            { '@type': 'PropertyValue', name: 'Superficie útil', value: property.usable_area_m2, unitCode: 'MTK' },
          ],
        }
      : {}),
  };
}

/** The company, for the home page. */
export function organizationJsonLd(content: SiteContentDto, publicUrl: string, locale: Locale = 'es') {
  return {
    '@context': 'https://schema.org',
    ...organization(content, publicUrl, locale),
    address: {
      '@type': 'PostalAddress',
      streetAddress: content.legal_address || content.company_address,
      addressLocality: 'Barcelona',
      addressCountry: 'ES',
    },
  };
}
