import type { MouseEvent } from 'react';

import type { PropertyCardDto } from '#shared/api/api-types.ts';
import { formatCurrency } from '#shared/i18n/locale-format.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { advertisedArea } from '#shared/site/listing-facts.ts';
import { localizedPropertyPath } from '#shared/site/property-path.ts';
import { cardInListContent } from '#web/features/public-site/classes.ts';
import { locationLabel, statusLabel, typeLabel, useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';
import { StatusBadge } from '#web/ui/StatusBadge.tsx';

import { EnergyLabel } from './EnergyLabel';
import { PropertyPicture } from './PropertyPicture';

/** 1 column on phones, 2 from md, 3 from lg (docs/product.md §10), inside a 80rem container. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw';

type Props = {
  card: PropertyCardDto;
  onOpen: (card: PropertyCardDto) => void;
  onIntent: () => void;
};

// The hero always comes first, so no card is in the first screen: every card image loads lazily.
export function PropertyCard({ card: property, onOpen, onIntent }: Props) {
  const { t, locale } = useI18n();
  const imageCount = property.image_count;
  const videoCount = property.video_count;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/cmd-click and middle-click keep their usual meaning: the property page in a new tab.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(property);
  };

  return (
    <article
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className={`group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition duration-300 hover:-translate-y-1 hover:shadow-xl focus-within:ring-2 focus-within:ring-brand-600 ${cardInListContent}`}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-100">
        <PropertyPicture
          image={property.cover ?? undefined}
          alt={property.cover?.caption || property.title}
          sizes={CARD_IMAGE_SIZES}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <StatusBadge
          status={property.status}
          label={statusLabel(t, property.status)}
          className="absolute left-3 top-3 shadow-sm"
        />
        <div className="absolute right-3 top-3 flex gap-1.5">
          {imageCount > 1 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white">
              <Icon name="camera" className="size-3.5" />
              <span aria-hidden="true">{imageCount}</span>
              <span className="sr-only">{t('card.photos', { count: imageCount })}</span>
            </span>
          ) : null}
          {videoCount > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white">
              <Icon name="video" className="size-3.5" />
              <span aria-hidden="true">{videoCount}</span>
              <span className="sr-only">{t('card.videos', { count: videoCount })}</span>
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1 text-xs font-medium uppercase tracking-wider text-stone-600">
          <Icon name="pin" className="size-3.5" />
          {locationLabel(t, property)}
        </p>
        <h3 className="mt-2 font-serif text-xl font-semibold leading-snug text-stone-900">
          <a
            href={localizedPropertyPath(property, locale)}
            onClick={open}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {property.title}
          </a>
        </h3>
        <ul className="mb-5 mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-600">
          <li className="flex items-center gap-1.5">
            <Icon name="bed" className="size-4 text-brand-600" />
            {t('card.bedrooms', { count: property.bedrooms })}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="bath" className="size-4 text-brand-600" />
            {t('card.bathrooms', { count: property.bathrooms })}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="area" className="size-4 text-brand-600" />
            {advertisedArea(t, locale, property)}
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-stone-100 pt-4">
          <p className="text-sm text-stone-600">
            {typeLabel(t, property.property_type)}
            {property.price !== null ? (
              <span className="block font-serif text-xl font-semibold text-stone-900">
                {formatCurrency(property.price, locale)}
              </span>
            ) : property.status === PROPERTY_STATUS.reformando ? (
              <span className="block font-medium text-stone-700">{t('card.comingSoon')}</span>
            ) : null}
          </p>
          <EnergyLabel rating={property.energy_rating} compact />
        </div>
      </div>
    </article>
  );
}
