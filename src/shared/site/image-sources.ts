import type { CardImageDto } from '#shared/api/api-types.ts';

/** The hero picture is drawn only from this width up, 520 px wide. */
export const HERO_IMAGE_MEDIA = '(min-width: 1024px)';
export const HERO_IMAGE_SIZES = '520px';

/** `srcset` of a stored image: every WebP width the pipeline made. */
export function imageSrcSet(image: Pick<CardImageDto, 'url' | 'width' | 'variants'>): string {
  const variants = image.variants.length > 0 ? image.variants : [{ url: image.url, width: image.width }];
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
