import { describe, expect, it } from 'vitest';

import { maskDni, normalizeDni, validateDniNie } from './dni';

describe('validateDniNie', () => {
  it.each([
    '12345678Z',
    '00000000T',
    '00000001R',
    '99999999R',
    '12345678z',
    '  12345678Z  ',
    'X1234567L',
    'x1234567l',
    'Y1234567X',
    'Z1234567R',
    'X0000000T',
  ])('accepts %j', (id) => {
    expect(validateDniNie(id)).toBeNull();
  });

  it.each([
    ['12345678A', 'Letra del DNI incorrecta'],
    ['12345678T', 'Letra del DNI incorrecta'],
    ['00000000R', 'Letra del DNI incorrecta'],
    ['X1234567A', 'Letra del NIE incorrecta'],
    ['Y1234567L', 'Letra del NIE incorrecta'],
    ['Z1234567X', 'Letra del NIE incorrecta'],
    ['1234', 'Formato DNI/NIE no válido'],
    ['', 'Formato DNI/NIE no válido'],
    ['123456789', 'Formato DNI/NIE no válido'],
    ['1234567Z', 'Formato DNI/NIE no válido'],
    ['123456789Z', 'Formato DNI/NIE no válido'],
    ['W1234567L', 'Formato DNI/NIE no válido'],
    ['X12345678L', 'Formato DNI/NIE no válido'],
    ['X123456L', 'Formato DNI/NIE no válido'],
    ['12345678-Z', 'Formato DNI/NIE no válido'],
    ['1234 5678Z', 'Formato DNI/NIE no válido'],
    ['12345678Ñ', 'Formato DNI/NIE no válido'],
    ['A58818501', 'Formato DNI/NIE no válido'],
  ])('%j → %s', (id, message) => {
    expect(validateDniNie(id)).toBe(message);
  });
});

describe('normalizeDni', () => {
  it.each([
    ['12345678z', '12345678Z'],
    [' 12345678-Z ', '12345678Z'],
    ['x-1234567-l', 'X1234567L'],
    ['1234 5678 Z', '12345678Z'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeDni(input)).toBe(output);
  });
});

describe('maskDni', () => {
  it.each([
    ['12345678Z', '*****678Z'],
    ['12345678-z', '*****678Z'],
    ['X1234567L', '*****567L'],
    ['12345', '*2345'],
    ['1234', '****'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(maskDni(input)).toBe(output);
  });
});
