import { z } from 'zod';

import { CANCEL_REASON_CODES } from '#shared/contract-lifecycle/index.ts';

export const CANCEL_REASON_MAX = 1000;
export const CANCEL_REASON_REQUIRED = 'Indica el motivo de la anulación';
export const CANCEL_REASON_TOO_LONG = `El motivo de la anulación no puede superar los ${CANCEL_REASON_MAX} caracteres`;

export const CANCEL_REASON_CODE_INVALID = 'Categoría del motivo no válida';

/**
 * Body of POST /api/cms/contracts/{id}/cancel: the reason goes into the contract's audit trail and the buyers'
 * notice; `reason_code` (optional, so `{"reason": "…"}` alone keeps working) adds its category.
 */
export const cancelContractSchema = z.object(
  {
    reason_code: z.enum(CANCEL_REASON_CODES, { error: CANCEL_REASON_CODE_INVALID }).nullish(),
    reason: z
      .string({ error: CANCEL_REASON_REQUIRED })
      .trim()
      .min(1, CANCEL_REASON_REQUIRED)
      .max(CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG),
  },
  { error: CANCEL_REASON_REQUIRED },
);

export type CancelContractInput = z.output<typeof cancelContractSchema>;

/** `GET /api/cms/contracts?archived=true`: only archived contracts; anything else, the default list. */
export const contractListQuerySchema = z.object({
  archived: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
