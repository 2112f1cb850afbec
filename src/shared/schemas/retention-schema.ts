import { z } from 'zod';

import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';

import { reasonField } from './reason-schema';

// A contract blocked by retention (docs/product.md#contract-retention): what it answers without a legal access, and
// the two acts an owner has on it.

export const blockedContractSchema = z.object({
  id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  contract_type: z.string(),
  created_at: z.string(),
  relationship_ended_at: z.string().describe('E: el día en que terminó la relación'),
  blocked: z.literal(true),
  retention: z.object({
    blocked_from: z.string(),
    delete_at: z.string().describe('E + 10 años: se borra salvo retención legal'),
    legal_hold: z.boolean(),
    legal_hold_reason: z.string().nullable(),
  }),
});
export type BlockedContractDto = z.infer<typeof blockedContractSchema>;

export const legalAccessSchema = z.object({ reason: reasonField('El motivo legal') });
export const legalAccessResponseSchema = z.object({
  expires_at: z.string().describe('Hasta cuándo lo consulta esta persona'),
});

export const legalHoldSchema = z.object({
  hold: z.boolean().describe('true: no se borra a los 10 años hasta levantarla'),
  reason: reasonField('El motivo de la retención legal'),
});
