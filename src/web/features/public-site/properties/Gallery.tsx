import { useEffect, useState } from 'react';

import type { PropertyImageDto } from '#shared/api/api-types.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';

import { PropertyPicture } from './PropertyPicture';

const GALLERY_SIZES = '(min-width: 1024px) 960px, 100vw';

/** Step through `total` items from `index`, wrapping around at both ends. */
const wrapIndex = (index: number, total: number) => (total === 0 ? 0 : ((index % total) + total) % total);

type Props = { images: PropertyImageDto[]; title: string };

/** Main image with previous/next (wrapping), counter, caption, thumbnails and arrow keys. Starts at the first image. */
export function Gallery({ images, title }: Props) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = images[wrapIndex(index, total)];
  const go = (step: number) => setIndex((value) => wrapIndex(value + step, total));

  useEffect(() => {
    if (total < 2) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, iframe, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft') setIndex((value) => wrapIndex(value - 1, total));
      if (event.key === 'ArrowRight') setIndex((value) => wrapIndex(value + 1, total));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [total]);

  return (
    <section aria-label={t('gallery.label')} aria-roledescription={t('gallery.roleDescription')}>
      <figure>
        <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-sand-100">
          <PropertyPicture
            key={current?.id ?? 'placeholder'}
            image={current}
            alt={current?.caption || title}
            sizes={GALLERY_SIZES}
            priority
            className="size-full object-cover"
          />
          {current?.is_before || current?.is_after ? (
            <span className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-stone-900">
              {current.is_before ? t('gallery.before') : t('gallery.after')}
            </span>
          ) : null}
          {total > 1 ? (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('gallery.previous')}
                className="absolute left-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white"
              >
                <Icon name="chevronLeft" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('gallery.next')}
                className="absolute right-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white"
              >
                <Icon name="chevronRight" className="size-6" />
              </button>
            </>
          ) : null}
          {total > 0 ? (
            <p
              aria-live="polite"
              data-testid="gallery-counter"
              className="absolute bottom-3 right-3 rounded-full bg-stone-950/75 px-3 py-1 text-xs font-semibold text-white"
            >
              {t('gallery.counter', { index: wrapIndex(index, total) + 1, total })}
            </p>
          ) : null}
        </div>
        {current?.caption ? <figcaption className="mt-2 text-sm text-stone-600">{current.caption}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={
                  image.caption
                    ? t('gallery.showCaption', { index: position + 1, caption: image.caption })
                    : t('gallery.show', { index: position + 1 })
                }
                aria-current={position === wrapIndex(index, total) ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-2 transition ${position === wrapIndex(index, total) ? 'ring-brand-600' : 'opacity-70 ring-transparent hover:opacity-100'}`}
              >
                <PropertyPicture image={image} alt="" sizes="96px" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
