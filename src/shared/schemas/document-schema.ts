// Answers of the document verification (docs/product.md §5.5), shared by the server and the /verificar page.
import { z } from 'zod';

import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';

import { contractOutcomeResponseSchema } from './contract-outcome-schema';
import { isoDateString } from './zod-fields';

/** POST /api/documents/verify (docs/product.md §5.5): the company (role seller) comes first, then each buyer. */
export const verifyDocumentResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('genuine'),
    sha256: z.string(),
    contract_id: z.string(),
    contract_type_name: z.string(),
    signed_at: isoDateString().nullable(),
    signers: z.array(
      z.object({
        name: z.string(),
        signed_at: isoDateString().nullable(),
        role: z
          .enum(['seller', 'buyer'])
          .optional()
          .describe('seller: la empresa, que firma por medio de su representante'),
      }),
    ),
    contract_status: z
      .enum(CONTRACT_STATUSES)
      .describe('Estado actual del contrato (p. ej. signed, completed, cancelled)'),
    outcome: contractOutcomeResponseSchema,
    seal: z
      .object({
        sealed_at: isoDateString(),
        timestamp: z
          .object({ authority: z.string(), time: isoDateString() })
          .nullable()
          .describe('Sello de tiempo RFC 3161 del PDF, comprobado (autoridad según su certificado); null si no lo hay'),
        trusted_time: z
          .enum(['verified', 'pending', 'server_clock', 'in_newer_copy'])
          .describe(
            'verified: fecha cierta comprobada; pending: se está obteniendo; server_clock: solo el reloj del servidor; ' +
              'in_newer_copy: esta copia no la lleva, la copia actual del contrato sí',
          ),
      })
      .describe('Cuándo se selló: sello de tiempo RFC 3161 comprobado o, si no lo hay, solo el reloj del servidor'),
  }),
  z.object({ status: z.literal('unknown'), sha256: z.string() }),
]);

export type VerifyDocumentDto = z.infer<typeof verifyDocumentResponseSchema>;
export type VerifiedSignerDto = Extract<VerifyDocumentDto, { status: 'genuine' }>['signers'][number];
/** The seal's time: an RFC 3161 time-stamp (authority and time), or null when only the server's clock dated it. */
export type SealTimeDto = Extract<VerifyDocumentDto, { status: 'genuine' }>['seal'];
