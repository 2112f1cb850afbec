import type { CardImageDto } from '#shared/api/api-types.ts';
import { HERO_IMAGE_MEDIA, HERO_IMAGE_SIZES, imageSrcSet } from '#shared/site/image-sources.ts';

/** A transparent pixel: what narrow screens "load" instead of the picture. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The hero's picture, shown only on wide screens. An eager image inside a hidden element is still
 * downloaded, so the real sources are offered only to wide screens (`<source media>`); there it loads
 * at once, with high priority, as the page's largest element (the head preloads it too).
 */
export function DesktopPicture({ image, alt, className }: { image: CardImageDto; alt: string; className: string }) {
  return (
    <picture>
      <source media={HERO_IMAGE_MEDIA} srcSet={imageSrcSet(image)} sizes={HERO_IMAGE_SIZES} />
      <img
        src={NOTHING}
        alt={alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className={className}
      />
    </picture>
  );
}
