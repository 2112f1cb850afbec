import { z } from 'zod';

import { dataUrlPayload } from '#shared/format/base64.ts';
import { isIsoDateString, isWithinInputYears, yearOutOfRangeMessage } from '#shared/format/dates.ts';
import { normalizeCadastralReference, validateCadastralReference } from '#shared/identity/cadastral-reference.ts';
import {
  AREA_KINDS,
  BUILDING_TEXT_FIELDS,
  FLOOR_PLAN_TYPES,
  OCCUPANCY_VALUES,
  type BuildingTextField,
} from '#shared/site/building-details.ts';
import { DOOR_PATTERN, FLOOR_LEVELS } from '#shared/site/floor-door.ts';
import { ENERGY_RATING_VALUES, PROPERTY_STATUSES, PROPERTY_TYPES } from '#shared/site/labels.ts';
import { TRANSLATION_LANGUAGE_NAMES, type TranslationLocale } from '#shared/site/translated-content.ts';
import { parseYoutubeId } from '#shared/site/youtube.ts';

import {
  blankAsNull,
  isoDateString,
  listOrEmpty,
  numberField,
  optionalAmountField,
  optionalNumberField,
  optionalText,
  requiredTextRule,
  ruledString,
  singleLine,
} from './zod-fields';

/** Image types the property form accepts (docs/product.md §9). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const INVALID_YOUTUBE_MESSAGE = 'Enlace de YouTube no válido';

// Some browsers label JPEG files "image/jpg".
const IMAGE_DATA_URL_TYPES = [...ACCEPTED_IMAGE_TYPES, 'image/jpg'];
// A path the product itself serves: rooted, not protocol-relative ("//host") and without "..".
const LOCAL_PATH = /^\/(?![/\\])[^\s\\]*$/;
const PARENT_SEGMENT = /(?:^|\/)\.\.(?:\/|$)/;

/** A new file arrives as a data: URL of one of `types`; a stored one keeps the path the server gave it. */
function isNewOrStoredFileUrl(url: string, types: readonly string[]): boolean {
  // Boolean(): an empty payload is no file either.
  if (url.startsWith('data:')) return Boolean(dataUrlPayload(url, types));
  return LOCAL_PATH.test(url) && !PARENT_SEGMENT.test(url);
}

/** A newly added image arrives as a data: URL; an existing one keeps the path the server gave it. */
export const isAcceptedImageUrl = (url: string): boolean => isNewOrStoredFileUrl(url, IMAGE_DATA_URL_TYPES);

/** A required text; a single-line one (title, address, neighbourhood) folds tabs and line breaks to spaces. */
function requiredText(label: string, max: number, lines: 'single' | 'multi' = 'single') {
  const message = `${label} es obligatorio`;
  const text = ruledString(message, requiredTextRule(message, label, max));
  return lines === 'single' ? text.transform(singleLine) : text;
}

function isoDate(label: string) {
  return blankAsNull(
    z
      .string({ error: `${label} no válida` })
      .refine(isIsoDateString, { message: `${label} no válida`, abort: true })
      .refine(isWithinInputYears, yearOutOfRangeMessage(label))
      .nullish(),
  );
}

// Same limits as the Spanish field; omitted on update keeps the stored translation, null or blank removes it.
const translatedText = (label: string, locale: TranslationLocale, max: number) =>
  optionalText(`${label} en ${TRANSLATION_LANGUAGE_NAMES[locale]}`, max).describe(
    `Opcional. Sin el campo no cambia; null o vacío lo quita y se muestra el texto en español`,
  );
/** A translated title: one line, like the Spanish one. */
const translatedTitle = (label: string, locale: TranslationLocale, max: number) =>
  translatedText(label, locale, max).transform((text) => (typeof text === 'string' ? singleLine(text) : text));

export const FLOOR_PLAN_INVALID = 'El plano debe ser un PDF o una imagen (JPEG, PNG o WebP)';

/** A new floor plan arrives as a data: URL; the stored one is sent back as its path to keep it. */
const isAcceptedFloorPlanUrl = (url: string) => isNewOrStoredFileUrl(url, [...FLOOR_PLAN_TYPES, 'image/jpg']);

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 10_000;
export const PAYMENT_TERMS_MAX_LENGTH = 1_000;

export const BUILDING_TEXT_MAX_LENGTH = 2_000;

const buildingTextFields = Object.fromEntries(
  Object.entries(BUILDING_TEXT_FIELDS).flatMap(([field, label]) => [
    [field, optionalText(label, BUILDING_TEXT_MAX_LENGTH).describe(`Opcional. ${label}`)],
    [`${field}_ca`, translatedText(label, 'ca', BUILDING_TEXT_MAX_LENGTH)],
    [`${field}_en`, translatedText(label, 'en', BUILDING_TEXT_MAX_LENGTH)],
  ]),
) as Record<BuildingTextField | `${BuildingTextField}_${TranslationLocale}`, ReturnType<typeof optionalText>>;

// Omitted on update keeps what is stored (an older client cannot erase data it does not know); null clears it.
const cadastralReference = blankAsNull(
  z
    .string({ error: 'Referencia catastral: valor no válido' })
    .superRefine((value, ctx) => {
      const message = validateCadastralReference(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .transform(normalizeCadastralReference)
    .nullish(),
).describe('Opcional. 20 caracteres con las dos letras de control del Catastro; se guarda sin espacios');

const portalSwitch = (portal: string, what: string) =>
  z
    .boolean({ error: `Publicar en ${portal}: valor no válido` })
    .optional()
    .describe(`${what} cuando esté En Venta, sin reservar y con los datos que el portal exige; sin el campo no cambia`);
const optionalFlag = (label: string) => z.boolean({ error: `${label}: valor no válido` }).nullish();
const area = (label: string) => optionalNumberField({ label, min: 1, max: 1_000_000 });
const yearlyAmount = (label: string) => optionalAmountField({ label, min: 0, max: 10_000_000 });

/**
 * What a buyer must be told about the dwelling (docs/product.md#31-property-listings-what-a-buyer-is-told): areas, registry, charges,
 * certificates and whether it is new (IVA) or second hand (ITP). Every field is optional.
 */
export const propertyDetailsFields = {
  usable_area_m2: area('Superficie útil'),
  built_area_m2: area('Superficie construida'),
  cadastral_reference: cadastralReference,
  registry_office: optionalText('Registro de la Propiedad', 200),
  registry_property_number: optionalText('Número de finca registral', 50),
  registry_idufir: optionalText('IDUFIR/CRU', 30),
  year_built: optionalNumberField({ label: 'Año de construcción', min: 1000, max: 2200, integer: true }),
  floor: optionalText('Planta', 30).describe(
    'La planta tal como se escribía antes de floor_number/floor_level/door; se conserva y solo se muestra donde no hay datos',
  ),
  floor_number: optionalNumberField({ label: 'Planta', min: 0, max: 99, integer: true }).describe(
    'Opcional. Número de planta (2 = segunda); o floor_level para una planta con nombre',
  ),
  floor_level: blankAsNull(z.enum(FLOOR_LEVELS, { error: 'Planta: valor no válido' }).nullish()).describe(
    'Opcional. Planta con nombre: sotano, bajo, entresuelo, principal, atico, sobreatico',
  ),
  door: blankAsNull(
    z
      .string({ error: 'Puerta: valor no válido' })
      .trim()
      .toUpperCase()
      .regex(DOOR_PATTERN, 'Puerta: un número (1, 2…) o una letra (A, B…)')
      .nullish(),
  ).describe('Opcional. Puerta: un número (1) o una letra (B)'),
  registry_number: optionalNumberField({
    label: 'Número del Registro de la Propiedad',
    min: 1,
    max: 999,
    integer: true,
  }).describe('Opcional. El número del Registro de la Propiedad en su población (15 en «n.º 15 de Barcelona»)'),
  registry_city: optionalText('Población del Registro de la Propiedad', 100).describe(
    'Opcional. La población del Registro de la Propiedad (Barcelona)',
  ),
  has_lift: optionalFlag('Ascensor'),
  community_fees_per_year: yearlyAmount('Gastos de comunidad al año'),
  ibi_per_year: yearlyAmount('IBI al año'),
  habitability_certificate_number: optionalText('Número de la cédula de habitabilidad', 100),
  habitability_certificate_date: isoDate('Fecha de la cédula de habitabilidad'),
  is_new_build: z
    .boolean({ error: 'Obra nueva: valor no válido' })
    .optional()
    .describe('Obra nueva (IVA + AJD); si no, segunda mano (ITP)'),
  publish_to_portals: z
    .boolean({ error: 'Publicar en portales: valor no válido' })
    .optional()
    .describe(
      'Las tres a la vez (Kyero, idealista y Fotocasa), para clientes anteriores a los interruptores por portal; ' +
        'publish_to_kyero, publish_to_idealista y publish_to_fotocasa, si vienen, mandan',
    ),
  publish_to_kyero: portalSwitch('Kyero', 'Incluirla en /feeds/kyero.xml'),
  publish_to_idealista: portalSwitch('idealista', 'Incluirla en el fichero que se sube a idealista'),
  publish_to_fotocasa: portalSwitch('Fotocasa', 'Enviarla a Fotocasa'),
  latitude: optionalNumberField({ label: 'Latitud', min: -90, max: 90 }).describe(
    'Opcional. Latitud WGS84 de la vivienda, para los portales que la sitúan en un mapa (Fotocasa); nunca se publica',
  ),
  longitude: optionalNumberField({ label: 'Longitud', min: -180, max: 180 }).describe(
    'Opcional. Longitud WGS84 de la vivienda; nunca se publica',
  ),
  // This property's payment terms; without them the sheet states the general ones.
  reservation_amount: optionalAmountField({ label: 'Importe de la reserva', min: 0, max: 10_000_000 }).describe(
    'Opcional. Euros que se pagan al reservar; se descuentan del precio',
  ),
  arras_percentage: optionalNumberField({ label: 'Arras', min: 0, max: 100 }).describe(
    'Opcional. Arras en % del precio',
  ),
  payment_terms: optionalText('Forma de pago', PAYMENT_TERMS_MAX_LENGTH).describe(
    'Opcional. La forma de pago en palabras',
  ),
  payment_terms_ca: translatedText('Forma de pago', 'ca', PAYMENT_TERMS_MAX_LENGTH),
  payment_terms_en: translatedText('Forma de pago', 'en', PAYMENT_TERMS_MAX_LENGTH),
  size_m2_kind: z
    .enum(AREA_KINDS, { error: 'Superficie: indique si es construida o útil' })
    .optional()
    .describe('Qué superficie es size_m2: built (construida) o usable (útil); sin el campo no cambia'),
  ...buildingTextFields,
  occupancy: blankAsNull(z.enum(OCCUPANCY_VALUES, { error: 'Ocupación: valor no válido' }).nullish()).describe(
    'Opcional. vacant (libre), tenanted (alquilada) u occupied (ocupada sin título)',
  ),
  floor_plan: blankAsNull(
    z.string({ error: FLOOR_PLAN_INVALID }).refine(isAcceptedFloorPlanUrl, FLOOR_PLAN_INVALID).nullish(),
  ).describe(
    'Opcional. Plano de la vivienda: URL data: nueva (PDF, JPEG, PNG o WebP, hasta 10 MB), o la url ya guardada para ' +
      'conservarlo; null lo quita; sin el campo no cambia',
  ),
};

export const COORDINATES_PAIR_MESSAGE = 'Indica la latitud y la longitud, o ninguna de las dos';
export const USABLE_OVER_BUILT_MESSAGE = 'La superficie útil no puede ser mayor que la construida';
// The fixed message (docs/product.md): only a studio may have no separate bedroom.
export const BEDROOMS_MIN_MESSAGE = 'Habitaciones debe ser al menos 1';

const flag = (label: string) => z.boolean({ error: `${label}: valor no válido` }).optional();

export const propertyImageSchema = z.object(
  {
    id: z.union([z.number(), z.string()], { error: 'Identificador de imagen no válido' }).optional(),
    url: z.string({ error: 'La imagen no es válida' }).refine(isAcceptedImageUrl, 'La imagen no es válida'),
    caption: optionalText('La descripción de la imagen', 500),
    caption_ca: translatedText('La descripción de la imagen', 'ca', 500),
    caption_en: translatedText('La descripción de la imagen', 'en', 500),
    is_before: flag('Antes'),
    is_after: flag('Después'),
    order: numberField({ label: 'El orden de la imagen', min: 0, max: 10_000, integer: true }).optional(),
  },
  { error: 'La imagen no es válida' },
);

export const propertyVideoSchema = z.object(
  {
    id: z.unknown().optional(),
    youtube_url: z
      .string({ error: INVALID_YOUTUBE_MESSAGE })
      .trim()
      .refine((url) => parseYoutubeId(url) !== null, INVALID_YOUTUBE_MESSAGE),
    title: optionalText('El título del vídeo', 200),
    title_ca: translatedText('El título del vídeo', 'ca', 200),
    title_en: translatedText('El título del vídeo', 'en', 200),
  },
  { error: INVALID_YOUTUBE_MESSAGE },
);

/**
 * Body of POST/PUT /api/cms/properties. Unknown keys are dropped: the admin form also sends
 * publication_date and sale_date, which are only its names for start_date and completion_date.
 */
export const propertyInputSchema = z
  .object(
    {
      title: requiredText('Título', TITLE_MAX_LENGTH),
      description: requiredText('Descripción', DESCRIPTION_MAX_LENGTH, 'multi'),
      title_ca: translatedTitle('Título', 'ca', TITLE_MAX_LENGTH),
      title_en: translatedTitle('Título', 'en', TITLE_MAX_LENGTH),
      description_ca: translatedText('Descripción', 'ca', DESCRIPTION_MAX_LENGTH),
      description_en: translatedText('Descripción', 'en', DESCRIPTION_MAX_LENGTH),
      address: requiredText('Dirección', 300),
      neighborhood: requiredText('Barrio', 100),
      property_type: z.enum(PROPERTY_TYPES, { error: 'Tipo de propiedad no válido' }),
      status: z.enum(PROPERTY_STATUSES, { error: 'Estado no válido' }),
      // A studio has no separate bedroom; every other type has at least one (checked below).
      bedrooms: numberField({ label: 'Habitaciones', min: 0, max: 100, integer: true }),
      bathrooms: numberField({ label: 'Baños', min: 1, max: 100, integer: true }),
      size_m2: numberField({ label: 'Superficie', min: 1, max: 1_000_000 }),
      images: listOrEmpty(propertyImageSchema, 'imágenes', 100),
      videos: listOrEmpty(propertyVideoSchema, 'vídeos', 50),
      order: numberField({ label: 'Orden', min: 1, max: 1_000_000, integer: true }).optional(),
      start_date: isoDate('Fecha de publicación'),
      completion_date: isoDate('Fecha de venta'),
      energy_rating: blankAsNull(
        z.enum(ENERGY_RATING_VALUES, { error: 'Calificación energética no válida' }).nullish(),
      ),
      energy_consumption: optionalNumberField({ label: 'Consumo energético', min: 0, max: 100_000 }),
      energy_emissions: optionalNumberField({ label: 'Emisiones', min: 0, max: 100_000 }),
      price: optionalAmountField({ label: 'Precio', min: 0, max: 999_999_999 }),
      ...propertyDetailsFields,
    },
    { error: 'Datos de la propiedad no válidos' },
  )
  .superRefine(
    (property, ctx) => {
      if (property.bedrooms === 0 && property.property_type !== 'estudio') {
        ctx.addIssue({ code: 'custom', path: ['bedrooms'], message: BEDROOMS_MIN_MESSAGE });
      }
      const { latitude, longitude } = property;
      if (
        (latitude === null || longitude === null) &&
        latitude !== longitude &&
        latitude !== undefined &&
        longitude !== undefined
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [latitude === null ? 'latitude' : 'longitude'],
          message: COORDINATES_PAIR_MESSAGE,
        });
      }
      const { usable_area_m2: usable, built_area_m2: built } = property;
      if (typeof usable === 'number' && typeof built === 'number' && usable > built) {
        ctx.addIssue({ code: 'custom', path: ['usable_area_m2'], message: USABLE_OVER_BUILT_MESSAGE });
      }
    },
    // Also when other fields fail (the form shows every message at once), but only on an object.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type PropertyInput = z.output<typeof propertyInputSchema>;
export type PropertyImageInput = z.output<typeof propertyImageSchema>;
export type PropertyVideoInput = z.output<typeof propertyVideoSchema>;

const propertyIdSchema = numberField({ label: 'La propiedad', min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });

/** Body of PUT /api/cms/properties/order. */
export const propertyOrderSchema = z.object(
  {
    properties: z
      .array(
        z.object(
          {
            property_id: propertyIdSchema,
            order: numberField({ label: 'El orden', min: 1, max: 1_000_000, integer: true }),
          },
          { error: 'Orden de propiedades no válido' },
        ),
        { error: 'Orden de propiedades no válido' },
      )
      .min(1, 'No hay propiedades que ordenar')
      .refine(
        (items) => new Set(items.map((item) => item.property_id)).size === items.length,
        'Una propiedad aparece más de una vez',
      ),
  },
  { error: 'Orden de propiedades no válido' },
);

export type PropertyOrderInput = z.output<typeof propertyOrderSchema>;

// Answers of the property routes (docs/product.md §2): the types the browser reads are inferred from them.

const imageVariantResponseSchema = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });

const buildingTextResponseFields = Object.fromEntries(
  Object.entries(BUILDING_TEXT_FIELDS).flatMap(([field, label]) => [
    [field, z.string().nullable().describe(`${label}: en español, o en el idioma de ?lang= cuando está escrito`)],
    [`${field}_ca`, z.string().nullable().describe(`${label} en catalán tal como se guardó`)],
    [`${field}_en`, z.string().nullable().describe(`${label} en inglés tal como se guardó`)],
  ]),
) as Record<BuildingTextField | `${BuildingTextField}_${TranslationLocale}`, z.ZodNullable<z.ZodString>>;

/** What a buyer must be told before buying (docs/product.md#31-property-listings-what-a-buyer-is-told); null where not filled in. */
const propertyDetailsResponseFields = {
  usable_area_m2: z.number().nullable().describe('Superficie útil (m²)'),
  built_area_m2: z.number().nullable().describe('Superficie construida (m²)'),
  cadastral_reference: z.string().nullable().describe('Referencia catastral, 20 caracteres sin espacios'),
  registry_office: z.string().nullable().describe('Registro de la Propiedad'),
  registry_property_number: z.string().nullable().describe('Número de finca registral'),
  registry_idufir: z.string().nullable().describe('IDUFIR/CRU de la finca'),
  year_built: z.number().int().nullable(),
  floor: z
    .string()
    .nullable()
    .describe('Planta tal como se escribió antes de los campos estructurados (p. ej. «3.º 1.ª», «Bajos»)'),
  floor_number: z.number().int().nullable().describe('Número de planta'),
  floor_level: z
    .enum(FLOOR_LEVELS)
    .nullable()
    .describe('Planta con nombre (sotano, bajo, entresuelo, principal, atico, sobreatico)'),
  door: z.string().nullable().describe('Puerta: un número o una letra'),
  registry_number: z.number().int().nullable().describe('Número del Registro de la Propiedad en su población'),
  registry_city: z.string().nullable().describe('Población del Registro de la Propiedad'),
  has_lift: z.boolean().nullable(),
  community_fees_per_year: z.number().nullable().describe('Gastos de comunidad al año (€)'),
  ibi_per_year: z.number().nullable().describe('IBI al año (€)'),
  habitability_certificate_number: z.string().nullable().describe('Número de la cédula de habitabilidad'),
  habitability_certificate_date: isoDateString().nullable().describe('Fecha de la cédula de habitabilidad'),
  is_new_build: z.boolean().describe('Obra nueva (IVA + AJD); false: segunda mano (ITP)'),
  publish_to_portals: z.boolean().describe('Activada en algún portal (alguno de los tres interruptores)'),
  publish_to_kyero: z.boolean().describe('«Publicar en Kyero»: en /feeds/kyero.xml cuando cumple lo que pide'),
  publish_to_idealista: z.boolean().describe('«Publicar en idealista»'),
  publish_to_fotocasa: z.boolean().describe('«Publicar en Fotocasa»'),
  reservation_amount: z.number().nullable().describe('Importe de la reserva (€); null: la forma de pago general'),
  arras_percentage: z.number().nullable().describe('Arras en % del precio'),
  payment_terms: z
    .string()
    .nullable()
    .describe('Forma de pago en palabras: en español, o en el idioma de ?lang= cuando está escrita'),
  payment_terms_ca: z
    .string()
    .nullable()
    .describe('Forma de pago en catalán tal como se guardó (null: se muestra el español)'),
  payment_terms_en: z
    .string()
    .nullable()
    .describe('Forma de pago en inglés tal como se guardó (null: se muestra el español)'),
  size_m2_kind: z.enum(AREA_KINDS).describe('Qué superficie es size_m2: built (construida) o usable (útil)'),
  ...buildingTextResponseFields,
  occupancy: z.enum(OCCUPANCY_VALUES).nullable().describe('vacant, tenanted u occupied; null: no consta'),
  floor_plan: z
    .object({ url: z.string().describe('/media/{id}'), content_type: z.enum(FLOOR_PLAN_TYPES) })
    .nullable()
    .describe('El plano de la vivienda, público como las imágenes'),
};

export const propertyImageResponseSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Ruta de la variante más grande, servida por el producto (/media/…)'),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(imageVariantResponseSchema).describe('Variantes WebP, de menor a mayor'),
    caption: z.string().nullable().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    caption_ca: z
      .string()
      .nullable()
      .describe('Descripción en catalán tal como se guardó (null: se muestra el español)'),
    caption_en: z
      .string()
      .nullable()
      .describe('Descripción en inglés tal como se guardó (null: se muestra el español)'),
    is_before: z.boolean(),
    is_after: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'PropertyImage' });

export const propertyVideoResponseSchema = z
  .object({
    id: z.number().int(),
    youtube_url: z.string(),
    title: z.string().nullable().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    title_ca: z.string().nullable().describe('Título en catalán tal como se guardó (null: se muestra el español)'),
    title_en: z.string().nullable().describe('Título en inglés tal como se guardó (null: se muestra el español)'),
  })
  .meta({ id: 'PropertyVideo' });

export const propertyResponseSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe('Parte legible de la URL pública /propiedades/{id}-{slug}, del título en español'),
    slug_ca: z.string().describe('La de /ca/propiedades/{id}-{slug_ca}, del título en catalán (o en español si falta)'),
    slug_en: z.string().describe('La de /en/propiedades/{id}-{slug_en}, del título en inglés (o en español si falta)'),
    title: z.string().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    description: z.string().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    title_ca: z.string().nullable().describe('Título en catalán tal como se guardó (null: se muestra el español)'),
    title_en: z.string().nullable().describe('Título en inglés tal como se guardó (null: se muestra el español)'),
    description_ca: z
      .string()
      .nullable()
      .describe('Descripción en catalán tal como se guardó (null: se muestra el español)'),
    description_en: z
      .string()
      .nullable()
      .describe('Descripción en inglés tal como se guardó (null: se muestra el español)'),
    address: z.string(),
    neighborhood: z.string(),
    property_type: z.string().describe('piso, casa, atico o estudio'),
    status: z.string().describe('reformando, vendiendo o vendido'),
    reserved: z
      .boolean()
      .describe('Un contrato de reserva o de arras la tiene reservada: la web muestra «Reservado» junto al estado'),
    bedrooms: z.number(),
    bathrooms: z.number(),
    size_m2: z.number(),
    images: z.array(propertyImageResponseSchema),
    videos: z.array(propertyVideoResponseSchema),
    order: z.number().int(),
    start_date: isoDateString().nullable().describe('Fecha de publicación'),
    completion_date: isoDateString().nullable().describe('Fecha de venta'),
    energy_rating: z.string().nullable(),
    energy_consumption: z.number().nullable(),
    energy_emissions: z.number().nullable(),
    price: z.number().nullable(),
    created_at: isoDateString(),
    updated_at: isoDateString(),
    ...propertyDetailsResponseFields,
  })
  .meta({ id: 'Property' });

export const statsResponseSchema = z.object({
  total_properties: z.number().int(),
  reformando: z.number().int(),
  vendiendo: z.number().int(),
  vendidas: z.number().int(),
});

export type ImageVariantDto = z.infer<typeof imageVariantResponseSchema>;
/** `url` is the largest WebP variant, served by the product (never a data: URL); `variants` ascend by width. */
export type PropertyImageDto = z.infer<typeof propertyImageResponseSchema>;
export type PropertyVideoDto = z.infer<typeof propertyVideoResponseSchema>;
export type PropertyDto = z.infer<typeof propertyResponseSchema>;
export type PropertyDetailsDto = Pick<PropertyDto, keyof typeof propertyDetailsResponseFields>;
export type StatsDto = z.infer<typeof statsResponseSchema>;
