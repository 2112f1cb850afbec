import { z } from 'zod';
import { BUYER_FILE_DOCUMENT_TYPES, FUNDS_ORIGIN_CATEGORIES, RISK_LEVELS } from '#shared/schemas/buyer-file-schema.ts';

// Answers of the buyer-file routes (docs/product.md §5.7): the buyer's own view on the signing page and the
// owners' view in the admin area.

const beneficialOwner = z.object({ name: z.string(), id_document: z.string(), ownership: z.string().nullish() });

const buyerDeclarationsAnswerSchema = z.object({
  acts_on_own_behalf: z.boolean(),
  beneficial_owner: beneficialOwner.nullish(),
  is_company: z.boolean(),
  company_beneficial_owners: z.array(beneficialOwner),
  is_pep: z.boolean(),
  pep_details: z.string().nullish(),
  occupation: z.string(),
  funds_origin_category: z.enum(FUNDS_ORIGIN_CATEGORIES),
  funds_origin_details: z.string(),
});

const documentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.enum(BUYER_FILE_DOCUMENT_TYPES),
  size: z.number().int(),
  uploaded_by: z.enum(['buyer', 'admin']),
  uploaded_at: z.string().describe('Fecha y hora ISO 8601'),
});

/** What the buyer sees of their own file on the signing page. */
export const publicBuyerFileSchema = z.object({
  required: z.boolean().describe('Si el comprador no puede firmar sin completarlo (ajuste según el tipo de contrato)'),
  complete: z.boolean().describe('Documento de identidad y declaraciones recibidos'),
  declarations: buyerDeclarationsAnswerSchema.nullable(),
  documents: z.array(documentSchema),
});
export type PublicBuyerFileDto = z.infer<typeof publicBuyerFileSchema>;

const byWhom = z.object({ name: z.string(), at: z.string().describe('Fecha y hora ISO 8601') });

/** The owners' view; once blocked (after the retention date) only that it exists. */
export const adminBuyerFileSchema = z.object({
  contract_id: z.string(),
  buyer_id: z.number().int(),
  buyer: z.object({ name: z.string(), email: z.string(), dni: z.string() }),
  exists: z.boolean().describe('Si hay expediente (aunque esté bloqueado)'),
  blocked: z.boolean().describe('Pasada la fecha de conservación: el contenido ya no se muestra'),
  retention_until: z.string().nullable().describe('Fin del plazo de conservación (10 años desde el fin de la relación)'),
  required: z.boolean(),
  complete: z.boolean(),
  declarations: buyerDeclarationsAnswerSchema.nullable(),
  declared: byWhom.nullable(),
  documents: z.array(documentSchema),
  review: z.object({ risk: z.enum(RISK_LEVELS), reason: z.string(), by: z.string(), at: z.string() }).nullable(),
  high_risk_confirmed: byWhom.nullable(),
  blocks_signing: z.boolean().describe('Riesgo alto sin confirmar por un propietario: Firmar queda bloqueado'),
});
export type AdminBuyerFileDto = z.infer<typeof adminBuyerFileSchema>;
