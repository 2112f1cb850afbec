import type { MouseEvent } from 'react';

import type { PropertyCardDto } from '#shared/api/api-types.ts';
import { formatCurrency } from '#shared/i18n/locale-format.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { advertisedArea } from '#shared/site/listing-facts.ts';
import { cardPath } from '#shared/site/property-path.ts';
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
    <article onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} className="group card">
      <div className="card-media">
        <PropertyPicture
          image={property.cover ?? undefined}
          alt={property.cover?.caption || property.title}
          sizes={CARD_IMAGE_SIZES}
          className="card-image"
        />
        <StatusBadge status={property.status} label={statusLabel(t, property.status)} pillClassName="card-badge" />
        {property.reserved ? <span className="card-reserved">{t('status.reserved')}</span> : null}
        <div className="card-counts">
          {imageCount > 1 ? (
            <span className="card-count">
              <Icon name="camera" className="size-3.5" />
              <span aria-hidden="true">{imageCount}</span>
              <span className="sr-only">{t('card.photos', { count: imageCount })}</span>
            </span>
          ) : null}
          {videoCount > 0 ? (
            <span className="card-count">
              <Icon name="video" className="size-3.5" />
              <span aria-hidden="true">{videoCount}</span>
              <span className="sr-only">{t('card.videos', { count: videoCount })}</span>
            </span>
          ) : null}
        </div>
      </div>
      <div className="card-body">
        <p className="card-place">
          <Icon name="pin" className="size-3.5" />
          {locationLabel(t, property)}
        </p>
        <h3 className="card-title">
          <a href={cardPath(property, locale)} onClick={open} className="card-link">
            {property.title}
          </a>
        </h3>
        <ul className="card-facts">
          <li className="card-fact">
            <Icon name="bed" className="card-icon" />
            {t('card.bedrooms', { count: property.bedrooms })}
          </li>
          <li className="card-fact">
            <Icon name="bath" className="card-icon" />
            {t('card.bathrooms', { count: property.bathrooms })}
          </li>
          <li className="card-fact">
            <Icon name="area" className="card-icon" />
            {advertisedArea(t, locale, property)}
          </li>
        </ul>
        <div className="card-foot">
          <p className="text-sm text-stone-600">
            {typeLabel(t, property.property_type)}
            {property.price !== null ? (
              <span className="card-price">{formatCurrency(property.price, locale)}</span>
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
