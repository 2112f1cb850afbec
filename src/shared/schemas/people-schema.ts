// The company's people (docs/product.md §4): accounts, roles and who may sign for the company.
import { z } from 'zod';

import { validateDniNie } from '#shared/identity/dni.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail, MAX_EMAIL_LENGTH } from '#shared/identity/email.ts';

import { isoDateString } from './zod-fields';

const role = z.enum(['owner', 'staff'], { message: 'El rol debe ser propietario o personal' });
const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label}: obligatorio`).max(max, `${label}: demasiado largo`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}: demasiado largo`).default('');

const signingPowersSchema = z.object({
  name: text('Nombre', 200),
  dni: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const error = validateDniNie(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  position: text('Cargo', 200).describe('Administrador único, consejero delegado, apoderado…'),
  powers: text('Poderes', 1000).describe('De dónde vienen sus facultades: escritura, notario, fecha, protocolo'),
  // The powers as a Catalan contract and the English courtesy translation state them; empty: the Spanish text goes
  // as written, and the document says it is in Spanish (docs/product.md#signer-powers).
  powers_ca: optionalText('Poderes en catalán', 1000).describe('Los poderes en catalán, para los contratos en catalán'),
  powers_en: optionalText('Poderes en inglés', 1000).describe('Los poderes en inglés, para la traducción de cortesía'),
});

export const invitePersonSchema = z.object({
  email: z.string().trim().max(MAX_EMAIL_LENGTH).refine(isValidEmail, INVALID_EMAIL_MESSAGE),
  full_name: text('Nombre', 200),
  role,
  signing_powers: signingPowersSchema.nullable().default(null),
});

export const updatePersonSchema = z
  .object({
    full_name: text('Nombre', 200),
    role,
    active: z.boolean(),
    signing_powers: signingPowersSchema.nullable(),
  })
  .partial();

const signingPowersResponseSchema = z.object({
  name: z.string(),
  dni: z.string(),
  position: z.string(),
  powers: z.string(),
  powers_ca: z.string(),
  powers_en: z.string(),
});

/** An account as the people page lists it; `invitation_pending`: invited and still without a password of their own. */
export const personResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  role,
  active: z.boolean(),
  signing_powers: signingPowersResponseSchema.nullable().describe('null: no puede firmar por la empresa'),
  invitation_pending: z.boolean(),
  signs_for_company: z
    .enum(['own_powers', 'shared_account', 'no'])
    .describe(
      'own_powers: firma con sus poderes; shared_account: la primera cuenta, que sin poderes propios firma en nombre del representante de los datos de la empresa; no: no firma',
    ),
  created_at: isoDateString(),
});

/** Who signs for the company and as what (GET /api/cms/signatories): what a contract will state, without the DNI. */
export const signatoryResponseSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  position: z.string(),
  powers: z.string(),
});

export type SignatoryDto = z.infer<typeof signatoryResponseSchema>;
export type InvitePersonInput = z.infer<typeof invitePersonSchema>;
export type UpdatePersonInput = z.infer<typeof updatePersonSchema>;
export type PersonDto = z.infer<typeof personResponseSchema>;
export type PersonRole = PersonDto['role'];
export type SigningPowersDto = z.infer<typeof signingPowersResponseSchema>;
