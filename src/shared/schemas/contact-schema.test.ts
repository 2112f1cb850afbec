import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import {
  contactMessageSchema,
  validateContactField,
  validateContactForm,
  type ContactField,
  type ValidationMode,
} from './contact-schema';

const VALID = {
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '612 345 678',
  message: 'Me interesa el piso de Gràcia.',
};

describe('validateContactField', () => {
  it.each<[ContactField, string, ValidationMode, string | null]>([
    ['name', 'Ana', 'change', null],
    ['name', '', 'change', 'El nombre es obligatorio'],
    ['name', '   ', 'submit', 'El nombre es obligatorio'],
    ['name', 'x'.repeat(200), 'submit', null],
    ['name', 'x'.repeat(201), 'submit', 'El nombre no puede superar los 200 caracteres'],
    ['email', 'ana@example.com', 'change', null],
    ['email', ' ana@example.com ', 'submit', null],
    ['email', '', 'change', 'El email es obligatorio'],
    ['email', 'ana', 'change', 'Por favor, introduce un email válido'],
    ['email', 'ana@example', 'submit', 'Por favor, introduce un email válido'],
    ['email', 'ana garcia@example.com', 'submit', 'Por favor, introduce un email válido'],
    ['phone', '612 345 678', 'change', null],
    ['phone', '+34 612 345 678', 'submit', null],
    ['phone', '0034612345678', 'submit', null],
    ['phone', '(91) 234-5678', 'submit', null],
    ['phone', '', 'change', 'El teléfono es obligatorio'],
    ['phone', ' ', 'submit', 'El teléfono es obligatorio'],
    ['phone', '512345678', 'change', 'Introduce un teléfono válido (ej: 612 345 678)'],
    ['phone', '512345678', 'submit', 'Por favor, introduce un teléfono español válido (ej: 612 345 678)'],
    ['phone', '6123456789', 'submit', 'Por favor, introduce un teléfono español válido (ej: 612 345 678)'],
    [
      'phone',
      `612345678${' '.repeat(40)}`,
      'submit',
      'Por favor, introduce un teléfono español válido (ej: 612 345 678)',
    ],
    ['message', 'Hola, me interesa', 'change', null],
    ['message', '1234567890', 'submit', null],
    ['message', '', 'change', 'El mensaje es obligatorio'],
    ['message', '123456789', 'change', 'El mensaje debe tener al menos 10 caracteres'],
    ['message', '   123456789   ', 'submit', 'El mensaje debe tener al menos 10 caracteres'],
    ['message', 'x'.repeat(5000), 'submit', null],
    ['message', 'x'.repeat(5001), 'submit', 'El mensaje no puede superar los 5000 caracteres'],
  ])('%s = %j (%s) → %j', (field, value, mode, message) => {
    expect(validateContactField(field, value, mode)).toBe(message);
  });
});

describe('validateContactForm', () => {
  it('returns no errors for a valid form', () => {
    expect(validateContactForm(VALID, 'submit')).toEqual({});
  });

  it('reports every failing field, treating missing ones as empty', () => {
    expect(validateContactForm({ email: 'x', phone: '1' }, 'submit')).toEqual({
      name: 'El nombre es obligatorio',
      email: 'Por favor, introduce un email válido',
      phone: 'Por favor, introduce un teléfono español válido (ej: 612 345 678)',
      message: 'El mensaje es obligatorio',
    });
  });

  it('uses the gentler phone text while typing', () => {
    expect(validateContactForm({ ...VALID, phone: '1' }, 'change')).toEqual({
      phone: 'Introduce un teléfono válido (ej: 612 345 678)',
    });
  });
});

describe('contactMessageSchema', () => {
  it('accepts a valid message and trims the texts', () => {
    const parsed = contactMessageSchema.parse({
      ...VALID,
      name: '  Ana García ',
      interested_property: ' Piso Gràcia ',
    });
    expect(parsed).toEqual({ ...VALID, interested_property: 'Piso Gràcia' });
  });

  it.each([
    [{ interested_property: null }, null],
    [{}, undefined],
  ])('keeps interested_property optional (%j)', (extra, value) => {
    expect(contactMessageSchema.parse({ ...VALID, ...extra }).interested_property).toBe(value);
  });

  it('passes the honeypot through so the server can drop bot messages', () => {
    expect(contactMessageSchema.parse({ ...VALID, website: 'http://spam' }).website).toBe('http://spam');
  });

  it('drops unknown keys', () => {
    expect(contactMessageSchema.parse({ ...VALID, is_admin: true })).not.toHaveProperty('is_admin');
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['missing name', { name: undefined }, ['El nombre es obligatorio']],
    ['non-string name', { name: 42 }, ['El nombre es obligatorio']],
    ['blank email', { email: ' ' }, ['El email es obligatorio']],
    ['bad email', { email: 'ana@' }, ['Por favor, introduce un email válido']],
    ['bad phone', { phone: '512345678' }, ['Por favor, introduce un teléfono español válido (ej: 612 345 678)']],
    ['short message', { message: 'hola' }, ['El mensaje debe tener al menos 10 caracteres']],
    [
      'long interest',
      { interested_property: 'x'.repeat(301) },
      ['La propiedad de interés no puede superar los 300 caracteres'],
    ],
    [
      'everything missing',
      { name: undefined, email: undefined, phone: undefined, message: undefined },
      [
        'El nombre es obligatorio',
        'El email es obligatorio',
        'El teléfono es obligatorio',
        'El mensaje es obligatorio',
      ],
    ],
  ])('%s', (_case, override, messages) => {
    expect(issueMessages(contactMessageSchema.safeParse({ ...VALID, ...override }))).toEqual(messages);
  });

  it.each([null, 'texto', [], { name: [], email: {}, phone: 1, message: false, website: 3, interested_property: 2 }])(
    'answers %j in Spanish',
    (body) => {
      const result = contactMessageSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(hasEnglishMessage(result)).toBe(false);
    },
  );
});
