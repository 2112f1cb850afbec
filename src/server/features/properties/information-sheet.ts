import type { PropertyDto, SiteContentDto } from '#shared/api/api-types.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { formatLongDate, formatNumber } from '#shared/i18n/locale-format.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { createTranslator, type Translate } from '#shared/i18n/translator.ts';
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

/**
 * An item Llei 18/2007 art. 60.3 (or RD 515/1989) asks the sheet for, by a code every language shares: the sheet
 * prints «No consta todavía» / «Encara no consta» / «Not provided yet» for it when the admin has not filled it in.
 */
export type SheetItem =
  | 'occupancy'
  | 'usable_area'
  | 'built_area'
  | 'energy_rating'
  | BuildingTextField
  | 'floor_plan'
  | 'cadastral_reference'
  | 'registry_office'
  | 'registry_property'
  | 'habitability'
  | 'community_fees'
  | 'ibi';

const LISTING_KEYS = {
  usable_area: 'listing.usableArea',
  built_area: 'listing.builtArea',
  cadastral_reference: 'listing.cadastralReference',
  registry_office: 'listing.registryOffice',
  registry_property: 'listing.registryProperty',
  habitability: 'listing.habitability',
  community_fees: 'listing.communityFees',
  ibi: 'listing.ibi',
} as const satisfies Partial<Record<SheetItem, string>>;

/** An item's name as the sheet in `locale` prints it. */
export function sheetItemLabel(item: string, locale: Locale): string {
  const texts = SHEET_TEXTS[locale];
  if (item in LISTING_KEYS) {
    const t = createTranslator(locale, PUBLIC_CATALOGS[locale]);
    return t(LISTING_KEYS[item as keyof typeof LISTING_KEYS]);
  }
  if (item in texts.buildingTexts) return texts.buildingTexts[item as BuildingTextField];
  if (item === 'occupancy') return texts.occupancy;
  if (item === 'energy_rating') return texts.energyRating;
  if (item === 'floor_plan') return texts.floorPlan;
  return item;
}

const COMMUNITY_TEXTS: readonly BuildingTextField[] = ['community_charges', 'community_statutes'];
const BUILDING_TEXTS = BUILDING_TEXT_KEYS.filter((field) => !COMMUNITY_TEXTS.includes(field));

type SheetContext = {
  property: PropertyDto;
  t: Translate<PublicMessages>;
  texts: (typeof SHEET_TEXTS)[Locale];
  locale: Locale;
  /** Records the item as not stated, in the order the sheet asks for it. */
  missing: (label: string, item: SheetItem) => Fact;
  stated: (label: string, value: string | null | undefined, item: SheetItem) => Fact;
};

function energyFacts({ property, t, texts, locale, missing }: SheetContext): Fact[] {
  const pending = energyPendingText(property, t);
  return hasEnergyRating(property.energy_rating)
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
    : [pending ? { label: texts.energyRating, value: pending } : missing(texts.energyRating, 'energy_rating')];
}

function identificationFacts({ property, t, texts, stated }: SheetContext): Fact[] {
  return given([
    { label: texts.address, value: `${property.address}, ${property.neighborhood}, Barcelona` },
    { label: t('modal.type'), value: t(`type.${property.property_type}` as 'type.piso') },
    { label: t('modal.bedrooms'), value: String(property.bedrooms) },
    { label: t('modal.bathrooms'), value: String(property.bathrooms) },
  ]).concat(stated(texts.occupancy, property.occupancy && texts.occupancyValues[property.occupancy], 'occupancy'));
}

function areaFacts({ property, t, texts, locale, missing }: SheetContext): Fact[] {
  const area = (m2: number | null) => (m2 === null ? null : t('card.area', { size: formatNumber(m2, locale) }));
  return [
    { label: texts.advertisedArea, value: advertisedArea(t, locale, property) },
    property.usable_area_m2 !== null
      ? { label: t('listing.usableArea'), value: area(property.usable_area_m2)! }
      : missing(t('listing.usableArea'), 'usable_area'),
    property.built_area_m2 !== null
      ? { label: t('listing.builtArea'), value: area(property.built_area_m2)! }
      : missing(t('listing.builtArea'), 'built_area'),
  ];
}

function sellerFacts(company: SiteContentDto, texts: SheetContext['texts'], locale: Locale): Fact[] {
  const companyFact = (label: string, value: string | undefined): Fact | null =>
    value?.trim() ? { label, value: value.trim() } : null;
  return given([
    companyFact(texts.legalName, company.legal_name),
    companyFact(texts.taxId, company.tax_id),
    companyFact(texts.legalAddress, company.legal_address),
    companyFact(texts.mercantileRegistry, mercantileRegistryText(company, locale)),
    companyFact(texts.contact, [company.company_email, company.company_phone].filter((v) => v?.trim()).join(' · ')),
  ]);
}

/**
 * The information sheet a buyer must have before paying anything (docs/product.md#31-property-listings-what-a-buyer-is-told): identification,
 * areas, price and taxes, energy label, building (with what Llei 18/2007 art. 60.3 adds: structure, insulation,
 * installations, finishes, floor plan), registry and cédula, community and charges, payment terms and the seller;
 * dated. What the law asks for and the admin has not filled in says so, rather than being left out silently.
 */
function informationSheet(
  { property, company, locale, publicUrl, issuedAt, floorPlanImage }: SheetInput,
  notStated: SheetItem[] = [],
): FactSheet {
  const t = createTranslator(locale, PUBLIC_CATALOGS[locale]);
  const texts = SHEET_TEXTS[locale];
  const date = todayIsoDateInMadrid(issuedAt);
  // Every «not stated» line is also listed by its code: the contract's warnings name exactly what the sheet says.
  const missing = (label: string, item: SheetItem): Fact => {
    notStated.push(item);
    return { label, value: texts.notStated };
  };
  const stated = (label: string, value: string | null | undefined, item: SheetItem): Fact =>
    value?.trim() ? { label, value: value.trim() } : missing(label, item);
  // A value typed in Spanish that this language cannot write says which language it is in.
  const said = (fact: Fact): Fact =>
    fact.lang === 'es' && locale !== 'es' ? { ...fact, value: fact.value + texts.inSpanish } : fact;
  const legal = legalFacts(property, t, locale).map(said);
  const has = (label: string) => legal.some((fact) => fact.label === label);
  const required = (['cadastral_reference', 'registry_office', 'registry_property', 'habitability'] as const).map(
    (item) => ({ item, label: t(LISTING_KEYS[item]) }),
  );
  const sheet: SheetContext = { property, t, texts, locale, missing, stated };
  const energy = energyFacts(sheet);
  const price = priceFacts(property, t, locale, date);
  const url = new URL(localizedPropertyPath(property, locale), publicUrl).toString();
  const yearly = (['community_fees', 'ibi'] as const).map((item) => ({ item, label: t(LISTING_KEYS[item]) }));
  const yearlyLabels = yearly.map(({ label }) => label);
  const dwelling = dwellingFacts(property, t, locale).map(said);
  const floorPlan: Fact = property.floor_plan
    ? {
        label: texts.floorPlan,
        value: floorPlanImage
          ? texts.floorPlanAttached
          : texts.floorPlanSeparate(new URL(property.floor_plan.url, publicUrl).toString()),
      }
    : missing(texts.floorPlan, 'floor_plan');

  return {
    title: texts.title,
    intro: [property.title, texts.issued(formatLongDate(issuedAt, locale)), texts.basis],
    lang: INTL_LOCALE[locale],
    author: company.legal_name || company.company_name || '',
    sections: [
      {
        heading: texts.identification,
        facts: identificationFacts(sheet),
      },
      {
        heading: texts.areas,
        facts: areaFacts(sheet),
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
            (fact) => ![t('listing.usableArea'), t('listing.builtArea'), ...yearlyLabels].includes(fact.label),
          ),
          ...BUILDING_TEXTS.map((field) => stated(texts.buildingTexts[field], property[field], field)),
          floorPlan,
        ],
      },
      {
        heading: texts.registry,
        facts: [
          ...legal,
          ...required.filter(({ label }) => !has(label)).map(({ label, item }) => missing(label, item)),
        ],
      },
      {
        heading: texts.charges,
        facts: [
          ...yearly.map(({ label, item }) => dwelling.find((fact) => fact.label === label) ?? missing(label, item)),
          ...COMMUNITY_TEXTS.map((field) => stated(texts.buildingTexts[field], property[field], field)),
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
        facts: sellerFacts(company, texts, locale),
      },
    ],
    images: floorPlanImage ? [{ caption: texts.floorPlan, data: floorPlanImage }] : [],
    footer: texts.validity(url),
  };
}

export function informationSheetPdf(input: SheetInput): Promise<Buffer> {
  return renderFactSheetPdf(informationSheet(input));
}

/** The items the sheet for this property marks as not stated, by code, in the sheet's order. */
export function informationSheetMissing(input: SheetInput): SheetItem[] {
  const notStated: SheetItem[] = [];
  informationSheet(input, notStated);
  return notStated;
}

/** The sheet's file name in its own language: `ficha-12-piso…`, `fitxa-12-pis…`, `information-sheet-12-flat…`. */
export function informationSheetFileName(property: PropertyDto, locale: Locale, file: 'sheet' | 'floorPlan'): string {
  const name = file === 'sheet' ? SHEET_TEXTS[locale].fileName : SHEET_TEXTS[locale].floorPlanFileName;
  return `${name}-${property.id}-${slugIn(property, locale)}.pdf`;
}
