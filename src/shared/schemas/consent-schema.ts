import { z } from 'zod';

import { isoDateString } from './zod-fields';

export { COOKIE_POLICY_VERSION } from '#shared/site/cookie-policy.ts';

const INVALID_CONSENT = 'La elección de cookies no es válida';

/** A visitor's cookie choice, recorded with a random id the browser keeps (no personal data). */
export const consentRecordSchema = z.object({
  id: z.uuid({ error: 'El identificador del consentimiento no es válido' }),
  // Recorded as the visitor answered, though no analytics are used today (docs/product.md §3).
  analytics: z.boolean({ error: INVALID_CONSENT }),
  marketing: z.boolean({ error: INVALID_CONSENT }),
  functional: z.boolean({ error: INVALID_CONSENT }),
  policy_version: z.string({ error: INVALID_CONSENT }).trim().min(1, INVALID_CONSENT).max(40, INVALID_CONSENT),
});

export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;

/** A visitor's recorded cookie choice (POST/GET /api/consent). */
export const consentRecordResponseSchema = z
  .object({
    id: z.string().describe('Identificador aleatorio que guarda el navegador del visitante'),
    analytics: z.boolean(),
    marketing: z.boolean(),
    functional: z.boolean(),
    policy_version: z.string().describe('Versión de la política de cookies aceptada o rechazada'),
    recorded_at: isoDateString(),
  })
  .meta({ id: 'ConsentRecord' });

export type ConsentRecordDto = z.infer<typeof consentRecordResponseSchema>;
