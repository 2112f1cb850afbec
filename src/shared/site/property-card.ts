import type { CardImageDto, PropertyCardDto, PropertyDto, PropertyImageDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { slugIn } from '#shared/site/property-path.ts';

/** A card's image: a page carries nine of them, so nothing a card does not draw (the other languages' captions…). */
export const cardImage = ({ url, width, height, variants, caption }: PropertyImageDto): CardImageDto => ({
  url,
  width,
  height,
  variants,
  caption,
});

/** The card of a property in a `locale` page: what the portfolio grid draws (see PropertyCardDto). */
export function toPropertyCard(property: PropertyDto, locale: Locale): PropertyCardDto {
  return {
    id: property.id,
    slug: slugIn(property, locale),
    title: property.title,
    neighborhood: property.neighborhood,
    property_type: property.property_type,
    status: property.status,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    size_m2: property.size_m2,
    size_m2_kind: property.size_m2_kind,
    price: property.price,
    energy_rating: property.energy_rating,
    cover: property.images[0] ? cardImage(property.images[0]) : null,
    image_count: property.images.length,
    video_count: property.videos.length,
    reserved: property.reserved,
  };
}
