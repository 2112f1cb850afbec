// The company's people (docs/product.md §4): accounts, roles and who may sign for the company.
import { z } from 'zod';

import { validateDniNie } from '#shared/identity/dni.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail, MAX_EMAIL_LENGTH } from '#shared/identity/email.ts';

import { isoDateString } from './zod-fields';

const role = z.enum(['owner', 'staff'], { message: 'El rol debe ser propietario o personal' });
const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label}: obligatorio`).max(max, `${label}: demasiado largo`);

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

export type InvitePersonInput = z.infer<typeof invitePersonSchema>;
export type UpdatePersonInput = z.infer<typeof updatePersonSchema>;
export type PersonDto = z.infer<typeof personResponseSchema>;
export type PersonRole = PersonDto['role'];
export type SigningPowersDto = z.infer<typeof signingPowersResponseSchema>;
