import type { CardImageDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { imageSrcSet } from '#shared/site/image-sources.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

/** Shipped with the product (src/web/public-assets) for properties without images, its words in each language. */
const PLACEHOLDER_IMAGE = { url: '/placeholder-property.svg', width: 1200, height: 800 };
const PLACEHOLDER_URL: Record<Locale, string> = {
  es: PLACEHOLDER_IMAGE.url,
  ca: '/placeholder-property-ca.svg',
  en: '/placeholder-property-en.svg',
};

type Props = {
  image: CardImageDto | undefined;
  alt: string;
  /** `sizes` attribute: how wide the image is drawn, so the browser picks the right variant. */
  sizes: string;
  className?: string;
  /** The first visible image of the page loads eagerly with high priority; the rest wait until needed. */
  priority?: boolean;
};

export function PropertyPicture({ image, alt, sizes, className = '', priority = false }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const { locale } = useI18n();
  if (!image) {
    return (
      <img
        src={PLACEHOLDER_URL[locale]}
        width={PLACEHOLDER_IMAGE.width}
        height={PLACEHOLDER_IMAGE.height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
      />
    );
  }
  const variants =
    image.variants.length > 0 ? image.variants : [{ url: image.url, width: image.width, height: image.height }];
  return (
    <img
      src={variants[Math.min(1, variants.length - 1)]!.url}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
