import { z } from 'zod';

import { INVALID_EMAIL_MESSAGE } from '#shared/identity/email.ts';

import { emailRule, ruledString, tooLongMessage } from './zod-fields';

export const MIN_PASSWORD_LENGTH = 6;
/** Bounds the work of hashing a password sent by anyone. */
export const MAX_PASSWORD_LENGTH = 200;

export const LOGIN_REQUIRED_MESSAGE = 'Usuario y contraseña son obligatorios';
export const CHANGE_MISMATCH_MESSAGE = 'El nuevo password y la confirmación no coinciden';
export const CHANGE_TOO_SHORT_MESSAGE = `El nuevo password debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
export const CHANGE_SAME_MESSAGE = 'El nuevo password debe ser diferente al actual';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'El password actual es obligatorio';
export const RESET_MISMATCH_MESSAGE = 'Las contraseñas no coinciden';
export const RESET_TOO_SHORT_MESSAGE = `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
export const RESET_TOKEN_MESSAGE = 'El enlace de restablecimiento no es válido o ha caducado';

const PASSWORD_TOO_LONG_MESSAGE = tooLongMessage('La contraseña', MAX_PASSWORD_LENGTH);

// Passwords are never trimmed: spaces are legitimate characters in them.
function password(requiredMessage: string) {
  return z.string({ error: requiredMessage }).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);
}

export const loginSchema = z.object(
  {
    username: z
      .string({ error: LOGIN_REQUIRED_MESSAGE })
      .trim()
      .min(1, LOGIN_REQUIRED_MESSAGE)
      .max(100, tooLongMessage('El usuario', 100)),
    password: password(LOGIN_REQUIRED_MESSAGE).min(1, LOGIN_REQUIRED_MESSAGE),
  },
  { error: LOGIN_REQUIRED_MESSAGE },
);

export interface PasswordChange {
  current_password: string;
  new_password: string;
  /** Only the browser form has it; the API call of docs/product.md §8 sends just the two passwords. */
  confirm_password?: string | undefined;
}

/** First problem in the order the form reports them (docs/product.md §9), or null. */
export function validatePasswordChange({
  current_password,
  new_password,
  confirm_password,
}: PasswordChange): string | null {
  if (confirm_password !== undefined && confirm_password !== new_password) return CHANGE_MISMATCH_MESSAGE;
  if (new_password.length < MIN_PASSWORD_LENGTH) return CHANGE_TOO_SHORT_MESSAGE;
  if (new_password === current_password) return CHANGE_SAME_MESSAGE;
  return null;
}

/** Body of POST /api/auth/change-password (JSON or multipart form fields). */
export const changePasswordSchema = z
  .object(
    {
      current_password: password(CURRENT_PASSWORD_REQUIRED_MESSAGE).min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE),
      new_password: password(CHANGE_TOO_SHORT_MESSAGE),
      confirm_password: password(CHANGE_MISMATCH_MESSAGE).optional(),
    },
    { error: CURRENT_PASSWORD_REQUIRED_MESSAGE },
  )
  .superRefine((value, ctx) => {
    const message = validatePasswordChange(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['new_password'] });
  });

/** Body of POST /api/auth/request-password-reset. */
export const requestResetSchema = z.object(
  {
    email: ruledString('El email es obligatorio', emailRule('El email es obligatorio', INVALID_EMAIL_MESSAGE)),
  },
  { error: 'El email es obligatorio' },
);

/** Checks of the reset form, which also asks for a confirmation (not sent to the API). */
export function validatePasswordReset(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return RESET_MISMATCH_MESSAGE;
  return newPassword.length < MIN_PASSWORD_LENGTH ? RESET_TOO_SHORT_MESSAGE : null;
}

/** Body of POST /api/auth/reset-password. */
export const resetPasswordSchema = z.object(
  {
    token: z.string({ error: RESET_TOKEN_MESSAGE }).trim().min(1, RESET_TOKEN_MESSAGE).max(500, RESET_TOKEN_MESSAGE),
    new_password: password(RESET_TOO_SHORT_MESSAGE).min(MIN_PASSWORD_LENGTH, RESET_TOO_SHORT_MESSAGE),
  },
  { error: RESET_TOKEN_MESSAGE },
);

export type LoginInput = z.output<typeof loginSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type RequestResetInput = z.output<typeof requestResetSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const meResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  role: z.enum(['owner', 'staff']).describe('owner: todo; staff: propiedades, textos, contactos y borradores'),
});

export const loginResponseSchema = z.object({
  access_token: z.string().describe('JWT para Authorization: Bearer'),
  token_type: z.literal('bearer'),
});

/** One open session of the account (GET /api/auth/sessions, docs/product.md §4 "Sessions"). */
export const sessionResponseSchema = z.object({
  id: z.string().describe('Identificador de la sesión en esta lista (no es el token)'),
  current: z.boolean().describe('true: la sesión de quien pregunta'),
  created_at: z.string().describe('Inicio de sesión (ISO 8601)'),
  last_seen_at: z.string().describe('Último uso, con unos minutos de margen (ISO 8601)'),
  expires_at: z.string().describe('Cuándo caduca sola (ISO 8601)'),
  ip: z.string().nullable().describe('Dirección desde la que se inició'),
  user_agent: z.string().nullable().describe('Navegador con el que se inició'),
});

export type MeDto = z.infer<typeof meResponseSchema>;
export type SessionDto = z.infer<typeof sessionResponseSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
