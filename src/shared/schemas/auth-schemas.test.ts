import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import {
  changePasswordSchema,
  loginSchema,
  requestResetSchema,
  resetPasswordSchema,
  validatePasswordChange,
  validatePasswordReset,
  type PasswordChange,
} from './auth-schemas';

const MISMATCH = 'El nuevo password y la confirmación no coinciden';
const TOO_SHORT = 'El nuevo password debe tener al menos 6 caracteres';
const SAME = 'El nuevo password debe ser diferente al actual';

describe('loginSchema', () => {
  it('accepts credentials, trimming only the username', () => {
    expect(loginSchema.parse({ username: ' admin ', password: ' secreto ' })).toEqual({
      username: 'admin',
      password: ' secreto ',
    });
  });

  it.each([
    { username: '', password: 'x' },
    { username: 'admin', password: '' },
    { username: '  ', password: 'x' },
    { password: 'x' },
    { username: 'admin' },
    { username: 1, password: 2 },
  ])('%j → one Spanish message', (body) => {
    expect(new Set(issueMessages(loginSchema.safeParse(body)))).toEqual(
      new Set(['Usuario y contraseña son obligatorios']),
    );
  });

  it('refuses overlong passwords', () => {
    expect(issueMessages(loginSchema.safeParse({ username: 'a', password: 'x'.repeat(201) }))).toEqual([
      'La contraseña no puede superar los 200 caracteres',
    ]);
  });
});

describe('validatePasswordChange', () => {
  it.each<[PasswordChange, string | null]>([
    [{ current_password: 'viejo1', new_password: 'nuevo1', confirm_password: 'nuevo1' }, null],
    [{ current_password: 'viejo1', new_password: 'nuevo1' }, null],
    [{ current_password: 'viejo1', new_password: 'nuevo1', confirm_password: 'nuevo2' }, MISMATCH],
    [{ current_password: 'viejo1', new_password: 'nuevo1', confirm_password: '' }, MISMATCH],
    // Mismatch is reported before the length.
    [{ current_password: 'viejo1', new_password: 'abc', confirm_password: 'abcd' }, MISMATCH],
    [{ current_password: 'viejo1', new_password: 'abcde', confirm_password: 'abcde' }, TOO_SHORT],
    [{ current_password: 'viejo1', new_password: '' }, TOO_SHORT],
    [{ current_password: 'abc', new_password: 'abc' }, TOO_SHORT],
    [{ current_password: 'mismo1', new_password: 'mismo1', confirm_password: 'mismo1' }, SAME],
    [{ current_password: 'x', new_password: '      ' }, null],
  ])('%j → %j', (change, message) => {
    expect(validatePasswordChange(change)).toBe(message);
  });
});

describe('changePasswordSchema', () => {
  it('accepts the API body without confirmation', () => {
    expect(changePasswordSchema.parse({ current_password: 'viejo1', new_password: 'nuevo12' })).toEqual({
      current_password: 'viejo1',
      new_password: 'nuevo12',
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['mismatch', { current_password: 'viejo1', new_password: 'nuevo12', confirm_password: 'otro' }, [MISMATCH]],
    ['too short', { current_password: 'viejo1', new_password: 'abc' }, [TOO_SHORT]],
    ['same', { current_password: 'viejo1', new_password: 'viejo1' }, [SAME]],
    ['missing new', { current_password: 'viejo1' }, [TOO_SHORT]],
    ['missing current', { new_password: 'nuevo12' }, ['El password actual es obligatorio']],
    ['empty current', { current_password: '', new_password: 'nuevo12' }, ['El password actual es obligatorio']],
    [
      'too long',
      { current_password: 'viejo1', new_password: 'x'.repeat(201) },
      ['La contraseña no puede superar los 200 caracteres'],
    ],
  ])('%s', (_case, body, messages) => {
    expect(issueMessages(changePasswordSchema.safeParse(body))).toEqual(messages);
  });
});

describe('requestResetSchema', () => {
  it('trims the email', () => {
    expect(requestResetSchema.parse({ email: ' admin@example.com ' })).toEqual({ email: 'admin@example.com' });
  });

  it.each([
    [{}, 'El email es obligatorio'],
    [{ email: '' }, 'El email es obligatorio'],
    [{ email: 'admin' }, 'Por favor, introduce un email válido'],
  ])('%j → %s', (body, message) => {
    expect(issueMessages(requestResetSchema.safeParse(body))).toEqual([message]);
  });
});

describe('validatePasswordReset', () => {
  it.each([
    ['secreto', 'secreto', null],
    ['secreto', 'secreta', 'Las contraseñas no coinciden'],
    ['abc', 'abcd', 'Las contraseñas no coinciden'],
    ['abc', 'abc', 'La contraseña debe tener al menos 6 caracteres'],
    ['', '', 'La contraseña debe tener al menos 6 caracteres'],
  ])('%j / %j → %j', (password, confirmation, message) => {
    expect(validatePasswordReset(password, confirmation)).toBe(message);
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a token and a long enough password', () => {
    expect(resetPasswordSchema.parse({ token: 'abc123', new_password: 'secreto' })).toEqual({
      token: 'abc123',
      new_password: 'secreto',
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ token: 'abc', new_password: '12345' }, ['La contraseña debe tener al menos 6 caracteres']],
    [{ token: 'abc' }, ['La contraseña debe tener al menos 6 caracteres']],
    [{ token: '', new_password: 'secreto' }, ['El enlace de restablecimiento no es válido o ha caducado']],
    [{ new_password: 'secreto' }, ['El enlace de restablecimiento no es válido o ha caducado']],
  ])('%j → %j', (body, messages) => {
    expect(issueMessages(resetPasswordSchema.safeParse(body))).toEqual(messages);
  });
});

describe('Spanish messages only', () => {
  it.each([
    [loginSchema, null],
    [changePasswordSchema, { current_password: 1, new_password: [], confirm_password: {} }],
    [requestResetSchema, { email: 5 }],
    [resetPasswordSchema, { token: 1, new_password: 2 }],
  ] as const)('%#', (schema, body) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});
