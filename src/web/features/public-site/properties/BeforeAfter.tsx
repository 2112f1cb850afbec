import { useState } from 'react';

import type { PropertyImageDto } from '#shared/api/api-types.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

import { PropertyPicture } from './PropertyPicture';

const SIZES = '(min-width: 1024px) 55vw, 100vw';

/**
 * The first "Antes" and "Después" pictures one over the other, split by a slider: a native range input, so arrows,
 * Page Up/Down, Home and End move it and screen readers announce it, with no script of its own beyond the state.
 */
export function BeforeAfter({ images, title }: { images: PropertyImageDto[]; title: string }) {
  const { t } = useI18n();
  const [split, setSplit] = useState(50);
  const before = images.find((image) => image.is_before);
  const after = images.find((image) => image.is_after);
  if (!before || !after) return null;
  return (
    <figure className="space-y-2" data-before-after>
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        <PropertyPicture
          image={after}
          alt={`${title} — ${t('gallery.after')}`}
          sizes={SIZES}
          className="block h-auto w-full"
        />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
          <PropertyPicture
            image={before}
            alt={`${title} — ${t('gallery.before')}`}
            sizes={SIZES}
            className="block h-full w-full object-cover"
          />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow"
          style={{ left: `${split}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute left-2 top-2 rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {t('gallery.before')}
        </span>
        <span
          aria-hidden="true"
          className="absolute right-2 top-2 rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {t('gallery.after')}
        </span>
      </div>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={split}
        onChange={(event) => setSplit(Number(event.target.value))}
        aria-label={`${t('gallery.before')} / ${t('gallery.after')}`}
        aria-valuetext={`${t('gallery.before')} ${split} %`}
        className="w-full accent-brand-700"
      />
    </figure>
  );
}
