// Answers of the contract, signing and document endpoints; see site-schemas.ts for why `satisfies`.
import { z } from 'zod';
import type {
  BuyerSignResponse,
  ContractAttachmentDto,
  ContractBuyerDto,
  ContractDto,
  ContractEventDto,
  PublicContractDto,
} from '#shared/api/contract-dtos.ts';
import { CONTRACT_LANGUAGES } from '#shared/contract-types/language.ts';
import { CANCEL_REASON_CODES, CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import type { ContractTypeDto } from '#shared/contract-types/contract-type-dto.ts';
import type { VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import type { EmailCodeSentDto, EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { SigningLinkStateDto } from '#shared/api/signing-link-dtos.ts';
import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';

const isoDate = () => z.string().describe('Fecha y hora ISO 8601');
const contractData = () => z.record(z.string(), z.unknown()).describe('Campos del tipo de contrato (GET /api/contract-types)');

const attachmentSchema = z.object({
  index: z.number().int().describe('Posición (desde 0): la descarga es GET /api/contracts/{id}/attachments/{index}'),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: isoDate(),
}) satisfies z.ZodType<ContractAttachmentDto>;

const buyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  dni: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  buyer_order: z.number().int(),
  signed_at: isoDate().nullable(),
  language: z.enum(LOCALES).describe('Idioma de los emails y páginas del comprador (es, ca, en); el del contrato es contract_language'),
  signing_url: z.string().describe('Enlace personal de firma: {PUBLIC_URL}/contracts/{id}/sign?email=…&token=…'),
}) satisfies z.ZodType<ContractBuyerDto>;

export const contractSchema = z
  .object({
    id: z.string(),
    contract_type: z.string(),
    contract_type_name: z.string(),
    contract_data: contractData(),
    status: z.enum(CONTRACT_STATUSES),
    created_at: isoDate(),
    updated_at: isoDate(),
    admin_signed_at: isoDate().nullable(),
    frozen_sha256: z.string().nullable().describe('SHA-256 del texto congelado; null mientras es borrador'),
    archived_at: isoDate().nullable(),
    cancelled_at: isoDate().nullable(),
    cancel_reason: z.string().nullable(),
    contract_language: z.enum(CONTRACT_LANGUAGES).describe('Idioma en que está redactado el contrato: es (castellano) o ca (catalán)'),
    cancel_reason_code: z.enum(CANCEL_REASON_CODES).nullable().describe('Categoría del motivo de anulación'),
    property_id: z.number().int().nullable().describe('La propiedad de la cartera a la que se refiere, si se eligió'),
    buyers: z.array(buyerSchema),
    attachments: z.array(attachmentSchema),
  })
  .meta({ id: 'Contract' }) satisfies z.ZodType<ContractDto>;

const signerSchema = z.object({ name: z.string(), email: z.string(), dni: z.string(), signed_at: isoDate().nullable() });

export const publicContractSchema = z
  .object({
    id: z.string(),
    contract_type: z.string(),
    contract_type_name: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    created_at: isoDate(),
    contract_data: contractData(),
    content: z.string().describe('Texto del contrato (el congelado una vez firmado por la empresa)'),
    paragraphs: z
      .array(z.object({ kind: z.enum(['title', 'heading', 'clause', 'paragraph']), text: z.string() }))
      .describe('El mismo texto en párrafos estructurados, el título primero: lo que muestra la página de firma'),
    frozen_sha256: z.string().nullable(),
    signers: z.array(signerSchema.extend({ buyer_order: z.number().int() })),
    attachments: z.array(attachmentSchema.omit({ uploaded_at: true })),
    signer: signerSchema.nullable().describe('El comprador del enlace; null si lo lee el administrador'),
    language: z
      .enum(LOCALES)
      .optional()
      .describe('Idioma de la página: el del comprador del enlace, o el del primero'),
    contract_language: z.enum(CONTRACT_LANGUAGES).optional().describe('Idioma en que está redactado el contrato (es o ca)'),
    contract_type_label: z.string().optional().describe('Nombre del tipo de contrato en el idioma de la página'),
    company: z
      .object({
        name: z.string(),
        legal_name: z.string(),
        address: z.string(),
        email: z.string(),
        phone: z.string(),
        representative: z.string().nullable(),
        signed_at: isoDate().nullable(),
      })
      .optional()
      .describe('La empresa como firmante (quién firmó por ella y cuándo) y sus datos para el pie de la página'),
  })
  .meta({ id: 'PublicContract' }) satisfies z.ZodType<PublicContractDto>;

export const buyerSignResponseSchema = z.object({
  all_signed: z.boolean(),
  status: z.enum(CONTRACT_STATUSES),
}) satisfies z.ZodType<BuyerSignResponse>;

export const contractEventSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  actor: z.string(),
  buyer_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: isoDate(),
}) satisfies z.ZodType<ContractEventDto>;

export const timelineEntrySchema = z.object({
  kind: z.string(),
  at: isoDate(),
  actor: z.string().nullable(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<TimelineEntryDto>;

export const signingLinkStateSchema = z.object({
  buyer_id: z.number().int(),
  sent_at: isoDate().nullable(),
  expires_at: isoDate().nullable(),
  expired: z.boolean(),
  reminders_sent: z.number().int(),
  next_reminder_at: isoDate().nullable(),
}) satisfies z.ZodType<SigningLinkStateDto>;

export const emailCodeStatusSchema = z.object({
  required: z.boolean(),
  verified: z.boolean(),
  expires_at: isoDate().nullable(),
  attempts_left: z.number().int().nullable(),
}) satisfies z.ZodType<EmailCodeStatusDto>;

export const emailCodeSentSchema = z.object({ sent: z.literal(true), expires_at: isoDate() }) satisfies z.ZodType<EmailCodeSentDto>;

export const verifyDocumentSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('genuine'),
    sha256: z.string(),
    contract_id: z.string(),
    contract_type_name: z.string(),
    signed_at: isoDate().nullable(),
    signers: z.array(
      z.object({
        name: z.string(),
        signed_at: isoDate().nullable(),
        role: z.enum(['seller', 'buyer']).optional().describe('seller: la empresa, que firma por medio de su representante'),
      }),
    ),
    contract_status: z.enum(CONTRACT_STATUSES).describe('Estado actual del contrato (p. ej. signed, completed, cancelled)'),
    seal: z
      .object({
        sealed_at: isoDate(),
        timestamp: z.object({ authority: z.string(), time: isoDate() }).nullable(),
      })
      .describe('Cuándo se selló: sello de tiempo RFC 3161 (autoridad y hora) o, si es null, el reloj del servidor'),
  }),
  z.object({ status: z.literal('unknown'), sha256: z.string() }),
]) satisfies z.ZodType<VerifyDocumentDto>;

const fieldSchema = z.object({
  id: z.string().describe('Clave en contract_data y {placeholder} de la plantilla'),
  label: z.string(),
  type: z.enum(['text', 'number', 'date', 'select', 'textarea']),
  required: z.boolean(),
  validation: z.object({ min: z.number().optional(), max: z.number().optional() }).nullable(),
  options: z.array(z.string()).nullable(),
  default: z.union([z.string(), z.number()]).nullable(),
  placeholder: z.string().nullable(),
  auto_generated: z.boolean().describe('Calculado por el servidor (importes en letras)'),
  group: z.string().optional().describe('Sección del asistente'),
});

export const contractTypeSchema = z
  .object({
    id: z.enum(['arras_penitenciales', 'reserva_no_condicionada', 'reserva_condicionada']),
    name: z.string(),
    description: z.string(),
    template: z.object({ title: z.string(), content: z.string().describe('Párrafos separados por una línea en blanco, con {campos}') }),
    name_ca: z.string().describe('Nombre del contrato en catalán'),
    template_ca: z
      .object({ title: z.string(), content: z.string() })
      .describe('El mismo contrato redactado en catalán, con los mismos {campos} (contract_language "ca")'),
    fields: z.array(fieldSchema),
    settings: z.object({
      default_language: z.literal('es'),
      signature_required: z.literal(true),
      auto_save: z.boolean(),
      export_formats: z.tuple([z.literal('pdf'), z.literal('docx')]),
      notifications: z.object({ send_to_buyer: z.boolean(), send_to_seller: z.boolean() }),
      email_template: z.literal('contract_ready'),
    }),
    payment: z.object({ payment_type: z.enum(['arras', 'reserva']), amount_field: z.string() }),
  })
  .meta({ id: 'ContractType' }) satisfies z.ZodType<ContractTypeDto>;
