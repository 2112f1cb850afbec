import { describe, expect, it } from 'vitest';

import { formatIban, isValidBic, isValidIban, normalizeIban } from './iban';

describe('normalizeIban', () => {
  it.each([
    ['es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['  ES91\t2100\n0418 ', 'ES9121000418'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeIban(input)).toBe(output);
  });
});

describe('isValidIban', () => {
  it.each([
    'ES9121000418450200051332',
    'ES91 2100 0418 4502 0005 1332',
    'es9121000418450200051332',
    'ES7620770024003102575766',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
    'GB82WEST12345698765432',
    'NL91ABNA0417164300',
    'BE68539007547034',
    'IT60X0542811101000000123456',
    'PT50000201231234567890154',
    'NO9386011117947',
    'MT84MALT011000012345MTLCAST001S',
  ])('accepts %j', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    '',
    'ES',
    'ES91',
    'ES9121000418450200051333',
    'ES9221000418450200051332',
    'ES912100041845020005133',
    'ES91210004184502000513322',
    'XX9121000418450200051332',
    'US64SVBKUS6S3300958879',
    'ES91-2100-0418-4502-0005-1332',
    '9121000418450200051332ES',
    'ESAB21000418450200051332',
    'ES91 2100 0418 4502 0005 133Ñ',
  ])('rejects %j', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('formatIban', () => {
  it.each([
    ['ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332'],
    ['es91 2100041845020005 1332', 'ES91 2100 0418 4502 0005 1332'],
    ['NO9386011117947', 'NO93 8601 1117 947'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(formatIban(input)).toBe(output);
  });
});

describe('isValidBic', () => {
  it.each(['CAIXESBBXXX', 'CAIXESBB', 'bsabesbb', 'DEUTDEFF500', 'BBVA ES MM XXX', 'INGDESMM'])('accepts %j', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each(['', 'CAIXESB', 'CAIXESBBXX', 'CAIXESBBXXXX', 'CAIX1SBB', 'CAIXE5BB', 'CAIX-ESBB', '1234ESBB'])(
    'rejects %j',
    (bic) => {
      expect(isValidBic(bic)).toBe(false);
    },
  );
});
