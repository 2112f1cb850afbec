import type { PropertyDto } from '#shared/api/api-types.ts';
import { formatCurrency } from '#shared/i18n/locale-format.ts';
import { advertisedArea, energyPendingText } from '#shared/site/listing-facts.ts';
import { locationLabel, statusLabel, typeLabel, useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { StatusBadge } from '#web/ui/StatusBadge.tsx';

import { BeforeAfter } from './BeforeAfter';
import { EnergyLabel } from './EnergyLabel';
import { Gallery } from './Gallery';
import { ListingActions } from './ListingActions';
import { ListingFacts } from './ListingFacts';
import { PropertyVideo } from './PropertyVideo';

type Props = {
  property: PropertyDto;
  onClose: () => void;
  onInterested: (property: PropertyDto) => void;
  /** Focus target on close when the modal was open from page load (a property URL). */
  fallbackFocus: () => HTMLElement | null;
  /** The company's phone, for the call and WhatsApp actions (none shown without it). */
  phone?: string;
  interestMessage: string;
  /** The server's day (YYYY-MM-DD): the tax estimate's date. */
  estimateDate: string;
};

export function PropertyModal({
  property,
  onClose,
  onInterested,
  fallbackFocus,
  phone,
  interestMessage,
  estimateDate,
}: Props) {
  const { t, locale } = useI18n();
  const characteristics = [
    [t('modal.bedrooms'), String(property.bedrooms)],
    [t('modal.bathrooms'), String(property.bathrooms)],
    [t('modal.area'), advertisedArea(t, locale, property)],
    [t('modal.type'), typeLabel(t, property.property_type)],
    [t('modal.status'), statusLabel(t, property.status)],
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={property.title}
      size="xl"
      fallbackFocus={fallbackFocus}
      closeLabel={t('modal.close')}
    >
      {/* Phones read gallery, details, videos; wide screens give the details a column of their own. */}
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-4 lg:col-start-1">
          {/* On a phone the actions come before the gallery: no scrolling past every picture to ask or call. */}
          <ListingActions
            property={property}
            phone={phone}
            interestMessage={interestMessage}
            onInterested={() => onInterested(property)}
          />
          {/* Remounted per property so the gallery always starts at the first image. */}
          <Gallery key={property.id} images={property.images} title={property.title} />
          <BeforeAfter key={`compare-${property.id}`} images={property.images} title={property.title} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={property.status} label={statusLabel(t, property.status)} />
            {property.reserved ? (
              <span className="inline-flex items-center rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-900 ring-1 ring-inset ring-rose-300">
                {t('status.reserved')}
              </span>
            ) : null}
            <p className="flex items-center gap-1 text-sm text-stone-600">
              <Icon name="pin" className="size-4 text-brand-600" />
              {locationLabel(t, property)}
            </p>
          </div>
          {property.price !== null ? (
            <p className="font-serif text-3xl font-semibold text-stone-900">
              <span className="sr-only">{t('modal.price')}</span>
              {formatCurrency(property.price, locale)}
            </p>
          ) : null}
          <section aria-labelledby="property-description-title">
            <h3 id="property-description-title" className="sr-only">
              {t('modal.description')}
            </h3>
            <div className="space-y-3 text-[15px] leading-relaxed text-stone-700">
              {property.description.split(/\n\s*\n/).map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
          <section aria-labelledby="property-features-title">
            <h3 id="property-features-title" className="font-serif text-lg font-semibold text-stone-900">
              {t('modal.features')}
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-stone-200 bg-stone-200">
              {characteristics.map(([label, value]) => (
                <div key={label} className="bg-white px-4 py-3 [&:last-child:nth-child(odd)]:col-span-2">
                  <dt className="text-xs uppercase tracking-wider text-stone-600">{label}</dt>
                  <dd className="mt-0.5 font-semibold text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {energyPendingText(property, t) !== null ? (
            <p className="font-semibold text-stone-900" data-energy-pending>
              {energyPendingText(property, t)}
            </p>
          ) : (
            <EnergyLabel
              rating={property.energy_rating}
              consumption={property.energy_consumption}
              emissions={property.energy_emissions}
            />
          )}
          <ListingFacts property={property} estimateDate={estimateDate} />
        </div>
        {property.videos.length > 0 ? (
          <section aria-labelledby="property-videos-title" className="min-w-0 lg:col-start-1">
            <h3 id="property-videos-title" className="font-serif text-lg font-semibold text-stone-900">
              {t('modal.videos')}
            </h3>
            <ul className="mt-3 grid gap-4">
              {property.videos.map((video) => (
                <li key={video.id}>
                  <PropertyVideo video={video} />
                  {video.title ? <p className="mt-1.5 text-sm text-stone-600">{video.title}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
