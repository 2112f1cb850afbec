import type { PropertyDto, SiteContentDto } from '#shared/api/api-types.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { formatLongDate, formatNumber } from '#shared/i18n/locale-format.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { BUILDING_TEXT_KEYS, type BuildingTextField } from '#shared/site/building-details.ts';
import { mercantileRegistryText } from '#shared/site/content.ts';
import { hasEnergyRating } from '#shared/site/energy-label.ts';
import {
  advertisedArea,
  dwellingFacts,
  energyPendingText,
  legalFacts,
  paymentFacts,
  priceFacts,
  taxNotes,
  type Fact,
} from '#shared/site/listing-facts.ts';
import { localizedPropertyPath, slugIn } from '#shared/site/property-path.ts';
import { renderFactSheetPdf, type FactSheet } from '#server/lib/pdf/fact-sheet-pdf.ts';

import { SHEET_TEXTS } from './information-sheet-texts';

type SheetInput = {
  /** In the sheet's language where translated. */
  property: PropertyDto;
  company: SiteContentDto;
  locale: Locale;
  publicUrl: string;
  issuedAt: Date;
  /** The floor plan as a picture the PDF can print (JPEG or PNG bytes); a PDF plan is named, not printed. */
  floorPlanImage?: Buffer;
};

const given = (facts: (Fact | null)[]) =>
  facts.filter((fact): fact is Fact => fact !== null && fact.value.trim() !== '');

const COMMUNITY_TEXTS: readonly BuildingTextField[] = ['community_charges', 'community_statutes'];
const BUILDING_TEXTS = BUILDING_TEXT_KEYS.filter((field) => !COMMUNITY_TEXTS.includes(field));

/**
 * The information sheet a buyer must have before paying anything (docs/product.md#31-property-listings-what-a-buyer-is-told): identification,
 * areas, price and taxes, energy label, building (with what Llei 18/2007 art. 60.3 adds: structure, insulation,
 * installations, finishes, floor plan), registry and cédula, community and charges, payment terms and the seller;
 * dated. What the law asks for and the admin has not filled in says so, rather than being left out silently.
 */
function informationSheet({ property, company, locale, publicUrl, issuedAt, floorPlanImage }: SheetInput): FactSheet {
  const t = createTranslator(locale, PUBLIC_CATALOGS[locale]);
  const texts = SHEET_TEXTS[locale];
  const date = todayIsoDateInMadrid(issuedAt);
  const missing = (label: string): Fact => ({ label, value: texts.notStated });
  const stated = (label: string, value: string | null | undefined): Fact =>
    value?.trim() ? { label, value: value.trim() } : missing(label);
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
  const price = priceFacts(property, t, locale, date);
  const url = new URL(localizedPropertyPath(property, locale), publicUrl).toString();
  const companyFact = (label: string, value: string | undefined): Fact | null =>
    value?.trim() ? { label, value: value.trim() } : null;
  const yearly = [t('listing.communityFees'), t('listing.ibi')];
  const dwelling = dwellingFacts(property, t, locale);
  const floorPlan: Fact = property.floor_plan
    ? {
        label: texts.floorPlan,
        value: floorPlanImage
          ? texts.floorPlanAttached
          : texts.floorPlanSeparate(new URL(property.floor_plan.url, publicUrl).toString()),
      }
    : missing(texts.floorPlan);

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
        ]).concat(stated(texts.occupancy, property.occupancy && texts.occupancyValues[property.occupancy])),
      },
      {
        heading: texts.areas,
        facts: [
          { label: texts.advertisedArea, value: advertisedArea(t, locale, property) },
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
        notes: price.length > 0 ? taxNotes(property, t, locale, date) : [texts.priceOnRequest],
      },
      { heading: texts.energy, facts: energy },
      {
        heading: texts.building,
        facts: [
          ...dwelling.filter(
            (fact) => ![t('listing.usableArea'), t('listing.builtArea'), ...yearly].includes(fact.label),
          ),
          ...BUILDING_TEXTS.map((field) => stated(texts.buildingTexts[field], property[field])),
          floorPlan,
        ],
      },
      { heading: texts.registry, facts: [...legal, ...required.filter((label) => !has(label)).map(missing)] },
      {
        heading: texts.charges,
        facts: [
          ...yearly.map((label) => dwelling.find((fact) => fact.label === label) ?? missing(label)),
          ...COMMUNITY_TEXTS.map((field) => stated(texts.buildingTexts[field], property[field])),
        ],
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
          companyFact(texts.mercantileRegistry, mercantileRegistryText(company, locale)),
          companyFact(
            texts.contact,
            [company.company_email, company.company_phone].filter((v) => v?.trim()).join(' · '),
          ),
        ]),
      },
    ],
    images: floorPlanImage ? [{ caption: texts.floorPlan, data: floorPlanImage }] : [],
    footer: texts.validity(url),
  };
}

export function informationSheetPdf(input: SheetInput): Promise<Buffer> {
  return renderFactSheetPdf(informationSheet(input));
}

/** The sheet's file name in its own language: `ficha-12-piso…`, `fitxa-12-pis…`, `information-sheet-12-flat…`. */
export function informationSheetFileName(property: PropertyDto, locale: Locale, file: 'sheet' | 'floorPlan'): string {
  const name = file === 'sheet' ? SHEET_TEXTS[locale].fileName : SHEET_TEXTS[locale].floorPlanFileName;
  return `${name}-${property.id}-${slugIn(property, locale)}.pdf`;
}
