import { z } from 'zod';

import { CANCEL_REASON_CODES } from '#shared/contract-lifecycle/index.ts';
import { hasAtMostTwoDecimals } from '#shared/money/cents.ts';

import { reasonField } from './reason-schema';

export const CANCEL_REASON_MAX = 1000;
export const CANCEL_REASON_LABEL = 'El motivo de la anulación';

export const CANCEL_REASON_CODE_INVALID = 'Categoría del motivo no válida';
export const CANCEL_REASON_REQUIRED = 'Indica el motivo de la anulación';

const REAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDate = (value: string) => {
  const match = REAL_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
};
const dateField = (label: string) =>
  z
    .string({ error: `${label}: una fecha AAAA-MM-DD` })
    .trim()
    .refine(isRealDate, `${label} no es válida: debe ser una fecha real con el formato AAAA-MM-DD`)
    .nullish();

/** The offer of a termination agreement (docs/product.md#mutual-agreement): every field has its default. */
const terminationFields = {
  amount: z
    .number({ error: 'El importe a devolver debe ser un número en euros' })
    .min(0, 'El importe a devolver no puede ser negativo')
    .refine(hasAtMostTwoDecimals, 'El importe a devolver: como máximo dos decimales (céntimos)')
    .nullish()
    .describe('Euros que la empresa devuelve; por defecto, todo lo entregado según los términos firmados'),
  deadline: dateField('La fecha límite para devolverlo').describe(
    'Último día para devolver el importe; por defecto, el plazo de devolución firmado contado desde hoy',
  ),
  expires_on: dateField('La fecha en que caduca la oferta').describe(
    'Último día en que las partes pueden firmar el acuerdo; por defecto, 15 días naturales desde hoy',
  ),
};

/**
 * Body of POST /api/cms/contracts/{id}/cancel: the reason (20 characters that mean something, docs/product.md#reasons)
 * goes into the contract's audit trail and the buyers' notice; `reason_code` (optional, so `{"reason": "…"}` alone
 * keeps working) adds its category. `communication_received_on`: for an unmet condition, the day the company received
 * the buyer's communication, from which the refund term counts. `mutual_agreement` offers a termination agreement
 * (its fields at the top level or under `termination`).
 */
export const cancelContractSchema = z.object(
  {
    reason_code: z.enum(CANCEL_REASON_CODES, { error: CANCEL_REASON_CODE_INVALID }).nullish(),
    reason: reasonField(CANCEL_REASON_LABEL),
    communication_received_on: dateField('La fecha en que se recibió la comunicación').describe(
      'Incumplimiento de la condición: día en que la empresa recibió la comunicación del comprador (no futuro)',
    ),
    ...terminationFields,
    termination: z.object(terminationFields).nullish(),
  },
  { error: CANCEL_REASON_REQUIRED },
);

export type CancelContractInput = z.output<typeof cancelContractSchema>;
export type TerminationOfferInput = { amount?: number | null; deadline?: string | null; expires_on?: string | null };

/** The termination fields, wherever the client put them. */
export const terminationOfferOf = (input: CancelContractInput): TerminationOfferInput => ({
  amount: input.termination?.amount ?? input.amount,
  deadline: input.termination?.deadline ?? input.deadline,
  expires_on: input.termination?.expires_on ?? input.expires_on,
});

/** `GET /api/cms/contracts?archived=true`: only archived contracts; anything else, the default list. */
export const contractListQuerySchema = z.object({
  archived: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
