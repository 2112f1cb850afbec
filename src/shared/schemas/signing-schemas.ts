import { z } from 'zod';

import { dataUrlPayload } from '#shared/format/base64.ts';

import { reasonField } from './reason-schema';
import { isoDateString, tooLongMessage } from './zod-fields';

export const SIGNATURE_REQUIRED_MESSAGE = 'Por favor, añada su firma manuscrita antes de continuar.';
/** Shown when "Guardar Firma" is pressed on an empty pad. */
export const EMPTY_SIGNATURE_PAD_MESSAGE = 'Por favor, añada su firma antes de continuar.';
export const INVALID_SIGNATURE_MESSAGE = 'La firma debe ser una imagen PNG';
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** A 400x200 hand signature is a few tens of KB; this leaves room while staying under the 1 MiB body limit. */
const MAX_SIGNATURE_LENGTH = 900_000;

/** PNG data URL with a well-formed payload (whether the image is blank is decided by the server, which decodes it). */
export function isPngDataUrl(value: string): boolean {
  return value.startsWith(PNG_DATA_URL_PREFIX) && Boolean(dataUrlPayload(value, ['image/png']));
}

// Identity fields are accepted for compatibility with the documented payloads (docs/product.md), but the server takes the
// signer from the token (buyers) or from its own configuration (administrator), never from these.
const identityText = (subject: string) =>
  z
    .string({ error: `${subject}: valor no válido` })
    .max(300, tooLongMessage(subject, 300))
    .optional();

const identityFields = {
  contract_id: identityText('El contrato'),
  signer_name: identityText('El nombre del firmante'),
  signer_email: identityText('El email del firmante'),
  signer_dni: identityText('El DNI del firmante'),
};

/** Body of POST /api/contracts/{id}/buyer-sign. */
export const buyerSignSchema = z.object(
  {
    ...identityFields,
    signature_image: z
      .string({ error: SIGNATURE_REQUIRED_MESSAGE })
      .min(1, { error: SIGNATURE_REQUIRED_MESSAGE, abort: true })
      .max(MAX_SIGNATURE_LENGTH, { error: 'La firma es demasiado grande', abort: true })
      .refine(isPngDataUrl, INVALID_SIGNATURE_MESSAGE),
    token: z
      .string({ error: 'El enlace de firma no es válido' })
      .max(200, 'El enlace de firma no es válido')
      .optional(),
  },
  { error: SIGNATURE_REQUIRED_MESSAGE },
);

/** Body of POST /api/cms/contracts/{id}/sign. */
export const adminSignSchema = z.object(
  {
    ...identityFields,
    // Llei 18/2007 art. 60.3 (docs/product.md#each-readers-documents): signing although the information sheet marks
    // items as not stated and more than 1 % of the price is paid on account takes an owner's reason.
    override_missing_information: z
      .object(
        { reason: reasonField('El motivo para firmar sin esos datos') },
        { error: 'override_missing_information: indica el motivo (reason)' },
      )
      .optional()
      .describe(
        'Firmar aunque la ficha informativa marque datos del art. 60.3 como «No consta todavía» y el pago a cuenta ' +
          'supere el 1 % del precio: el motivo de un propietario, que queda registrado. Sin él, en una instalación en ' +
          'marcha: 409 con los datos que faltan',
      ),
  },
  { error: 'Datos de firma no válidos' },
);

export type BuyerSignInput = z.output<typeof buyerSignSchema>;
export type AdminSignInput = z.output<typeof adminSignSchema>;

/** GET /api/cms/contracts/{id}/signing-links item (docs/product.md §5.4): a buyer's link, its expiry and reminders. */
export const signingLinkStateResponseSchema = z.object({
  buyer_id: z.number().int(),
  sent_at: isoDateString().nullable(),
  expires_at: isoDateString().nullable(),
  expired: z.boolean(),
  reminders_sent: z.number().int(),
  next_reminder_at: isoDateString().nullable(),
});

/** GET /api/contracts/{id}/email-code: the email code before signing (docs/product.md §5.4). */
export const emailCodeStatusResponseSchema = z.object({
  required: z.boolean(),
  verified: z.boolean(),
  expires_at: isoDateString().nullable(),
  attempts_left: z.number().int().nullable(),
});

/** POST /api/contracts/{id}/email-code. */
export const emailCodeSentResponseSchema = z.object({ sent: z.literal(true), expires_at: isoDateString() });

export type SigningLinkStateDto = z.infer<typeof signingLinkStateResponseSchema>;
export type EmailCodeStatusDto = z.infer<typeof emailCodeStatusResponseSchema>;
export type EmailCodeSentDto = z.infer<typeof emailCodeSentResponseSchema>;
