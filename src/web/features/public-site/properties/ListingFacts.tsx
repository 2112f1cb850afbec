import type { PropertyDto } from '#shared/api/api-types.ts';
import {
  dwellingFacts,
  legalFacts,
  paymentFacts,
  priceFacts,
  taxNotes,
  type Fact,
} from '#shared/site/listing-facts.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-600">{fact.label}</dt>
          <dd className="text-right font-medium text-stone-900" lang={fact.lang ?? undefined}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The dwelling's legal and economic data, the taxes on top of the price (estimated on `estimateDate`, the server's
 * day) with what the estimate rests on, and the link to the information sheet.
 */
export function ListingFacts({ property, estimateDate }: { property: PropertyDto; estimateDate: string }) {
  const { t, locale } = useI18n();
  const price = priceFacts(property, t, locale, estimateDate);
  const payment = paymentFacts(property, t, locale);
  return (
    <>
      {price.length > 0 ? (
        <section aria-labelledby="property-taxes-title" className="rounded-xl border border-stone-200 p-4">
          <h3 id="property-taxes-title" className="font-serif text-base font-semibold text-stone-900">
            {t('listing.taxesTitle')}
          </h3>
          <FactList facts={price} />
          <ul className="mt-2 space-y-1 text-xs text-stone-600" data-tax-notes>
            {taxNotes(property, t, locale, estimateDate).map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {payment.length > 0 || property.payment_terms ? (
        <section aria-labelledby="property-payment-title" className="rounded-xl border border-stone-200 p-4">
          <h3 id="property-payment-title" className="font-serif text-base font-semibold text-stone-900">
            {t('listing.paymentTitle')}
          </h3>
          <FactList facts={payment} />
          {property.payment_terms ? (
            <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{property.payment_terms}</p>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="property-details-title">
        <h3 id="property-details-title" className="font-serif text-lg font-semibold text-stone-900">
          {t('listing.details')}
        </h3>
        <FactList facts={[...dwellingFacts(property, t, locale), ...legalFacts(property, t, locale)]} />
        <a
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-900"
          href={`/api/properties/${property.id}/information-sheet?lang=${locale}`}
          data-information-sheet
        >
          {t('listing.informationSheet')}
        </a>
      </section>
    </>
  );
}
