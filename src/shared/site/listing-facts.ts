import type { PropertyDto } from '#shared/api/api-types.ts';
import { formatCurrency, formatLongDate, formatNumber } from '#shared/i18n/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { centsFromEuros, centsToEuros, percentInWholeEuros, ZERO_CENTS, type Cents } from '#shared/money/cents.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';

import { hasEnergyRating } from './energy-label';
import { shownFloor, shownRegistryOffice, type ShownValue } from './floor-door';
import { ENERGY_RATING_PENDING } from './labels';
import { purchaseTaxes, type PurchaseTaxes } from './purchase-taxes';

// The buyer-facing data of a property as label/value lines, shared by the public page and the information sheet
// (docs/product.md#31-property-listings-what-a-buyer-is-told), so both say the same thing in the same words.

type T = Translate<PublicMessages>;
/** `lang`: the language of a value typed by the owner that the page could not write in its own (docs/product.md#structured-address-facts). */
export type Fact = { label: string; value: string; lang?: Locale | null };

const area = (t: T, locale: Locale, m2: number) => t('card.area', { size: formatNumber(m2, locale) });
const perYear = (t: T, locale: Locale, amount: number) =>
  t('listing.perYear', { amount: formatCurrency(amount, locale) });
const money = (amount: Cents, locale: Locale) => formatCurrency(centsToEuros(amount), locale);
const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-ES`, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate);

/** The advertised area saying which one it is: "92 m² construidos", "78,5 m² útils", "92 m² built". */
export const advertisedArea = (t: T, locale: Locale, property: Pick<PropertyDto, 'size_m2' | 'size_m2_kind'>) =>
  t('card.areaOf', { size: formatNumber(property.size_m2, locale), kind: property.size_m2_kind });

const shownAs = (label: string, shown: ShownValue | null): Fact | null =>
  shown ? { label, value: shown.value, lang: shown.lang } : null;

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
    shownAs(t('listing.floor'), shownFloor(property, locale)),
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
    shownAs(t('listing.registryOffice'), shownRegistryOffice(property, locale)),
    property.registry_property_number
      ? { label: t('listing.registryProperty'), value: property.registry_property_number }
      : null,
    property.registry_idufir ? { label: t('listing.idufir'), value: property.registry_idufir } : null,
    certificate ? { label: t('listing.habitability'), value: certificate } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** A rate in basis points as the locale writes a percentage: "10 %", "1,5 %", "10%". */
const rate = (basisPoints: number, locale: Locale) => percent(basisPoints / 10_000, locale);

/** The estimate for a property with a price, on `date` (YYYY-MM-DD in Madrid); null without a price. */
export function propertyTaxes(
  property: Pick<PropertyDto, 'price' | 'is_new_build'>,
  date: string,
): PurchaseTaxes | null {
  return property.price === null ? null : purchaseTaxes(centsFromEuros(property.price), property.is_new_build, date);
}

/** Price, each tax the buyer pays on top and the total, estimated on `date`; empty without a price. */
export function priceFacts(property: PropertyDto, t: T, locale: Locale, date: string): Fact[] {
  const taxes = propertyTaxes(property, date);
  if (!taxes) return [];
  return [
    { label: t('listing.price'), value: money(taxes.price, locale) },
    ...taxes.lines.map(({ tax, rates, amount }) => ({
      label: t(`listing.tax.${tax}`, {
        rate:
          rates.from === rates.to
            ? rate(rates.from, locale)
            : t('listing.rateRange', { from: rate(rates.from, locale), to: rate(rates.to, locale) }),
      }),
      value: money(amount, locale),
    })),
    { label: t('listing.total'), value: money(taxes.total, locale) },
  ];
}

/**
 * What the estimate rests on, in words: the rule applied and its first day (with the whole ITP scale), the tax base,
 * the rates it does not apply and the fees it leaves out. Empty without a price.
 */
export function taxNotes(property: PropertyDto, t: T, locale: Locale, date: string): string[] {
  const taxes = propertyTaxes(property, date);
  if (!taxes) return [];
  const bands = (taxes.scale ?? []).map(({ upTo, rate: basisPoints }, index, all) =>
    upTo === null
      ? t('listing.scaleAbove', {
          rate: rate(basisPoints, locale),
          amount: money(all[index - 1]?.upTo ?? ZERO_CENTS, locale),
        })
      : t('listing.scaleUpTo', { rate: rate(basisPoints, locale), amount: money(upTo, locale) }),
  );
  return [
    t(`listing.taxRule.${taxes.rule.id}`, {
      date: formatLongDate(`${taxes.date}T12:00:00Z`, locale),
      since: taxes.rule.since ? formatLongDate(`${taxes.rule.since}T12:00:00Z`, locale) : '',
      scale: bands.join('; '),
    }),
    ...(taxes.scale ? [t('listing.taxBase')] : []),
    ...taxes.notApplied.map((rate) => t(`listing.notApplied.${rate}`)),
    t('listing.taxesNote'),
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
                  amount: formatCurrency(percentInWholeEuros(property.price, property.arras_percentage), locale),
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
  const owed = property.status === PROPERTY_STATUS.vendiendo || property.energy_rating === ENERGY_RATING_PENDING;
  return owed ? t('listing.energyPending') : null;
}
