import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import { adminSignSchema, buyerSignSchema, isPngDataUrl } from './signing-schemas';

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('isPngDataUrl', () => {
  it.each([
    [SIGNATURE, true],
    ['data:image/png;base64,AAAA', true],
    ['data:image/png;base64,', false],
    ['data:image/jpeg;base64,/9j/4AAQ', false],
    ['data:image/png;base64,no es base64', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['iVBORw0KGgo=', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isPngDataUrl(value)).toBe(valid);
  });
});

describe('buyerSignSchema', () => {
  it('accepts the spec payload plus the token', () => {
    const body = {
      contract_id: 'c1',
      signer_name: 'Ana García',
      signer_email: 'ana@example.com',
      signer_dni: '12345678Z',
      signature_image: SIGNATURE,
      token: 'abc',
    };
    expect(buyerSignSchema.parse(body)).toEqual(body);
  });

  it('needs only the signature', () => {
    expect(buyerSignSchema.parse({ signature_image: SIGNATURE })).toEqual({ signature_image: SIGNATURE });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['missing signature', {}, ['Por favor, añada su firma manuscrita antes de continuar.']],
    ['empty signature', { signature_image: '' }, ['Por favor, añada su firma manuscrita antes de continuar.']],
    ['jpeg signature', { signature_image: 'data:image/jpeg;base64,AAAA' }, ['La firma debe ser una imagen PNG']],
    ['remote signature', { signature_image: 'https://example.com/a.png' }, ['La firma debe ser una imagen PNG']],
    [
      'huge signature',
      { signature_image: `data:image/png;base64,${'A'.repeat(900_000)}` },
      ['La firma es demasiado grande'],
    ],
    ['long token', { signature_image: SIGNATURE, token: 'x'.repeat(201) }, ['El enlace de firma no es válido']],
    [
      'long name',
      { signature_image: SIGNATURE, signer_name: 'x'.repeat(301) },
      ['El nombre del firmante no puede superar los 300 caracteres'],
    ],
  ])('%s', (_case, body, messages) => {
    expect(issueMessages(buyerSignSchema.safeParse(body))).toEqual(messages);
  });

  it.each([null, { signature_image: 1, token: 2, contract_id: 3, signer_name: 4 }])('answers %j in Spanish', (body) => {
    const result = buyerSignSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});

describe('adminSignSchema', () => {
  it.each([{}, { contract_id: 'c1', signer_name: 'Admin', signer_email: 'a@b.c', signer_dni: '12345678Z' }])(
    'accepts %j',
    (body) => {
      expect(adminSignSchema.parse(body)).toEqual(body);
    },
  );

  it('drops anything else', () => {
    expect(adminSignSchema.parse({ signature_image: SIGNATURE })).toEqual({});
  });

  it.each([null, { signer_name: 5 }])('answers %j in Spanish', (body) => {
    const result = adminSignSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});
