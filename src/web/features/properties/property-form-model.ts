import type { PropertyDto } from '#shared/api/api-types.ts';
import { madridDateParts } from '#shared/format/dates.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { propertyInputSchema } from '#shared/schemas/property-schema.ts';
import { BUILDING_TEXT_KEYS, type BuildingTextField } from '#shared/site/building-details.ts';
import { isFloorLevel, parseFloorDoor, parseRegistryOffice, type FloorLevel } from '#shared/site/floor-door.ts';
import type { TranslationLocale } from '#shared/site/translated-content.ts';

// The property form's values and their mapping to the API body of docs/product.md §8: publication_date is sent as
// start_date, sale_date as completion_date (only for a sold property), and numbers as numbers.

export type ImageDraft = {
  /** Stable key for React and drag and drop, also for images not saved yet. */
  key: string;
  id?: number;
  /** `/media/…` of an uploaded or saved image. */
  url: string;
  caption: string;
  /** '' means not translated: the Catalan or English page shows the Spanish caption. */
  caption_ca: string;
  caption_en: string;
  is_before: boolean;
  is_after: boolean;
};

export type VideoDraft = { key: string; youtube_url: string; title: string; title_ca: string; title_en: string };

/** The art. 60.3 texts and their Catalan and English ('' means not given or not translated). */
type BuildingTextKey = BuildingTextField | `${BuildingTextField}_${TranslationLocale}`;
type BuildingTexts = Record<BuildingTextKey, string>;

export type PropertyFormValues = BuildingTexts & {
  title: string;
  description: string;
  /** Catalan and English texts; '' means not translated (the site shows the Spanish). */
  title_ca: string;
  title_en: string;
  description_ca: string;
  description_en: string;
  address: string;
  neighborhood: string;
  property_type: string;
  status: string;
  bedrooms: string;
  bathrooms: string;
  size_m2: string;
  /** yyyy-mm-dd from the date input. */
  publication_date: string;
  sale_date: string;
  energy_rating: string;
  energy_consumption: string;
  energy_emissions: string;
  price: string;
  /** Buyer-facing details (docs/product.md#31-property-listings-what-a-buyer-is-told); '' means not given. */
  usable_area_m2: string;
  built_area_m2: string;
  cadastral_reference: string;
  registry_office: string;
  registry_property_number: string;
  registry_idufir: string;
  year_built: string;
  /** The floor as typed before it was structured: kept and sent back unchanged (docs/product.md#structured-address-facts). */
  floor: string;
  /** '' (not given), a floor number ('2') or a named level ('atico'). */
  floor_choice: string;
  door: string;
  registry_number: string;
  registry_city: string;
  /** '', 'yes' or 'no'. */
  has_lift: string;
  community_fees_per_year: string;
  ibi_per_year: string;
  habitability_certificate_number: string;
  /** yyyy-mm-dd. */
  habitability_certificate_date: string;
  /** 'new' or 'second_hand'. */
  sale_kind: string;
  /** One switch per portal (docs/product.md#portals). */
  publish_to_kyero: boolean;
  publish_to_idealista: boolean;
  publish_to_fotocasa: boolean;
  /** WGS84 coordinates for the portals' maps; read from the admin API after the form opens (never public). */
  latitude: string;
  longitude: string;
  /** Whether latitude and longitude hold the stored values (or the admin's): until then they are not sent. */
  location_loaded: boolean;
  reservation_amount: string;
  arras_percentage: string;
  payment_terms: string;
  payment_terms_ca: string;
  payment_terms_en: string;
  /** 'built' or 'usable': which area `size_m2` is. */
  size_m2_kind: string;
  /** '', 'vacant', 'tenanted' or 'occupied'. */
  occupancy: string;
  /** '' none; the stored plan's `/media/…` path; or a new file's data: URL. */
  floor_plan: string;
  /** How the form names the plan: the chosen file's name, or the stored plan's type. */
  floor_plan_label: string;
  images: ImageDraft[];
  videos: VideoDraft[];
};

type PropertyField = Exclude<keyof PropertyFormValues, 'images' | 'videos'> | 'images' | 'videos';
export type PropertyFormErrors = Partial<Record<PropertyField, string>>;

export type PropertyBody = Record<BuildingTextKey, string | null> & {
  title: string;
  description: string;
  title_ca: string | null;
  title_en: string | null;
  description_ca: string | null;
  description_en: string | null;
  address: string;
  neighborhood: string;
  property_type: string;
  status: string;
  bedrooms: number | undefined;
  bathrooms: number | undefined;
  size_m2: number | undefined;
  images: {
    id?: number;
    url: string;
    caption: string | null;
    caption_ca: string | null;
    caption_en: string | null;
    is_before: boolean;
    is_after: boolean;
    order: number;
  }[];
  videos: { youtube_url: string; title: string | null; title_ca: string | null; title_en: string | null }[];
  order: number;
  start_date: string;
  completion_date: string | null;
  sale_date: null;
  energy_rating: string | null;
  energy_consumption: number | null;
  energy_emissions: number | null;
  price: number | null;
  usable_area_m2: number | null;
  built_area_m2: number | null;
  cadastral_reference: string | null;
  registry_office: string | null;
  registry_property_number: string | null;
  registry_idufir: string | null;
  year_built: number | null;
  floor: string | null;
  floor_number: number | null;
  floor_level: FloorLevel | null;
  door: string | null;
  registry_number: number | null;
  registry_city: string | null;
  has_lift: boolean | null;
  community_fees_per_year: number | null;
  ibi_per_year: number | null;
  habitability_certificate_number: string | null;
  habitability_certificate_date: string | null;
  is_new_build: boolean;
  publish_to_portals: boolean;
  publish_to_kyero: boolean;
  publish_to_idealista: boolean;
  publish_to_fotocasa: boolean;
  latitude?: number | null;
  longitude?: number | null;
  reservation_amount: number | null;
  arras_percentage: number | null;
  payment_terms: string | null;
  payment_terms_ca: string | null;
  payment_terms_en: string | null;
  size_m2_kind: string;
  occupancy: string | null;
  floor_plan: string | null;
};

export const PUBLICATION_DATE_REQUIRED = 'Fecha de Publicación es obligatoria';

/** New property defaults (docs/product.md §2): piso, reformando, 1 bedroom, 1 bathroom, 50 m². */
export function newPropertyValues(today: string): PropertyFormValues {
  return {
    title: '',
    description: '',
    title_ca: '',
    title_en: '',
    description_ca: '',
    description_en: '',
    address: '',
    neighborhood: '',
    property_type: 'piso',
    status: PROPERTY_STATUS.reformando,
    bedrooms: '1',
    bathrooms: '1',
    size_m2: '50',
    publication_date: today,
    sale_date: '',
    energy_rating: '',
    energy_consumption: '',
    energy_emissions: '',
    price: '',
    usable_area_m2: '',
    built_area_m2: '',
    cadastral_reference: '',
    registry_office: '',
    registry_property_number: '',
    registry_idufir: '',
    year_built: '',
    floor: '',
    floor_choice: '',
    door: '',
    registry_number: '',
    registry_city: '',
    has_lift: '',
    community_fees_per_year: '',
    ibi_per_year: '',
    habitability_certificate_number: '',
    habitability_certificate_date: '',
    sale_kind: 'second_hand',
    publish_to_kyero: false,
    publish_to_idealista: false,
    publish_to_fotocasa: false,
    latitude: '',
    longitude: '',
    location_loaded: true,
    reservation_amount: '',
    arras_percentage: '',
    payment_terms: '',
    payment_terms_ca: '',
    payment_terms_en: '',
    ...emptyBuildingTexts(),
    size_m2_kind: 'built',
    occupancy: '',
    floor_plan: '',
    floor_plan_label: '',
    images: [],
    videos: [],
  };
}

const BUILDING_TEXT_FORM_KEYS: readonly BuildingTextKey[] = BUILDING_TEXT_KEYS.flatMap((field) => [
  field,
  `${field}_ca` as const,
  `${field}_en` as const,
]);

const emptyBuildingTexts = (): BuildingTexts =>
  Object.fromEntries(BUILDING_TEXT_FORM_KEYS.map((key) => [key, ''])) as BuildingTexts;

/**
 * Floor, door and Land Registry as the form edits them: the stored data, or, for a property saved before these
 * fields existed, its typed text read as data where that needs no guess (saving then stores it as data).
 */
function structuredFields(property: PropertyDto) {
  const hasFloor = property.floor_number !== null || property.floor_level !== null || property.door !== null;
  const floor = hasFloor ? property : (parseFloorDoor(property.floor) ?? property);
  const hasRegistry = property.registry_number !== null || property.registry_city !== null;
  const registry = hasRegistry ? property : (parseRegistryOffice(property.registry_office) ?? property);
  return {
    floor_choice: floor.floor_level ?? (floor.floor_number === null ? '' : String(floor.floor_number)),
    door: floor.door ?? '',
    registry_number: registry.registry_number === null ? '' : String(registry.registry_number),
    registry_city: registry.registry_city ?? '',
  };
}

/** How the form names a stored floor plan: by its type, as it has no file name. */
export const storedFloorPlanLabel = (contentType: string) =>
  contentType === 'application/pdf' ? 'Plano guardado (PDF)' : 'Plano guardado (imagen)';

/** "2026-11-22" of a stored timestamp, as the calendar day in Madrid; '' when absent. */
function toDateInput(iso: string | null): string {
  const p = madridDateParts(iso);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : '';
}

// Midnight UTC is the same calendar day in Madrid (UTC+1/+2), so the day survives the round trip.
const toIsoTimestamp = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();

const numberText = (n: number | null) => (n === null ? '' : String(n));

export function formValuesFromProperty(property: PropertyDto): PropertyFormValues {
  return {
    title: property.title,
    description: property.description,
    title_ca: property.title_ca ?? '',
    title_en: property.title_en ?? '',
    description_ca: property.description_ca ?? '',
    description_en: property.description_en ?? '',
    address: property.address,
    neighborhood: property.neighborhood,
    property_type: property.property_type,
    status: property.status,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    size_m2: String(property.size_m2),
    publication_date: toDateInput(property.start_date),
    sale_date: toDateInput(property.completion_date),
    energy_rating: property.energy_rating ?? '',
    energy_consumption: numberText(property.energy_consumption),
    energy_emissions: numberText(property.energy_emissions),
    price: numberText(property.price),
    usable_area_m2: numberText(property.usable_area_m2),
    built_area_m2: numberText(property.built_area_m2),
    cadastral_reference: property.cadastral_reference ?? '',
    registry_office: property.registry_office ?? '',
    registry_property_number: property.registry_property_number ?? '',
    registry_idufir: property.registry_idufir ?? '',
    year_built: numberText(property.year_built),
    floor: property.floor ?? '',
    ...structuredFields(property),
    has_lift: property.has_lift === null ? '' : property.has_lift ? 'yes' : 'no',
    community_fees_per_year: numberText(property.community_fees_per_year),
    ibi_per_year: numberText(property.ibi_per_year),
    habitability_certificate_number: property.habitability_certificate_number ?? '',
    habitability_certificate_date: toDateInput(property.habitability_certificate_date),
    sale_kind: property.is_new_build ? 'new' : 'second_hand',
    publish_to_kyero: property.publish_to_kyero,
    publish_to_idealista: property.publish_to_idealista,
    publish_to_fotocasa: property.publish_to_fotocasa,
    latitude: '',
    longitude: '',
    location_loaded: false,
    reservation_amount: numberText(property.reservation_amount),
    arras_percentage: numberText(property.arras_percentage),
    payment_terms: property.payment_terms ?? '',
    payment_terms_ca: property.payment_terms_ca ?? '',
    payment_terms_en: property.payment_terms_en ?? '',
    ...(Object.fromEntries(BUILDING_TEXT_FORM_KEYS.map((key) => [key, property[key] ?? ''])) as BuildingTexts),
    size_m2_kind: property.size_m2_kind,
    occupancy: property.occupancy ?? '',
    floor_plan: property.floor_plan?.url ?? '',
    floor_plan_label: property.floor_plan ? storedFloorPlanLabel(property.floor_plan.content_type) : '',
    images: [...property.images]
      .sort((a, b) => a.order - b.order)
      .map((image) => ({
        key: `image-${image.id}`,
        id: image.id,
        url: image.url,
        caption: image.caption ?? '',
        caption_ca: image.caption_ca ?? '',
        caption_en: image.caption_en ?? '',
        is_before: image.is_before,
        is_after: image.is_after,
      })),
    videos: property.videos.map((video) => ({
      key: `video-${video.id}`,
      youtube_url: video.youtube_url,
      title: video.title ?? '',
      title_ca: video.title_ca ?? '',
      title_en: video.title_en ?? '',
    })),
  };
}

const translation = (text: string) => text.trim() || null;
const requiredNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The body of POST/PUT /api/cms/properties (docs/product.md §8): start_date from the publication date (now when
 * empty), completion_date only when sold, sale_date null, no publication_date, and `order` kept or last.
 */
export function toPropertyBody(values: PropertyFormValues, order: number, now: Date = new Date()): PropertyBody {
  const sold = values.status === PROPERTY_STATUS.vendido;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    // The form shows every translation, so it always sends them: '' removes one (docs/product.md §11.2).
    title_ca: translation(values.title_ca),
    title_en: translation(values.title_en),
    description_ca: translation(values.description_ca),
    description_en: translation(values.description_en),
    address: values.address.trim(),
    neighborhood: values.neighborhood.trim(),
    property_type: values.property_type,
    status: values.status,
    bedrooms: requiredNumber(values.bedrooms),
    bathrooms: requiredNumber(values.bathrooms),
    size_m2: requiredNumber(values.size_m2),
    images: values.images.map((image, index) => ({
      ...(image.id !== undefined ? { id: image.id } : {}),
      url: image.url,
      caption: image.caption.trim() || null,
      caption_ca: translation(image.caption_ca),
      caption_en: translation(image.caption_en),
      is_before: image.is_before,
      is_after: image.is_after,
      order: index + 1,
    })),
    videos: values.videos.map((video) => ({
      youtube_url: video.youtube_url.trim(),
      title: video.title.trim() || null,
      title_ca: translation(video.title_ca),
      title_en: translation(video.title_en),
    })),
    order,
    start_date: values.publication_date ? toIsoTimestamp(values.publication_date) : now.toISOString(),
    completion_date: sold && values.sale_date ? toIsoTimestamp(values.sale_date) : null,
    sale_date: null,
    energy_rating: values.energy_rating || null,
    energy_consumption: optionalNumber(values.energy_consumption),
    energy_emissions: optionalNumber(values.energy_emissions),
    price: optionalNumber(values.price),
    usable_area_m2: optionalNumber(values.usable_area_m2),
    built_area_m2: optionalNumber(values.built_area_m2),
    cadastral_reference: values.cadastral_reference.trim() || null,
    registry_office: values.registry_office.trim() || null,
    registry_property_number: values.registry_property_number.trim() || null,
    registry_idufir: values.registry_idufir.trim() || null,
    year_built: optionalNumber(values.year_built),
    floor: values.floor.trim() || null,
    floor_number: isFloorLevel(values.floor_choice) || values.floor_choice === '' ? null : Number(values.floor_choice),
    floor_level: isFloorLevel(values.floor_choice) ? values.floor_choice : null,
    door: values.door.trim().toUpperCase() || null,
    registry_number: optionalNumber(values.registry_number),
    registry_city: values.registry_city.trim() || null,
    has_lift: values.has_lift === '' ? null : values.has_lift === 'yes',
    community_fees_per_year: optionalNumber(values.community_fees_per_year),
    ibi_per_year: optionalNumber(values.ibi_per_year),
    habitability_certificate_number: values.habitability_certificate_number.trim() || null,
    habitability_certificate_date: values.habitability_certificate_date
      ? toIsoTimestamp(values.habitability_certificate_date)
      : null,
    is_new_build: values.sale_kind === 'new',
    // The old single switch, consistent with the three, for clients and servers that read only it.
    publish_to_portals: values.publish_to_kyero || values.publish_to_idealista || values.publish_to_fotocasa,
    publish_to_kyero: values.publish_to_kyero,
    publish_to_idealista: values.publish_to_idealista,
    publish_to_fotocasa: values.publish_to_fotocasa,
    // Not yet read from the server: left out, so the stored coordinates stay.
    ...(values.location_loaded
      ? { latitude: optionalNumber(values.latitude), longitude: optionalNumber(values.longitude) }
      : {}),
    reservation_amount: optionalNumber(values.reservation_amount),
    arras_percentage: optionalNumber(values.arras_percentage),
    payment_terms: values.payment_terms.trim() || null,
    payment_terms_ca: translation(values.payment_terms_ca),
    payment_terms_en: translation(values.payment_terms_en),
    ...(Object.fromEntries(BUILDING_TEXT_FORM_KEYS.map((key) => [key, translation(values[key])])) as Record<
      BuildingTextKey,
      string | null
    >),
    size_m2_kind: values.size_m2_kind,
    occupancy: values.occupancy || null,
    floor_plan: values.floor_plan || null,
  };
}

// The API's field names back to the form's.
const FORM_FIELD: Partial<Record<string, PropertyField>> = {
  floor_number: 'floor_choice',
  floor_level: 'floor_choice',
  start_date: 'publication_date',
  completion_date: 'sale_date',
  is_new_build: 'sale_kind',
};

/** The first message per field, from the same schema the server applies, plus the required publication date. */
export function validatePropertyForm(values: PropertyFormValues): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  if (values.publication_date.trim() === '') errors.publication_date = PUBLICATION_DATE_REQUIRED;
  const result = propertyInputSchema.safeParse(toPropertyBody(values, 1));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = FORM_FIELD[key] ?? (key in values ? (key as PropertyField) : undefined);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
