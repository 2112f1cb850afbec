import { z } from 'zod';

import { isoDateString } from './zod-fields';

// The company's own anti-money-laundering organisation (Ley 10/2010 art. 26, docs/product.md#aml-organisation): who
// approves high-risk clients and the internal manual. Shared by the admin card and the API.

export const MAX_AML_MANUAL_BYTES = 20 * 1024 * 1024;
/** A manual is longer than an identity document: the decoder still opens every page, up to this many. */
export const MAX_AML_MANUAL_PAGES = 300;

/** PUT /api/cms/aml-organisation/approver. */
export const amlApproverSchema = z.object(
  { user_id: z.number({ error: 'Elige la persona que aprueba los clientes de riesgo alto' }).int().positive() },
  { error: 'Elige la persona que aprueba los clientes de riesgo alto' },
);

/** ?dated= of POST /api/cms/aml-organisation/manual: the manual's own date, not after today. */
export const amlManualQuerySchema = z.object({
  dated: z
    .string({ error: 'Indica la fecha del manual (AAAA-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha del manual debe tener el formato AAAA-MM-DD')
    .describe('Fecha del manual (AAAA-MM-DD), no posterior a hoy'),
});

const personAnswer = z.object({ user_id: z.number().int(), name: z.string() });

/** GET /api/cms/aml-organisation. */
export const amlOrganisationResponseSchema = z.object({
  approver: personAnswer
    .extend({ valid: z.boolean().describe('Sigue siendo un propietario activo') })
    .nullable()
    .describe('Quién aprueba los clientes de riesgo alto (Ley 10/2010, arts. 14 y 26)'),
  manual: z
    .object({
      filename: z.string(),
      sha256: z.string(),
      dated: z.string(),
      uploaded_at: isoDateString(),
      by: z.string(),
    })
    .nullable()
    .describe('El manual interno de prevención del blanqueo de capitales (PDF)'),
  candidates: z.array(personAnswer).describe('Personas con cuenta de propietario activa que pueden aprobar'),
});
export type AmlOrganisationDto = z.infer<typeof amlOrganisationResponseSchema>;
