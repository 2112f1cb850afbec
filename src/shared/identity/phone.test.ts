import { describe, expect, it } from 'vitest';

import {
  BUYER_PHONE_MESSAGE,
  isValidSpanishPhone,
  normalizePhone,
  PHONE_CHANGE_MESSAGE,
  PHONE_SUBMIT_MESSAGE,
} from './phone';

describe('normalizePhone', () => {
  it.each([
    ['612 345 678', '612345678'],
    ['+34 612-345-678', '+34612345678'],
    ['(91) 234-5678', '912345678'],
    ['91.234.56.78', '912345678'],
    ['\t612\u00a0345 678 ', '612345678'],
    ['', ''],
    ['abc', 'abc'],
  ])('%j → %j', (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });
});

describe('isValidSpanishPhone', () => {
  it.each([
    '612345678',
    '612 345 678',
    '+34 612 345 678',
    '+34612345678',
    '0034612345678',
    '34612345678',
    '(91) 234-5678',
    '712345678',
    '812345678',
    '912345678',
    '+34 (93) 123.45.67',
  ])('accepts %j', (phone) => {
    expect(isValidSpanishPhone(phone)).toBe(true);
  });

  it.each([
    '',
    '512345678',
    '012345678',
    '6123456789',
    '61234567',
    '+33612345678',
    '+3461234567',
    '0034 512 345 678',
    '+34+34612345678',
    '612345678a',
    '612/345/678',
    '++34612345678',
    '00 34 612 345 678x',
  ])('rejects %j', (phone) => {
    expect(isValidSpanishPhone(phone)).toBe(false);
  });
});

describe('messages', () => {
  it('use the spec texts with the example number', () => {
    expect(PHONE_CHANGE_MESSAGE).toBe('Introduce un teléfono válido (ej: 612 345 678)');
    expect(PHONE_SUBMIT_MESSAGE).toBe('Por favor, introduce un teléfono español válido (ej: 612 345 678)');
    expect(BUYER_PHONE_MESSAGE).toBe('Teléfono no válido');
  });
});
