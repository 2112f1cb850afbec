// Enquiries, viewings and buyer demands (docs/product.md §4.1–§4.3): what the admin sends and what it gets back.
import { z } from 'zod';

import {
  CONTACT_SOURCES,
  CONTACT_STAGES,
  VIEWING_STATUSES,
  VISIT_SHEET_CHANNELS,
} from '#shared/contact-lifecycle/index.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

import { isoDateString, optionalText } from './zod-fields';

export const STAGE_MESSAGE = 'La etapa no es válida';
export const MIN_MAX_PRICE_MESSAGE = 'El precio mínimo no puede ser mayor que el máximo';
export const VIEWING_IN_THE_PAST_MESSAGE = 'La visita no puede ser en el pasado';
export const STARTS_AT_MESSAGE =
  'La fecha y hora de la visita debe ser ISO 8601 en UTC (por ejemplo 2026-06-01T16:00:00Z)';

export const contactUpdateSchema = z.object(
  {
    stage: z.enum(CONTACT_STAGES, { error: STAGE_MESSAGE }).optional(),
    /** The contact asked not to be written to (true) or asked again to be (false). */
    unsubscribed: z.boolean({ error: 'Valor no válido para «No escribir»' }).optional(),
  },
  { error: 'Datos no válidos' },
);

export const contactNoteSchema = z.object(
  {
    body: z
      .string({ error: 'La nota es obligatoria' })
      .trim()
      .min(1, 'La nota es obligatoria')
      .max(4000, 'La nota no puede pasar de 4000 caracteres'),
  },
  { error: 'Datos no válidos' },
);

export const viewingRequestSchema = z.object(
  {
    property_id: z.number({ error: 'Indica la propiedad' }).int('Indica la propiedad').positive('Indica la propiedad'),
    starts_at: z.iso.datetime({ error: STARTS_AT_MESSAGE }),
    attendee: z
      .string({ error: 'Indica quién de la empresa acompaña la visita' })
      .trim()
      .min(1, 'Indica quién de la empresa acompaña la visita')
      .max(200, 'El nombre de quien acompaña no puede pasar de 200 caracteres'),
  },
  { error: 'Datos no válidos' },
);

export const visitSheetSignSchema = z.object(
  {
    visitor_name: optionalText('El nombre', 200),
    visitor_id_number: z
      .string({ error: 'Indica el DNI, NIE o pasaporte del visitante' })
      .trim()
      .min(5, 'Indica el DNI, NIE o pasaporte del visitante')
      .max(30, 'El documento del visitante no puede pasar de 30 caracteres'),
    shown: optionalText('Lo que se ha mostrado', 2000),
    signature_image: z.string({ error: 'Falta la firma' }).max(1_500_000, 'La firma es demasiado grande'),
  },
  { error: 'Datos no válidos' },
);

/** Euros with up to two decimals as the form sends them; turned into cents by the use case. */
const euros = (label: string) =>
  z
    .number({ error: `${label}: debe ser un número` })
    .nonnegative(`${label}: no puede ser negativo`)
    .max(100_000_000, `${label}: demasiado alto`)
    .nullish();

export const demandSchema = z
  .object(
    {
      zones: z
        .array(z.string().trim().min(1).max(100), { error: 'Las zonas deben ser una lista' })
        .max(30, 'Como mucho 30 zonas')
        .default([]),
      min_price: euros('El precio mínimo'),
      max_price: euros('El precio máximo'),
      min_bedrooms: z.number({ error: 'Habitaciones: debe ser un número' }).int().min(0).max(50).nullish(),
      min_area_m2: z.number({ error: 'Superficie: debe ser un número' }).nonnegative().max(100_000).nullish(),
      property_type: optionalText('El tipo', 100),
    },
    { error: 'Datos no válidos' },
  )
  .refine((d) => d.min_price == null || d.max_price == null || d.min_price <= d.max_price, {
    message: MIN_MAX_PRICE_MESSAGE,
    path: ['min_price'],
  });
export type DemandInput = z.output<typeof demandSchema>;

export const demandResponseSchema = z
  .object({
    zones: z.array(z.string()),
    min_price: z.number().nullable(),
    max_price: z.number().nullable(),
    min_bedrooms: z.number().int().nullable(),
    min_area_m2: z.number().nullable(),
    property_type: z.string().nullable(),
  })
  .meta({ id: 'BuyerDemand' });
export type DemandDto = z.infer<typeof demandResponseSchema>;

export const viewingResponseSchema = z
  .object({
    id: z.number().int(),
    contact_id: z.number().int().nullable(),
    property_id: z.number().int().nullable(),
    property: z.string(),
    starts_at: isoDateString(),
    attendee: z.string(),
    visitor_name: z.string(),
    visitor_email: z.string(),
    language: z.enum(LOCALES),
    status: z.enum(VIEWING_STATUSES),
    sheet_opened: z.boolean(),
    signed_at: isoDateString().nullable(),
    signed_via: z.enum(VISIT_SHEET_CHANNELS).nullable(),
    sealed_sha256: z.string().nullable(),
  })
  .meta({ id: 'Viewing' });
export type ViewingDto = z.infer<typeof viewingResponseSchema>;

export const contactStorySchema = z
  .object({
    contact_id: z.number().int(),
    language: z.enum(LOCALES),
    source: z.enum(CONTACT_SOURCES),
    stage: z.enum(CONTACT_STAGES),
    notes: z.array(
      z.object({ id: z.number().int(), body: z.string(), author: z.string(), created_at: isoDateString() }),
    ),
    /** Every property this person asked about or visited (their enquiries share the email). */
    properties: z.array(z.object({ id: z.number().int().nullable(), title: z.string() })),
    enquiries: z.array(
      z.object({
        id: z.number().int(),
        source: z.enum(CONTACT_SOURCES),
        created_at: isoDateString(),
        property: z.string().nullable(),
      }),
    ),
    viewings: z.array(viewingResponseSchema),
    contracts: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), created_at: isoDateString() })),
    payments: z.array(
      z.object({
        contract_id: z.string(),
        payment_type: z.string(),
        amount: z.number(),
        status: z.string(),
        paid_at: isoDateString().nullable(),
      }),
    ),
    demand: demandResponseSchema.nullable(),
    sends: z.array(z.object({ property: z.string(), created_at: isoDateString() })),
  })
  .meta({ id: 'ContactStory' });
export type ContactStoryDto = z.infer<typeof contactStorySchema>;

export const pollResultSchema = z
  .object({
    filed: z.number().int().describe('Consultas archivadas como contacto'),
    unreadable: z.number().int().describe('Mensajes que no se han podido leer (siguen en el buzón)'),
    duplicates: z.number().int().describe('Mensajes ya archivados antes (mismo Message-ID o la misma consulta)'),
    ignored: z.number().int().describe('Avisos de los portales que no son consultas'),
  })
  .meta({ id: 'MailboxPoll' });
export type PollResultDto = z.infer<typeof pollResultSchema>;

export const mailboxStatusSchema = z
  .object({
    imap_configured: z.boolean(),
    fotocasa_api_configured: z.boolean(),
    last_success_at: isoDateString().nullable(),
    failing_since: isoDateString().nullable(),
    last_error: z.string().nullable(),
    unreadable: z.number().int(),
    recent_unreadable: z.array(
      z.object({
        subject: z.string().nullable(),
        sender: z.string().nullable(),
        reason: z.string().nullable(),
        at: isoDateString(),
      }),
    ),
  })
  .meta({ id: 'MailboxStatus' });
export type MailboxStatusDto = z.infer<typeof mailboxStatusSchema>;

export const listingMatchSchema = z
  .object({
    contact_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    language: z.enum(LOCALES),
    score: z.number().int().describe('0 a 100'),
    reasons: z.array(z.string()).describe('Por qué encaja, en español'),
    already_sent: z.boolean(),
  })
  .meta({ id: 'ListingMatch' });
export type ListingMatchDto = z.infer<typeof listingMatchSchema>;

export const listingSendRequestSchema = z.object(
  {
    contact_ids: z
      .array(z.number().int().positive(), { error: 'Indica a qué contactos enviarla' })
      .min(1, 'Indica a qué contactos enviarla')
      .max(500, 'Como mucho 500 contactos a la vez'),
  },
  { error: 'Datos no válidos' },
);
