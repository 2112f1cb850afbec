// zod descriptions of the API's answers (routes' response schemas and the OpenAPI document), each checked
// against the TypeScript type the browser reads (`satisfies z.ZodType<…>`): a field added to a type and
// not to its schema does not compile.
import { z } from 'zod';
import type {
  ConsentRecordDto,
  ContactDto,
  MenuItemDto,
  PropertyDto,
  PropertyImageDto,
  PropertyVideoDto,
  SetupChecklistDto,
  SiteContentDto,
  StatsDto,
  SystemStatusDto,
  MeDto,
  LoginResponse,
} from '#shared/api/api-types.ts';
import type { SetupCheckId } from '#shared/site/setup-checklist.ts';
import type { ContentTranslations } from '#shared/site/translated-content.ts';
import type { AppSettings } from '#shared/schemas/settings-schema.ts';

const isoDate = () => z.string().describe('Fecha y hora ISO 8601');

export const imageSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Ruta de la variante más grande, servida por el producto (/media/…)'),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })).describe('Variantes WebP, de menor a mayor'),
    caption: z.string().nullable().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    caption_ca: z.string().nullable().describe('Descripción en catalán tal como se guardó (null: se muestra el español)'),
    caption_en: z.string().nullable().describe('Descripción en inglés tal como se guardó (null: se muestra el español)'),
    is_before: z.boolean(),
    is_after: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'PropertyImage' }) satisfies z.ZodType<PropertyImageDto>;

const videoSchema = z
  .object({
    id: z.number().int(),
    youtube_url: z.string(),
    title: z.string().nullable().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    title_ca: z.string().nullable().describe('Título en catalán tal como se guardó (null: se muestra el español)'),
    title_en: z.string().nullable().describe('Título en inglés tal como se guardó (null: se muestra el español)'),
  })
  .meta({ id: 'PropertyVideo' }) satisfies z.ZodType<PropertyVideoDto>;

export const propertySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe('Parte legible de la URL pública /propiedades/{id}-{slug}, del título en español'),
    slug_ca: z.string().describe('La de /ca/propiedades/{id}-{slug_ca}, del título en catalán (o en español si falta)'),
    slug_en: z.string().describe('La de /en/propiedades/{id}-{slug_en}, del título en inglés (o en español si falta)'),
    title: z.string().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    description: z.string().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    title_ca: z.string().nullable().describe('Título en catalán tal como se guardó (null: se muestra el español)'),
    title_en: z.string().nullable().describe('Título en inglés tal como se guardó (null: se muestra el español)'),
    description_ca: z.string().nullable().describe('Descripción en catalán tal como se guardó (null: se muestra el español)'),
    description_en: z.string().nullable().describe('Descripción en inglés tal como se guardó (null: se muestra el español)'),
    address: z.string(),
    neighborhood: z.string(),
    property_type: z.string().describe('piso, casa, atico o estudio'),
    status: z.string().describe('reformando, vendiendo o vendido'),
    bedrooms: z.number(),
    bathrooms: z.number(),
    size_m2: z.number(),
    images: z.array(imageSchema),
    videos: z.array(videoSchema),
    order: z.number().int(),
    start_date: isoDate().nullable().describe('Fecha de publicación'),
    completion_date: isoDate().nullable().describe('Fecha de venta'),
    energy_rating: z.string().nullable(),
    energy_consumption: z.number().nullable(),
    energy_emissions: z.number().nullable(),
    price: z.number().nullable(),
    created_at: isoDate(),
    updated_at: isoDate(),
    usable_area_m2: z.number().nullable().describe('Superficie útil (m²)'),
    built_area_m2: z.number().nullable().describe('Superficie construida (m²)'),
    cadastral_reference: z.string().nullable().describe('Referencia catastral, 20 caracteres sin espacios'),
    registry_office: z.string().nullable().describe('Registro de la Propiedad'),
    registry_property_number: z.string().nullable().describe('Número de finca registral'),
    registry_idufir: z.string().nullable().describe('IDUFIR/CRU de la finca'),
    year_built: z.number().int().nullable(),
    floor: z.string().nullable().describe('Planta, como se escribe (p. ej. «3.º 1.ª», «Bajos»)'),
    has_lift: z.boolean().nullable(),
    community_fees_per_year: z.number().nullable().describe('Gastos de comunidad al año (€)'),
    ibi_per_year: z.number().nullable().describe('IBI al año (€)'),
    habitability_certificate_number: z.string().nullable().describe('Número de la cédula de habitabilidad'),
    habitability_certificate_date: isoDate().nullable().describe('Fecha de la cédula de habitabilidad'),
    is_new_build: z.boolean().describe('Obra nueva (IVA + AJD); false: segunda mano (ITP)'),
    publish_to_portals: z.boolean().describe('Incluida en los portales (/feeds/kyero.xml)'),
    reservation_amount: z.number().nullable().describe('Importe de la reserva (€); null: la forma de pago general'),
    arras_percentage: z.number().nullable().describe('Arras en % del precio'),
    payment_terms: z.string().nullable().describe('Forma de pago en palabras: en español, o en el idioma de ?lang= cuando está escrita'),
    payment_terms_ca: z.string().nullable().describe('Forma de pago en catalán tal como se guardó (null: se muestra el español)'),
    payment_terms_en: z.string().nullable().describe('Forma de pago en inglés tal como se guardó (null: se muestra el español)'),
  })
  .meta({ id: 'Property' }) satisfies z.ZodType<PropertyDto>;

export const statsSchema = z.object({
  total_properties: z.number().int(),
  reformando: z.number().int(),
  vendiendo: z.number().int(),
  vendidas: z.number().int(),
}) satisfies z.ZodType<StatsDto>;

export const menuItemSchema = z
  .object({
    id: z.string(),
    label: z.string().describe('En español, o en el idioma de ?lang= cuando está escrito'),
    label_ca: z.string().nullable().describe('Etiqueta en catalán tal como se guardó (null: se muestra el español)'),
    label_en: z.string().nullable().describe('Etiqueta en inglés tal como se guardó (null: se muestra el español)'),
    href: z.string(),
    order: z.number().int(),
    is_active: z.boolean(),
  })
  .meta({ id: 'MenuItem' }) satisfies z.ZodType<MenuItemDto>;

export const siteContentSchema = z
  .record(z.string(), z.string())
  .describe('Clave → texto: los once textos del sitio y los datos de la empresa, con los valores por defecto') as unknown as z.ZodType<SiteContentDto>;

export const contentTranslationsSchema = z
  .object({
    ca: z.record(z.string(), z.string()).describe('Clave → texto en catalán, solo los textos escritos'),
    en: z.record(z.string(), z.string()).describe('Clave → texto en inglés, solo los textos escritos'),
  })
  .meta({ id: 'ContentTranslations' }) satisfies z.ZodType<ContentTranslations>;

export const contentSavedSchema = z.object({
  key: z.string(),
  content: z.string().describe('Texto en español'),
  content_ca: z.string().nullable().optional().describe('Solo si se envió: el texto en catalán guardado (null: ninguno)'),
  content_en: z.string().nullable().optional().describe('Solo si se envió: el texto en inglés guardado (null: ninguno)'),
});

export const contactSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    interested_property: z.string().nullable(),
    created_at: isoDate(),
  })
  .meta({ id: 'Contact' }) satisfies z.ZodType<ContactDto>;

export const systemStatusSchema = z.object({
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  last_backup_at: isoDate().nullable(),
  mail: z.object({ pending: z.number().int(), failed: z.number().int(), last_error: z.string().nullable() }),
}) satisfies z.ZodType<SystemStatusDto>;

const SETUP_CHECK_IDS = [
  'legal_identity',
  'representative',
  'mercantile_registry',
  'bank_details',
  'admin_email',
  'smtp',
  'public_url',
  'jwt_secret',
  'qualified_seal',
  'backup',
  'energy_labels',
  'trusted_time',
] as const satisfies readonly SetupCheckId[];

export const setupChecklistSchema = z.object({
  checks: z.array(
    z.object({
      id: z.enum(SETUP_CHECK_IDS),
      label: z.string(),
      done: z.boolean(),
      detail: z.string().describe('Qué falta, por qué importa y qué hacer o a quién pedirlo, o qué está en orden (en palabras llanas)'),
      technical: z.string().nullable().describe('Para quien instaló la web: el ajuste o la orden que lo resuelve'),
      link: z.string().nullable().describe('Página de administración (sin /cms) donde se arregla'),
      severity: z.enum(['error', 'warning']).describe('error: sin hacer, el sitio incumple la normativa ahora mismo'),
    }),
  ),
  contract_missing_details: z.array(z.string()).describe("Datos de la empresa que el contrato imprime y faltan (el diálogo 'Firmar' los lista)"),
}) satisfies z.ZodType<SetupChecklistDto>;

export const meSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  role: z.enum(['owner', 'staff']).describe('owner: todo; staff: propiedades, textos, contactos y borradores'),
}) satisfies z.ZodType<MeDto>;

export const loginResponseSchema = z.object({
  access_token: z.string().describe('JWT para Authorization: Bearer'),
  token_type: z.literal('bearer'),
}) satisfies z.ZodType<LoginResponse>;

export const settingsAnswerSchema = z.object({
  signing_email_code: z.boolean().describe('Pedir un código por email antes de firmar'),
  reminder_interval_days: z.number().int().describe('Días entre recordatorios'),
  reminder_max_count: z.number().int().describe('Número máximo de recordatorios (0: ninguno)'),
  link_expiry_days: z.number().int().describe('Días de validez de los enlaces de firma'),
  buyer_file_required_arras: z.boolean().describe('Expediente del comprador (Ley 10/2010) obligatorio antes de firmar arras'),
  buyer_file_required_reservation: z.boolean().describe('Expediente del comprador obligatorio antes de firmar una reserva'),
}) satisfies z.ZodType<AppSettings>;

export const consentRecordDtoSchema = z
  .object({
    id: z.string().describe('Identificador aleatorio que guarda el navegador del visitante'),
    analytics: z.boolean(),
    marketing: z.boolean(),
    functional: z.boolean(),
    policy_version: z.string().describe('Versión de la política de cookies aceptada o rechazada'),
    recorded_at: isoDate(),
  })
  .meta({ id: 'ConsentRecord' }) satisfies z.ZodType<ConsentRecordDto>;
