// Answers of the contract endpoints (field names from docs/product.md §2 and §8): the route schemas, and the
// types the browser pages read inferred from them.
import { z } from 'zod';

import { PRE_PAYMENT_WARNINGS, type PrePaymentWarning } from '#shared/banking/pre-payment-information.ts';
import { CANCEL_REASON_CODES, CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';
import type { ContractTypeDto } from '#shared/contract-types/contract-type-dto.ts';
import { CONTRACT_LANGUAGES } from '#shared/contract-types/language.ts';
import type { ParagraphKind } from '#shared/contract-types/template-format.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { BUYER_ID_TYPES } from '#shared/identity/identity-document.ts';

import { contractOutcomeResponseSchema, outcomeAnswerSchema } from './contract-outcome-schema';
import { isoDateString } from './zod-fields';

const PRE_PAYMENT_WARNING_CODES = Object.keys(PRE_PAYMENT_WARNINGS) as [PrePaymentWarning, ...PrePaymentWarning[]];
const PARAGRAPH_KINDS = ['heading', 'clause', 'paragraph'] as const satisfies readonly ParagraphKind[];

const contractData = () =>
  z.record(z.string(), z.unknown()).describe('Campos del tipo de contrato (GET /api/contract-types)');

/** 0-based `index`: downloads are by index (GET /api/contracts/{id}/attachments/{index}). */
export const contractAttachmentResponseSchema = z.object({
  index: z.number().int().describe('Posición (desde 0): la descarga es GET /api/contracts/{id}/attachments/{index}'),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: isoDateString(),
});

export const contractBuyerResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  dni: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  buyer_order: z.number().int(),
  signed_at: isoDateString().nullable(),
  language: z
    .enum(LOCALES)
    .describe('Idioma de los emails y páginas del comprador (es, ca, en); el del contrato es contract_language'),
  id_type: z.enum(BUYER_ID_TYPES).describe('dni_nie, passport o eu_id_card; con dni_nie, dni es el DNI/NIE'),
  id_country: z.string().nullable().describe('País que expidió el pasaporte o el documento de la UE/EEE'),
  nie: z.string().nullable().describe('El NIE de un comprador extranjero, si ya lo tiene'),
  signing_url: z
    .string()
    .describe(
      'La página de firma del comprador, sin token: una cuenta de la empresa nunca recibe el enlace que firma. Un ' +
        'propietario lo obtiene con POST …/buyers/{buyerId}/signing-link, que queda registrado',
    ),
  link_handed_over_at: isoDateString()
    .nullable()
    .describe('Cuándo un propietario tomó el enlace de firma de este comprador (null: nunca, o se reenvió después)'),
});

const outcomeHistorySchema = z
  .array(outcomeAnswerSchema)
  .describe('Cada resultado registrado y cada corrección, del más antiguo al más reciente');

/** The policy the buyers sign under, frozen when the company signs (docs/product.md#signing-policy). */
export const signingPolicyResponseSchema = z
  .object({
    email_code: z.boolean().describe('Cada comprador confirma un código que recibe en su email antes de firmar'),
    buyer_file_required: z
      .boolean()
      .describe('Expediente del comprador (Ley 10/2010) obligatorio antes de firmar y cobrar'),
  })
  .describe('La política con la que firman los compradores: congelada al firmar la empresa; antes, los ajustes de hoy');

/** GET /api/cms/contracts item and POST /api/cms/contracts response. */
export const contractResponseSchema = z
  .object({
    id: z.string(),
    contract_type: z.string(),
    contract_type_name: z.string(),
    contract_data: contractData(),
    status: z.enum(CONTRACT_STATUSES),
    created_at: isoDateString(),
    updated_at: isoDateString(),
    admin_signed_at: isoDateString().nullable(),
    frozen_sha256: z.string().nullable().describe('SHA-256 del texto congelado; null mientras es borrador'),
    archived_at: isoDateString().nullable(),
    cancelled_at: isoDateString().nullable(),
    cancel_reason: z.string().nullable(),
    contract_language: z
      .enum(CONTRACT_LANGUAGES)
      .describe('Idioma en que está redactado el contrato: es (castellano) o ca (catalán)'),
    copy_language: z
      .enum(CONTRACT_LANGUAGES)
      .nullable()
      .describe(
        'Contrato bilingüe: idioma de la copia (es o ca), firmada y sellada con el texto de contract_language, que prevalece; null si hay un solo texto',
      ),
    cancel_reason_code: z.enum(CANCEL_REASON_CODES).nullable().describe('Categoría del motivo de anulación'),
    property_id: z.number().int().nullable().describe('La propiedad de la cartera a la que se refiere, si se eligió'),
    pre_payment_warnings: z
      .array(
        z.object({
          code: z.enum(PRE_PAYMENT_WARNING_CODES),
          message: z.string(),
          items: z
            .array(z.string())
            .optional()
            .describe('information_sheet_incomplete: cada dato que la ficha marca «No consta todavía» (art. 60.3)'),
        }),
      )
      .describe(
        'Lo que falta antes de que el comprador pague a cuenta más del 1 % del precio: la ficha informativa, los datos ' +
          'que la ficha marca como no constados o el expediente del comprador obligatorio. Vacío cuando no falta nada o ' +
          'ya no hay pago pendiente',
      ),
    outcome: contractOutcomeResponseSchema,
    outcome_history: outcomeHistorySchema,
    signing_policy: signingPolicyResponseSchema,
    test_mode: z
      .boolean()
      .describe(
        'Hecho en modo de prueba: cada página del PDF dice DOCUMENTO DE PRUEBA (congelado al firmar la empresa)',
      ),
    buyers: z.array(contractBuyerResponseSchema),
    attachments: z.array(contractAttachmentResponseSchema),
  })
  .meta({ id: 'Contract' });

/** The company as a party to the contract on the signing page: its identity and whether its representative signed. */
const signingCompanyResponseSchema = z.object({
  name: z.string(),
  legal_name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  representative: z.string().nullable().describe('Quién firmó por la empresa; null hasta que firma'),
  signed_at: isoDateString().nullable(),
});

const contractSignerResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  dni: z.string(),
  signed_at: isoDateString().nullable(),
});

const signingParagraphsSchema = z
  .array(z.object({ kind: z.enum(['title', ...PARAGRAPH_KINDS]), text: z.string() }))
  .describe('Párrafos estructurados, el título primero');

/** GET /api/contracts/{id}: what a buyer (or the administrator) reads on the signing page. */
export const publicContractResponseSchema = z
  .object({
    id: z.string(),
    contract_type: z.string(),
    contract_type_name: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    created_at: isoDateString(),
    contract_data: contractData(),
    content: z.string().describe('Texto del contrato (el congelado una vez firmado por la empresa)'),
    paragraphs: z
      .array(z.object({ kind: z.enum(['title', ...PARAGRAPH_KINDS]), text: z.string() }))
      .describe('El mismo texto en párrafos estructurados, el título primero: lo que muestra la página de firma'),
    frozen_sha256: z.string().nullable(),
    signers: z.array(contractSignerResponseSchema.extend({ buyer_order: z.number().int() })),
    attachments: z.array(contractAttachmentResponseSchema.omit({ uploaded_at: true })),
    signer: contractSignerResponseSchema
      .nullable()
      .describe('El comprador del enlace; null si lo lee el administrador'),
    language: z.enum(LOCALES).optional().describe('Idioma de la página: el del comprador del enlace, o el del primero'),
    contract_language: z
      .enum(CONTRACT_LANGUAGES)
      .optional()
      .describe('Idioma en que está redactado el contrato (es o ca)'),
    contract_type_label: z.string().optional().describe('Nombre del tipo de contrato en el idioma de la página'),
    copy_language: z
      .enum(CONTRACT_LANGUAGES)
      .nullable()
      .optional()
      .describe('Contrato bilingüe: idioma de la copia firmada con el texto de contract_language, que prevalece'),
    copy: z
      .object({ language: z.enum(CONTRACT_LANGUAGES), paragraphs: signingParagraphsSchema })
      .nullable()
      .optional()
      .describe('Contrato bilingüe: la copia en el otro idioma, congelada y firmada con el texto vinculante'),
    courtesy_translation: z
      .object({
        language: z.literal('en'),
        binding_language: z.enum(CONTRACT_LANGUAGES).describe('El idioma del texto que vincula'),
        notice: z.string().describe('Que la traducción no vincula y cuál es el texto vinculante, en inglés'),
        paragraphs: signingParagraphsSchema,
        pdf_url: z.string().describe('La traducción en PDF, marcada como no vinculante en cada página (con el token)'),
      })
      .nullable()
      .optional()
      .describe('Traducción de cortesía al inglés, no vinculante: para el comprador que lee en inglés'),
    outcome: contractOutcomeResponseSchema.optional(),
    outcome_history: outcomeHistorySchema.optional(),
    signing_policy: signingPolicyResponseSchema,
    test_mode: z.boolean().describe('Documento de prueba: la instalación no estaba en marcha'),
    payment_details_sent: z
      .boolean()
      .describe(
        'Los datos de la transferencia ya se enviaron por email a los compradores (lo hace la última firma, o la ' +
          'decisión que abre el pago): hasta entonces la página no dice «Paga por transferencia (ahora)»',
      ),
    company: signingCompanyResponseSchema
      .optional()
      .describe('La empresa como firmante (quién firmó por ella y cuándo) y sus datos para el pie de la página'),
  })
  .meta({ id: 'PublicContract' });

/** POST /api/contracts/{id}/buyer-sign. */
export const buyerSignResponseSchema = z.object({
  all_signed: z.boolean(),
  status: z.enum(CONTRACT_STATUSES),
});

/** GET /api/cms/contracts/{id}/events: the audit trail. */
export const contractEventResponseSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  actor: z.string(),
  buyer_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: isoDateString(),
});

/** GET /api/cms/contracts/{id}/timeline: the contract's evidence in time order (docs/product.md §5.4). */
export const timelineEntryResponseSchema = z.object({
  kind: z.string(),
  at: isoDateString(),
  actor: z.string().nullable(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

const contractFieldResponseSchema = z.object({
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

/** GET /api/contract-types item: built from the type definitions, so typed by them (ContractTypeDto). */
export const contractTypeResponseSchema = z
  .object({
    id: z.enum(['arras_penitenciales', 'reserva_no_condicionada', 'reserva_condicionada']),
    name: z.string(),
    description: z.string(),
    template: z.object({
      title: z.string(),
      content: z.string().describe('Párrafos separados por una línea en blanco, con {campos}'),
    }),
    name_ca: z.string().describe('Nombre del contrato en catalán'),
    template_ca: z
      .object({ title: z.string(), content: z.string() })
      .describe('El mismo contrato redactado en catalán, con los mismos {campos} (contract_language "ca")'),
    template_en: z
      .object({ title: z.string(), content: z.string() })
      .describe(
        'Traducción de cortesía al inglés, con los mismos {campos}: no vinculante, para los compradores que leen en inglés',
      ),
    fields: z.array(contractFieldResponseSchema),
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

export type ContractAttachmentDto = z.infer<typeof contractAttachmentResponseSchema>;
/** `language`: of the buyer's mails and public pages (docs/product.md §11.2); `signing_url`: shown again to the administrator. */
export type ContractBuyerDto = z.infer<typeof contractBuyerResponseSchema>;
export type ContractDto = z.infer<typeof contractResponseSchema>;
export type ContractSignerDto = PublicContractDto['signers'][number];
export type SigningCompanyDto = z.infer<typeof signingCompanyResponseSchema>;
export type PublicContractDto = z.infer<typeof publicContractResponseSchema>;
export type BuyerSignResponse = z.infer<typeof buyerSignResponseSchema>;
export type ContractEventDto = z.infer<typeof contractEventResponseSchema>;
export type TimelineEntryDto = z.infer<typeof timelineEntryResponseSchema>;
