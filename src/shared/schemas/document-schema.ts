// Answers of the document verification (docs/product.md §5.5), shared by the server and the /verificar page.
import { z } from 'zod';

import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';

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
        link_handed_over: z
          .object({ at: isoDateString() })
          .optional()
          .describe(
            'La empresa tuvo el enlace de firma de este comprador (un propietario lo tomó) desde esa fecha: la firma no la hizo ' +
              'un enlace que solo tuviera el comprador. Sin nombres',
          ),
      }),
    ),
    signing_policy: z
      .object({ email_code: z.boolean(), buyer_file_required: z.boolean() })
      .describe('La política con la que firmaron los compradores, congelada al firmar la empresa'),
    test_mode: z.boolean().describe('Documento de prueba: la instalación no estaba en marcha cuando se firmó'),
    contract_status: z
      .enum(CONTRACT_STATUSES)
      .describe('Estado actual del contrato (p. ej. signed, completed, cancelled)'),
    outcome: z
      .object({ outcome: z.string(), date: z.string() })
      .nullable()
      .describe('Qué pasó después del pago y en qué fecha; nunca importes, motivos ni nombres del personal'),
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
  z.object({
    status: z.literal('unknown'),
    sha256: z.string(),
    review_copy: z
      .object({
        contract_ref: z.string().describe('Referencia corta del contrato (8 primeros caracteres)'),
        contract_type_name: z.string(),
        contract_status: z.enum(CONTRACT_STATUSES),
        sealed_sha256: z
          .string()
          .nullable()
          .describe('Huella SHA-256 del PDF sellado, el documento válido; null mientras faltan firmas'),
      })
      .optional()
      .describe(
        'Solo si el PDF es la copia de revisión de un contrato conocido, hecha antes de firmar: no es el documento sellado',
      ),
  }),
  z
    .object({
      status: z.literal('deleted'),
      sha256: z.string(),
      contract_type_name: z.string(),
      deleted_at: z.string(),
      message: z.string().describe('Lo que significa, en el idioma pedido'),
    })
    .describe(
      'El documento existió (su huella consta en la lápida del contrato), pero su registro se borró por el plazo de conservación',
    ),
]);

export type VerifyDocumentDto = z.infer<typeof verifyDocumentResponseSchema>;
export type VerifiedSignerDto = Extract<VerifyDocumentDto, { status: 'genuine' }>['signers'][number];
/** The seal's time: an RFC 3161 time-stamp (authority and time), or null when only the server's clock dated it. */
export type SealTimeDto = Extract<VerifyDocumentDto, { status: 'genuine' }>['seal'];
