import { z } from 'zod';

import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';

import { identificationResponseSchema } from './identification-schema';
import { reasonField } from './reason-schema';
import { isoDateString, optionalText, requiredTextRule, ruledString } from './zod-fields';

// The buyer's due-diligence file under Ley 10/2010 (docs/product.md §5.7): the buyer's declarations, the admin's
// risk review and the identity documents' rules, shared by the signing page, the admin area and the API.

/** Where the money for the purchase comes from (art. 6 Ley 10/2010: origin of the funds). */
export const FUNDS_ORIGIN_CATEGORIES = [
  'savings',
  'salary',
  'business',
  'property_sale',
  'inheritance_gift',
  'mortgage',
  'other',
] as const;
export type FundsOriginCategory = (typeof FUNDS_ORIGIN_CATEGORIES)[number];

export const FUNDS_ORIGIN_LABELS: Record<FundsOriginCategory, string> = {
  savings: 'Ahorros',
  salary: 'Rendimientos del trabajo',
  business: 'Actividad empresarial o profesional',
  property_sale: 'Venta de otro inmueble',
  inheritance_gift: 'Herencia o donación',
  mortgage: 'Préstamo hipotecario',
  other: 'Otro origen',
};

export const RISK_LEVELS = ['low', 'normal', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LABELS: Record<RiskLevel, string> = { low: 'Bajo', normal: 'Normal', high: 'Alto' };

/** Photos or a PDF of both sides of the DNI, NIE or passport. */
export const BUYER_FILE_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const MAX_BUYER_FILE_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_BUYER_FILE_DOCUMENTS = 6;

const text = (label: string, max: number) =>
  ruledString(`${label} es obligatorio`, requiredTextRule(`${label} es obligatorio`, label, max));
const yesNo = (label: string) => z.boolean({ error: `${label}: debe ser sí o no` });

/** A natural person who ultimately owns or controls (art. 4 Ley 10/2010). */
export const beneficialOwnerSchema = z.object(
  {
    name: text('Nombre del titular real', 200),
    id_document: text('Documento del titular real', 40),
    ownership: optionalText('Participación o control del titular real', 200),
  },
  { error: 'Titular real no válido' },
);

export const buyerDeclarationsSchema = z
  .object(
    {
      acts_on_own_behalf: yesNo('Actúa en su propio nombre'),
      /** When acting for someone else: that person (art. 4). */
      beneficial_owner: beneficialOwnerSchema.nullish(),
      /** A company as buyer names the people who own or control it. */
      is_company: yesNo('Compra como sociedad').default(false),
      company_beneficial_owners: z
        .array(beneficialOwnerSchema, { error: 'Lista de titulares reales no válida' })
        .max(10, 'No puede haber más de 10 titulares reales')
        .nullish()
        .transform((owners) => owners ?? []),
      is_pep: yesNo('Responsabilidad pública'),
      pep_details: optionalText('Cargo público', 1000),
      occupation: text('Profesión o actividad', 200),
      funds_origin_category: z.enum(FUNDS_ORIGIN_CATEGORIES, { error: 'Elige el origen de los fondos' }),
      funds_origin_details: text('Explicación del origen de los fondos', 2000),
    },
    { error: 'Declaraciones no válidas' },
  )
  .superRefine((value, ctx) => {
    if (!value.acts_on_own_behalf && !value.beneficial_owner) {
      ctx.addIssue({
        code: 'custom',
        path: ['beneficial_owner'],
        message: 'Indica por cuenta de quién actúas (titular real)',
      });
    }
    if (value.is_company && value.company_beneficial_owners.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['company_beneficial_owners'],
        message: 'Una sociedad debe indicar al menos un titular real',
      });
    }
    if (value.is_pep && !value.pep_details) {
      ctx.addIssue({
        code: 'custom',
        path: ['pep_details'],
        message: 'Indica el cargo público que ocupas o has ocupado',
      });
    }
  });

export type BuyerDeclarations = z.output<typeof buyerDeclarationsSchema>;
export type BuyerDeclarationsInput = z.input<typeof buyerDeclarationsSchema>;

/** What a document of the file evidences: the buyer's identity, or the source of their funds or wealth (art. 14). */
export const BUYER_FILE_DOCUMENT_KINDS = ['identity', 'funds'] as const;
export type BuyerFileDocumentKind = (typeof BUYER_FILE_DOCUMENT_KINDS)[number];

export const buyerFileReviewSchema = z.object(
  {
    risk: z.enum(RISK_LEVELS, { error: 'El riesgo debe ser bajo, normal o alto' }),
    reason: reasonField('El motivo de la valoración'),
  },
  { error: 'Valoración no válida' },
);
export type BuyerFileReview = z.output<typeof buyerFileReviewSchema>;

/** DELETE …/documents/{documentId}: an owner removes a document, always saying why (docs/product.md §5.7). */
export const removeDocumentSchema = z.object(
  { reason: text('El motivo para retirar el documento', 2000) },
  { error: 'Indique el motivo para retirar el documento' },
);
/**
 * Body of POST …/buyer-file/confirm: why the company goes ahead with a high risk (Ley 10/2010 art. 14) — required, and a
 * reason that means something (docs/product.md#reasons).
 */
export const highRiskApprovalSchema = z.object(
  { reason: reasonField('El motivo de la aprobación') },
  {
    error: 'Indica el motivo de la aprobación (al menos 20 caracteres que expliquen por qué la empresa sigue adelante)',
  },
);

// Answers of the buyer-file routes (docs/product.md §5.7): the buyer's own view on the signing page and the
// owners' view in the admin area.

const beneficialOwnerAnswer = z.object({ name: z.string(), id_document: z.string(), ownership: z.string().nullish() });

const buyerDeclarationsResponseSchema = z.object({
  acts_on_own_behalf: z.boolean(),
  beneficial_owner: beneficialOwnerAnswer.nullish(),
  is_company: z.boolean(),
  company_beneficial_owners: z.array(beneficialOwnerAnswer),
  is_pep: z.boolean(),
  pep_details: z.string().nullish(),
  occupation: z.string(),
  funds_origin_category: z.enum(FUNDS_ORIGIN_CATEGORIES),
  funds_origin_details: z.string(),
});

const buyerFileDocumentResponseSchema = z.object({
  id: z.number().int(),
  kind: z
    .enum(BUYER_FILE_DOCUMENT_KINDS)
    .describe('identity: documento de identidad; funds: origen de los fondos o del patrimonio (Ley 10/2010, art. 14)'),
  filename: z.string(),
  content_type: z.enum(BUYER_FILE_DOCUMENT_TYPES),
  size: z.number().int(),
  uploaded_by: z.enum(['buyer', 'admin']),
  uploaded_at: isoDateString(),
});

/** What the buyer sees of their own file on the signing page. */
export const publicBuyerFileResponseSchema = z.object({
  required: z.boolean().describe('Si el comprador no puede firmar sin completarlo (ajuste según el tipo de contrato)'),
  complete: z.boolean().describe('Documento de identidad y declaraciones recibidos'),
  under_review: z
    .boolean()
    .describe(
      'Completo y a la espera de la valoración de un propietario (y de su aprobación si el riesgo es alto): hasta entonces el comprador no puede firmar',
    ),
  sides_needed: z
    .union([z.literal(1), z.literal(2)])
    .describe(
      'Fotos que pide el documento: 2 (las dos caras del DNI, NIE o documento UE) o 1 (pasaporte); un PDF vale por las dos',
    ),
  identity_complete: z.boolean().describe('El documento de identidad está entero: todas sus caras, o un PDF'),
  funds_requested: z
    .boolean()
    .describe(
      'La empresa pide un documento que acredite el origen de los fondos o del patrimonio (Ley 10/2010, art. 14) antes de que firme',
    ),
  declarations: buyerDeclarationsResponseSchema.nullable(),
  documents: z.array(buyerFileDocumentResponseSchema),
});
export type PublicBuyerFileDto = z.infer<typeof publicBuyerFileResponseSchema>;

const byWhom = z.object({ name: z.string(), at: isoDateString() });

/**
 * The owners' view; once blocked (after the retention date) only that it exists, once deleted who, when and why;
 * after five years its contents only when asked with a reason.
 */
export const adminBuyerFileResponseSchema = z.object({
  contract_id: z.string(),
  buyer_id: z.number().int(),
  buyer: z.object({ name: z.string(), email: z.string(), dni: z.string() }),
  exists: z.boolean().describe('Si hay expediente (aunque esté bloqueado)'),
  blocked: z.boolean().describe('Pasada la fecha de conservación: el contenido ya no se muestra'),
  retention_until: z
    .string()
    .nullable()
    .describe('Fin del plazo de conservación (10 años desde el fin de la relación): entonces se borra'),
  access_limited_from: z
    .string()
    .nullable()
    .describe('Desde cuándo solo se abre indicando el motivo (5 años desde el fin de la relación)'),
  access_limited: z
    .boolean()
    .describe('Pasados 5 años: el contenido solo se muestra pidiéndolo con ?reason=, que queda registrado'),
  purged: z
    .object({ at: isoDateString(), by: z.string(), reason: z.string() })
    .nullable()
    .describe('Borrado al cumplirse el plazo: quién, cuándo y por qué (queda solo esto)'),
  required: z.boolean(),
  complete: z.boolean(),
  declarations: buyerDeclarationsResponseSchema.nullable(),
  declared: byWhom.nullable(),
  documents: z.array(buyerFileDocumentResponseSchema),
  review: z.object({ risk: z.enum(RISK_LEVELS), reason: z.string(), by: z.string(), at: z.string() }).nullable(),
  high_risk_confirmed: byWhom.extend({ reason: z.string().nullable() }).nullable(),
  blocks_signing: z.boolean().describe('Riesgo alto sin confirmar por un propietario: Firmar queda bloqueado'),
  identification: identificationResponseSchema.nullable().describe('null mientras el contenido no se muestra'),
});
export type AdminBuyerFileDto = z.infer<typeof adminBuyerFileResponseSchema>;

export const ACCESS_REASON_MAX_LENGTH = 500;
/** ?reason= of an owner's reading: why a file past five years is opened (recorded in the audit trail). */
export const buyerFileReadingQuerySchema = z.object({
  reason: z
    .string({ error: 'El motivo de la consulta no es válido' })
    .trim()
    .min(10, 'Indique el motivo de la consulta (al menos 10 caracteres)')
    .max(
      ACCESS_REASON_MAX_LENGTH,
      `El motivo de la consulta no puede superar los ${ACCESS_REASON_MAX_LENGTH} caracteres`,
    )
    .optional()
    .describe('Motivo de la consulta: obligatorio pasados 5 años desde el fin de la relación; queda en la auditoría'),
});
/**
 * Why a buyer's file waits for an owner: a risk to record, a high risk to approve expressly (art. 14), or, after the
 * payment, the identification of a buyer the transfer did not identify (RD 304/2014 art. 21).
 */
export const RISK_DECISIONS = ['risk', 'high_risk_approval', 'identification'] as const;

/** GET /api/cms/buyer-files/awaiting-decision item: the dashboard's and the contract list's flags (owners only). */
export const buyerFileAwaitingDecisionResponseSchema = z.object({
  contract_id: z.string(),
  contract_type_name: z.string(),
  contract_status: z.enum(CONTRACT_STATUSES),
  buyer_id: z.number().int(),
  buyer_name: z.string(),
  waiting_for: z
    .enum(RISK_DECISIONS)
    .describe(
      'risk: falta valorar el riesgo; high_risk_approval: riesgo alto sin la aprobación de un propietario; ' +
        'identification: el pago no identificó a este comprador y falta registrar cómo se verificó su identidad',
    ),
  since: isoDateString().describe('Desde cuándo espera (última modificación del expediente)'),
});
export type BuyerFileAwaitingDecisionDto = z.infer<typeof buyerFileAwaitingDecisionResponseSchema>;
