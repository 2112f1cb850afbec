import { z } from 'zod';

import { IDENTIFICATION_MEASURES, IDENTIFICATION_PENDING } from '#shared/identity/buyer-identification.ts';

import { reasonField } from './reason-schema';
import { isoDateString } from './zod-fields';

// How each buyer was identified (docs/product.md#identified-buyers): the owner's record of another measure, and the
// answer every view of the file and the export read.

/** POST /api/cms/contracts/{id}/buyers/{buyerId}/identification: the measure an owner took, and what they did. */
export const identificationMeasureSchema = z.object(
  {
    measure: z.enum(IDENTIFICATION_MEASURES, {
      error:
        'Elige la medida: in_person, electronic_signature, notarised_copy, authorised_procedure u other (RD 304/2014, arts. 6 y 21)',
    }),
    reason: reasonField('La descripción de la medida'),
  },
  { error: 'Indica la medida y qué se hizo (al menos 20 caracteres)' },
);
export type IdentificationMeasureInput = z.output<typeof identificationMeasureSchema>;

export const IDENTIFICATION_METHODS = ['payer_check', ...IDENTIFICATION_MEASURES] as const;

/** The ordering account of the payment behind a buyer's identification, with its country and whether it is EU/EEA. */
export const identificationPaymentSchema = z.object({
  payer_name: z.string().nullable(),
  payer_iban: z.string().nullable(),
  country: z.string().nullable().describe('País de la cuenta ordenante: las dos primeras letras del IBAN'),
  eu_eea: z.boolean().nullable().describe('Cuenta en la UE/EEE; null si no consta la cuenta'),
  value_date: z.string().nullable(),
  amount: z.number(),
});

export const identificationResponseSchema = z
  .object({
    verified: z.boolean(),
    method: z
      .enum(IDENTIFICATION_METHODS)
      .nullable()
      .describe('payer_check: documento y transferencia desde su cuenta en la UE/EEE (RD 304/2014, art. 21.1.c)'),
    label: z.string().describe('Cómo se verificó su identidad, o qué falta, en castellano'),
    reason: z.string().nullable().describe('Lo que hizo el propietario (medida registrada)'),
    by: z.string().nullable(),
    at: isoDateString().nullable(),
    pending: z.enum(IDENTIFICATION_PENDING).nullable(),
    open_item: z.boolean().describe('Queda pendiente en el panel y en la exportación hasta que se registre una medida'),
    payment: identificationPaymentSchema.nullable(),
  })
  .describe('Cómo se verificó la identidad del comprador (RD 304/2014, art. 21)');
export type IdentificationDto = z.infer<typeof identificationResponseSchema>;
