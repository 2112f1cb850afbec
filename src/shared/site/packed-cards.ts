import type { CardImageDto, PropertyCardDto } from '#shared/api/api-types.ts';

/**
 * The portfolio cards as a page embeds them (docs/decisions/031): each card a list of its values in `CARD_KEYS`' order
 * rather than an object that names them, and its cover's variants as `[width, height, id]`, the id of a stored image
 * standing for its `/media/{id}` URL; the cover's own URL and size are those of its largest variant, as stored images
 * have them, and are written out only when they differ. The browser unpacks them into the very cards the server drew,
 * so the islands hydrate to the same DOM.
 */
const CARD_KEYS = [
  'id',
  'slug',
  'title',
  'neighborhood',
  'property_type',
  'status',
  'bedrooms',
  'bathrooms',
  'size_m2',
  'size_m2_kind',
  'price',
  'energy_rating',
  'cover',
  'image_count',
  'video_count',
  'reserved',
] as const satisfies readonly (keyof PropertyCardDto)[];

type PackedVariant = [width: number, height: number, src: string];
/** `[caption, variants]`, or with `[width, height, src]` of the image itself when it is not its largest variant. */
type PackedImage = [caption: string | null, variants: PackedVariant[], own?: PackedVariant];
export type PackedCard = unknown[];

const MEDIA = '/media/';

/** A stored image's id for its URL, or the URL itself when it is not one (an id has no `/` and no `:`). */
const packSrc = (url: string) => {
  const id = url.startsWith(MEDIA) ? url.slice(MEDIA.length) : null;
  return id && !/[/:]/.test(id) ? id : url;
};
const unpackSrc = (src: string) => (/[/:]/.test(src) ? src : `${MEDIA}${src}`);

/** Null when the image cannot be written this way (a URL that would read as an id): it stays an object. */
function packImage(image: CardImageDto): PackedImage | null {
  const all = [...image.variants, image];
  if (all.some(({ url }) => !/[/:]/.test(url))) return null;
  const variants = image.variants.map(({ width, height, url }): PackedVariant => [width, height, packSrc(url)]);
  const largest = image.variants.at(-1);
  const same = largest && largest.url === image.url && largest.width === image.width && largest.height === image.height;
  return same ? [image.caption, variants] : [image.caption, variants, [image.width, image.height, packSrc(image.url)]];
}

function unpackImage([caption, packed, own]: PackedImage): CardImageDto {
  const variants = packed.map(([width, height, src]) => ({ width, height, url: unpackSrc(src) }));
  const [width, height, src] = own ?? packed.at(-1)!;
  return { url: unpackSrc(src), width, height, variants, caption };
}

export function packCards(cards: PropertyCardDto[]): PackedCard[] {
  return cards.map((card) =>
    CARD_KEYS.map((key) => (key === 'cover' && card.cover ? (packImage(card.cover) ?? card.cover) : card[key])),
  );
}

export function unpackCards(packed: PackedCard[]): PropertyCardDto[] {
  return packed.map(
    (values) =>
      Object.fromEntries(
        CARD_KEYS.map((key, i) => {
          const value = values[i];
          return [key, key === 'cover' && Array.isArray(value) ? unpackImage(value as PackedImage) : value];
        }),
      ) as PropertyCardDto,
  );
}
