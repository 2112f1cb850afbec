import type { PropertyDto, SiteContentDto } from '#shared/api/api-types.ts';
import { formatLongDate, formatNumber } from '#shared/i18n/locale-format.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { mercantileRegistryText } from '#shared/site/content.ts';
import { hasEnergyRating } from '#shared/site/energy-label.ts';
import {
  dwellingFacts,
  energyPendingText,
  legalFacts,
  paymentFacts,
  priceFacts,
  type Fact,
} from '#shared/site/listing-facts.ts';
import { localizedPropertyPath } from '#shared/site/property-path.ts';
import { renderFactSheetPdf, type FactSheet } from '#server/lib/pdf/fact-sheet-pdf.ts';

import { SHEET_TEXTS } from './information-sheet-texts';

type SheetInput = {
  /** In the sheet's language where translated. */
  property: PropertyDto;
  company: SiteContentDto;
  locale: Locale;
  publicUrl: string;
  issuedAt: Date;
};

const given = (facts: (Fact | null)[]) =>
  facts.filter((fact): fact is Fact => fact !== null && fact.value.trim() !== '');

/**
 * The information sheet a buyer must have before paying anything (docs/product.md#31-property-listings-what-a-buyer-is-told): identification,
 * areas, price and taxes, energy label, building, registry and cédula, charges, payment terms and the seller; dated.
 * What the law asks for and the admin has not filled in says so, rather than being left out silently.
 */
function informationSheet({ property, company, locale, publicUrl, issuedAt }: SheetInput): FactSheet {
  const t = createTranslator(locale, PUBLIC_CATALOGS[locale]);
  const texts = SHEET_TEXTS[locale];
  const missing = (label: string): Fact => ({ label, value: texts.notStated });
  const area = (m2: number | null) => (m2 === null ? null : t('card.area', { size: formatNumber(m2, locale) }));
  const legal = legalFacts(property, t, locale);
  const has = (label: string) => legal.some((fact) => fact.label === label);
  const required = [
    t('listing.cadastralReference'),
    t('listing.registryOffice'),
    t('listing.registryProperty'),
    t('listing.habitability'),
  ];
  const pending = energyPendingText(property, t);
  const energy: Fact[] = hasEnergyRating(property.energy_rating)
    ? given([
        { label: texts.energyRating, value: property.energy_rating! },
        property.energy_consumption !== null && property.energy_emissions !== null
          ? {
              label: '',
              value: texts.energyValues(
                formatNumber(property.energy_consumption, locale),
                formatNumber(property.energy_emissions, locale),
              ),
            }
          : null,
      ])
    : [{ label: texts.energyRating, value: pending ?? texts.notStated }];
  const price = priceFacts(property, t, locale);
  const url = new URL(localizedPropertyPath(property, locale), publicUrl).toString();
  const companyFact = (label: string, value: string | undefined): Fact | null =>
    value?.trim() ? { label, value: value.trim() } : null;

  return {
    title: texts.title,
    intro: [property.title, texts.issued(formatLongDate(issuedAt, locale)), texts.basis],
    lang: INTL_LOCALE[locale],
    author: company.legal_name || company.company_name || '',
    sections: [
      {
        heading: texts.identification,
        facts: given([
          { label: texts.address, value: `${property.address}, ${property.neighborhood}, Barcelona` },
          { label: t('modal.type'), value: t(`type.${property.property_type}` as 'type.piso') },
          { label: t('modal.bedrooms'), value: String(property.bedrooms) },
          { label: t('modal.bathrooms'), value: String(property.bathrooms) },
        ]),
      },
      {
        heading: texts.areas,
        facts: [
          { label: texts.advertisedArea, value: area(property.size_m2)! },
          property.usable_area_m2 !== null
            ? { label: t('listing.usableArea'), value: area(property.usable_area_m2)! }
            : missing(t('listing.usableArea')),
          property.built_area_m2 !== null
            ? { label: t('listing.builtArea'), value: area(property.built_area_m2)! }
            : missing(t('listing.builtArea')),
        ],
      },
      {
        heading: texts.priceAndTaxes,
        facts: price,
        notes: price.length > 0 ? [t('listing.taxesNote')] : [texts.priceOnRequest],
      },
      { heading: texts.energy, facts: energy },
      {
        heading: texts.building,
        facts: dwellingFacts(property, t, locale).filter(
          (fact) =>
            ![t('listing.usableArea'), t('listing.builtArea'), t('listing.communityFees'), t('listing.ibi')].includes(
              fact.label,
            ),
        ),
      },
      { heading: texts.registry, facts: [...legal, ...required.filter((label) => !has(label)).map(missing)] },
      {
        heading: texts.charges,
        facts: dwellingFacts(property, t, locale).filter((fact) =>
          [t('listing.communityFees'), t('listing.ibi')].includes(fact.label),
        ),
        notes: property.community_fees_per_year === null || property.ibi_per_year === null ? [texts.notStated] : [],
      },
      // This property's terms first, where set; the general ones always follow (reservation deducted, notary…).
      {
        heading: texts.payment,
        facts: paymentFacts(property, t, locale),
        notes: [...(property.payment_terms ? [property.payment_terms] : []), ...texts.paymentTerms],
      },
      {
        heading: texts.seller,
        facts: given([
          companyFact(texts.legalName, company.legal_name),
          companyFact(texts.taxId, company.tax_id),
          companyFact(texts.legalAddress, company.legal_address),
          companyFact(texts.mercantileRegistry, mercantileRegistryText(company)),
          companyFact(
            texts.contact,
            [company.company_email, company.company_phone].filter((v) => v?.trim()).join(' · '),
          ),
        ]),
      },
    ],
    footer: texts.validity(url),
  };
}

export function informationSheetPdf(input: SheetInput): Promise<Buffer> {
  return renderFactSheetPdf(informationSheet(input));
}
