import type { PropertyDto } from '#shared/api/api-types.ts';
import { formatCurrency, formatLongDate, formatNumber } from '#shared/i18n/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import type { Translate } from '#shared/i18n/translator.ts';

import { hasEnergyRating } from './energy-label';
import { ENERGY_RATING_PENDING } from './labels';
import { purchaseTaxes } from './purchase-taxes';

// The buyer-facing data of a property as label/value lines, shared by the public page and the information sheet
// (docs/product.md#31-property-listings-what-a-buyer-is-told), so both say the same thing in the same words.

type T = Translate<PublicMessages>;
export type Fact = { label: string; value: string };

const area = (t: T, locale: Locale, m2: number) => t('card.area', { size: formatNumber(m2, locale) });
const perYear = (t: T, locale: Locale, amount: number) =>
  t('listing.perYear', { amount: formatCurrency(amount, locale) });
const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-ES`, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate);

/** Areas, age, floor, lift and yearly charges: what is filled in, in this order. */
export function dwellingFacts(property: PropertyDto, t: T, locale: Locale): Fact[] {
  const facts: (Fact | null)[] = [
    property.usable_area_m2 !== null
      ? { label: t('listing.usableArea'), value: area(t, locale, property.usable_area_m2) }
      : null,
    property.built_area_m2 !== null
      ? { label: t('listing.builtArea'), value: area(t, locale, property.built_area_m2) }
      : null,
    { label: t('listing.saleKind'), value: t(property.is_new_build ? 'listing.newBuild' : 'listing.secondHand') },
    property.year_built !== null ? { label: t('listing.yearBuilt'), value: String(property.year_built) } : null,
    property.floor ? { label: t('listing.floor'), value: property.floor } : null,
    property.has_lift !== null
      ? { label: t('listing.lift'), value: t(property.has_lift ? 'listing.yes' : 'listing.no') }
      : null,
    property.community_fees_per_year !== null
      ? { label: t('listing.communityFees'), value: perYear(t, locale, property.community_fees_per_year) }
      : null,
    property.ibi_per_year !== null
      ? { label: t('listing.ibi'), value: perYear(t, locale, property.ibi_per_year) }
      : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** Cadastre, Land Registry and the cédula d'habitabilitat. */
export function legalFacts(property: PropertyDto, t: T, locale: Locale): Fact[] {
  const certificate = property.habitability_certificate_number
    ? property.habitability_certificate_date
      ? t('listing.habitabilityValue', {
          number: property.habitability_certificate_number,
          date: formatLongDate(property.habitability_certificate_date, locale),
        })
      : property.habitability_certificate_number
    : null;
  const facts: (Fact | null)[] = [
    property.cadastral_reference
      ? { label: t('listing.cadastralReference'), value: property.cadastral_reference }
      : null,
    property.registry_office ? { label: t('listing.registryOffice'), value: property.registry_office } : null,
    property.registry_property_number
      ? { label: t('listing.registryProperty'), value: property.registry_property_number }
      : null,
    property.registry_idufir ? { label: t('listing.idufir'), value: property.registry_idufir } : null,
    certificate ? { label: t('listing.habitability'), value: certificate } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** Price, each tax the buyer pays on top and the total; empty without a price. */
export function priceFacts(property: PropertyDto, t: T, locale: Locale): Fact[] {
  if (property.price === null) return [];
  const taxes = purchaseTaxes(property.price, property.is_new_build);
  return [
    { label: t('listing.price'), value: formatCurrency(taxes.price, locale) },
    ...taxes.lines.map((line) => ({
      label: t(`listing.tax.${line.tax}`, { rate: percent(line.rate, locale) }),
      value: formatCurrency(line.amount, locale),
    })),
    { label: t('listing.total'), value: formatCurrency(taxes.total, locale) },
  ];
}

/**
 * This property's payment terms where the admin set them: the reservation and the arras as a share of the price
 * (with its amount when there is a price). The free words are `property.payment_terms`, already in the page's language.
 */
export function paymentFacts(property: PropertyDto, t: T, locale: Locale): Fact[] {
  const facts: (Fact | null)[] = [
    property.reservation_amount !== null
      ? { label: t('listing.reservation'), value: formatCurrency(property.reservation_amount, locale) }
      : null,
    property.arras_percentage !== null
      ? {
          label: t('listing.arras'),
          value:
            property.price !== null
              ? t('listing.arrasValue', {
                  percent: percent(property.arras_percentage / 100, locale),
                  amount: formatCurrency(Math.round((property.price * property.arras_percentage) / 100), locale),
                })
              : percent(property.arras_percentage / 100, locale),
        }
      : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/**
 * "Calificación energética: en trámite" where a rating is owed and missing: a property on sale without its
 * letter, or any property whose certificate was marked as requested. null when the label says it all.
 */
export function energyPendingText(property: Pick<PropertyDto, 'status' | 'energy_rating'>, t: T): string | null {
  if (hasEnergyRating(property.energy_rating)) return null;
  const owed = property.status === 'vendiendo' || property.energy_rating === ENERGY_RATING_PENDING;
  return owed ? t('listing.energyPending') : null;
}
