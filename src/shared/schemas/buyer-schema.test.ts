import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import {
  buyerSchema,
  buyersSchema,
  hasDuplicateBuyerEmails,
  storedBuyerSchema,
  validateBuyerField,
  type BuyerField,
} from './buyer-schema';

const ANA = {
  name: 'Ana García',
  email: 'ana@example.com',
  dni: '12345678Z',
  address: 'Carrer de Verdi 10, Barcelona',
};
const LUIS = {
  name: 'Luis Pérez',
  email: 'luis@example.com',
  dni: 'X1234567L',
  address: 'Carrer de Verdi 10, Barcelona',
};

describe('validateBuyerField', () => {
  it.each<[BuyerField, string, string | null]>([
    ['name', 'Ana', null],
    ['name', '', 'El nombre del comprador es requerido'],
    ['name', '   ', 'El nombre del comprador es requerido'],
    ['name', 'x'.repeat(201), 'El nombre del comprador no puede superar los 200 caracteres'],
    ['email', 'ana@example.com', null],
    ['email', '', 'El email del comprador es requerido'],
    ['email', 'ana@', 'Formato de email no válido'],
    ['email', 'ana @example.com', 'Formato de email no válido'],
    ['email', 'ana@example.com?bcc=spy@evil.test', 'Formato de email no válido'],
    ['email', 'a<b>@example.com', 'Formato de email no válido'],
    ['dni', '12345678Z', null],
    ['dni', ' 12345678z ', null],
    ['dni', 'X1234567L', null],
    ['dni', '', 'El DNI/NIE del comprador es requerido'],
    ['dni', '12345678A', 'Letra del DNI incorrecta'],
    ['dni', 'X1234567A', 'Letra del NIE incorrecta'],
    ['dni', '1234', 'Formato DNI/NIE no válido'],
    ['address', 'Carrer de Verdi 10', null],
    ['address', '', 'La dirección del comprador es requerida'],
    ['address', 'x'.repeat(501), 'La dirección del comprador no puede superar los 500 caracteres'],
    ['phone', '', null],
    ['phone', '  ', null],
    ['phone', '612 345 678', null],
    ['phone', '+34 912 345 678', null],
    ['phone', '512345678', 'Teléfono no válido'],
    ['phone', '6123', 'Teléfono no válido'],
  ])('%s = %j → %j', (field, value, message) => {
    expect(validateBuyerField(field, value)).toBe(message);
  });
});

describe('hasDuplicateBuyerEmails', () => {
  it.each([
    [[], false],
    [[ANA], false],
    [[ANA, LUIS], false],
    [[ANA, { email: 'ANA@example.com' }], true],
    [[ANA, { email: ' ana@example.com ' }], true],
  ])('%j → %s', (buyers, duplicated) => {
    expect(hasDuplicateBuyerEmails(buyers)).toBe(duplicated);
  });
});

describe('buyerSchema', () => {
  it('trims texts and stores the DNI in canonical form', () => {
    expect(
      storedBuyerSchema.parse({ ...ANA, name: ' Ana García ', dni: ' 12345678z ', buyer_order: '1', signed_at: 'x' }),
    ).toEqual({
      ...ANA,
      buyer_order: 1,
      language: 'es',
      id_type: 'dni_nie',
      id_country: null,
      nie: null,
    });
  });

  describe('a foreign buyer without an NIE yet (docs/product.md#foreign-buyers)', () => {
    it('is entered with a passport and its issuing country, beside an optional NIE', () => {
      expect(
        storedBuyerSchema.parse({ ...ANA, id_type: 'passport', dni: ' 123 456 789 ', id_country: 'gb' }),
      ).toMatchObject({ id_type: 'passport', dni: '123456789', id_country: 'GB', nie: null });
      expect(
        storedBuyerSchema.parse({ ...ANA, id_type: 'passport', dni: '123456789', id_country: 'GB', nie: 'y1234567x' }),
      ).toMatchObject({ nie: 'Y1234567X' });
    });

    it.each([
      [{ id_type: 'passport', dni: '123456789' }, 'id_country', 'País del documento no válido'],
      [{ id_type: 'passport', dni: '12', id_country: 'GB' }, 'dni', 'Número de documento no válido'],
      [
        { id_type: 'eu_id_card', dni: 'T22000129', id_country: 'US' },
        'id_country',
        'Un documento de identidad de la UE',
      ],
      [
        { id_type: 'passport', dni: '123456789', id_country: 'GB', nie: '12345678Z' },
        'nie',
        'Un NIE empieza por X, Y o Z',
      ],
      [{ id_type: 'pasaporte', dni: '123456789', id_country: 'GB' }, 'id_type', 'Tipo de documento no válido'],
    ])('refuses %j on %s', (fields, path, message) => {
      const refused = buyerSchema.safeParse({ ...ANA, ...fields });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({ path: [path] });
      expect(refused.error?.issues[0]?.message).toMatch(message);
    });

    it('an EU identity card of an EU country is accepted; a DNI/NIE keeps the specification’s messages', () => {
      expect(
        storedBuyerSchema.parse({ ...ANA, id_type: 'eu_id_card', dni: 'T22000129', id_country: 'FR' }),
      ).toMatchObject({ id_type: 'eu_id_card', id_country: 'FR' });
      expect(buyerSchema.safeParse({ ...ANA, dni: '1234' }).error?.issues[0]?.message).toBe(
        'Formato DNI/NIE no válido',
      );
    });
  });

  it('keeps the buyer language, Spanish when omitted, and refuses an unknown one in Spanish', () => {
    expect(buyerSchema.parse(ANA).language).toBe('es');
    expect(buyerSchema.parse({ ...ANA, language: 'en' }).language).toBe('en');
    expect(buyerSchema.parse({ ...ANA, language: 'ca' }).language).toBe('ca');
    const refused = buyerSchema.safeParse({ ...ANA, language: 'fr' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Idioma del comprador no válido: debe ser es, ca o en');
  });

  it.each([
    [{ phone: '612 345 678' }, '612 345 678'],
    [{ phone: '' }, ''],
    [{ phone: null }, null],
    [{}, undefined],
  ])('phone %j is optional', (extra, phone) => {
    expect(buyerSchema.parse({ ...ANA, ...extra }).phone).toBe(phone);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['missing name', { name: undefined }, ['El nombre del comprador es requerido']],
    ['missing email', { email: '' }, ['El email del comprador es requerido']],
    ['bad email', { email: 'ana' }, ['Formato de email no válido']],
    ['missing dni', { dni: undefined }, ['El DNI/NIE del comprador es requerido']],
    ['wrong dni letter', { dni: '12345678A' }, ['Letra del DNI incorrecta']],
    ['wrong nie letter', { dni: 'X1234567A' }, ['Letra del NIE incorrecta']],
    ['bad dni format', { dni: '1234' }, ['Formato DNI/NIE no válido']],
    ['missing address', { address: ' ' }, ['La dirección del comprador es requerida']],
    ['bad phone', { phone: '512345678' }, ['Teléfono no válido']],
    ['order 0', { buyer_order: 0 }, ['El orden del comprador debe ser al menos 1']],
  ])('%s', (_case, override, messages) => {
    expect(issueMessages(buyerSchema.safeParse({ ...ANA, ...override }))).toEqual(messages);
  });
});

describe('a buyer phone in international form', () => {
  it("keeps the specification's Spanish rule for a Spanish reader, and accepts E.164 for another reader or a number marked foreign", () => {
    const uk = { ...ANA, phone: '+44 7700 900123' };
    expect(issueMessages(buyerSchema.safeParse(uk))).toEqual(['Teléfono no válido']);
    expect(buyerSchema.safeParse({ ...uk, language: 'en' }).success).toBe(true);
    expect(buyerSchema.safeParse({ ...uk, language: 'ca' }).success).toBe(true);
    expect(buyerSchema.safeParse({ ...uk, phone_foreign: true }).success).toBe(true);
    // A number no country plans is refused for everyone.
    expect(issueMessages(buyerSchema.safeParse({ ...ANA, phone: '+44 12', language: 'en' }))).toEqual([
      'Teléfono no válido',
    ]);
    expect(validateBuyerField('phone', '+44 7700 900123')).toBe('Teléfono no válido');
    expect(validateBuyerField('phone', '+44 7700 900123', { international: true })).toBeNull();
  });
});

describe('buyersSchema', () => {
  it('accepts several buyers', () => {
    expect(buyersSchema.parse([ANA, LUIS])).toHaveLength(2);
  });

  it.each<[string, unknown, string[]]>([
    ['no buyers', [], ['Debe haber al menos un comprador']],
    ['not a list', undefined, ['Debe haber al menos un comprador']],
    [
      'duplicate emails',
      [ANA, { ...LUIS, email: 'ANA@EXAMPLE.COM' }],
      ['No puede haber emails duplicados entre los compradores'],
    ],
    [
      'too many',
      Array.from({ length: 11 }, (_, i) => ({ ...ANA, email: `b${i}@example.com` })),
      ['No puede haber más de 10 compradores'],
    ],
  ])('%s', (_case, buyers, messages) => {
    expect(issueMessages(buyersSchema.safeParse(buyers))).toEqual(messages);
  });

  it.each([[null], [[null]], [[{ name: 1, email: 2, dni: 3, address: 4, phone: 5, buyer_order: 'x' }]]])(
    'answers %j in Spanish',
    (buyers) => {
      const result = buyersSchema.safeParse(buyers);
      expect(result.success).toBe(false);
      expect(hasEnglishMessage(result)).toBe(false);
    },
  );
});
