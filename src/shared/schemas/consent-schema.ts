import { z } from 'zod';

import { COOKIE_POLICY_VERSION, SITE_USES_ANALYTICS } from '#shared/site/cookie-policy.ts';

import { isoDateString } from './zod-fields';

export { COOKIE_POLICY_VERSION } from '#shared/site/cookie-policy.ts';

const INVALID_CONSENT = 'La elección de cookies no es válida';
export const OLD_POLICY_VERSION =
  'La elección se hizo con una versión de la política de cookies que ya no está vigente: vuelve a cargar la página y elige de nuevo.';
export const NO_ANALYTICS = 'Esta web no usa cookies analíticas: no se puede dar el consentimiento para ellas.';

/**
 * A visitor's cookie choice, recorded with a random id the browser keeps (no personal data). Only a choice about the
 * policy in force, and about categories the site really uses, is proof of consent (GDPR art. 7.1; docs/product.md §3).
 */
export const consentRecordSchema = z.object({
  id: z.uuid({ error: 'El identificador del consentimiento no es válido' }),
  analytics: z
    .boolean({ error: INVALID_CONSENT })
    .refine((analytics) => SITE_USES_ANALYTICS || !analytics, { message: NO_ANALYTICS, abort: true }),
  marketing: z.boolean({ error: INVALID_CONSENT }),
  functional: z.boolean({ error: INVALID_CONSENT }),
  policy_version: z
    .string({ error: INVALID_CONSENT })
    .trim()
    .min(1, INVALID_CONSENT)
    .max(40, INVALID_CONSENT)
    .refine((version) => version === COOKIE_POLICY_VERSION, OLD_POLICY_VERSION),
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
