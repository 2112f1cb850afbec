import { describe, expect, it } from 'vitest';

import {
  amountToEurosWords,
  amountToWords,
  formatEuros,
  formatThousands,
  isSpellableAmount,
  numberToSpanishWords,
  parseThousands,
} from './amount-words';

describe('numberToSpanishWords', () => {
  it.each([
    [0, 'cero'],
    [1, 'uno'],
    [9, 'nueve'],
    [10, 'diez'],
    [11, 'once'],
    [15, 'quince'],
    [16, 'dieciséis'],
    [19, 'diecinueve'],
    [20, 'veinte'],
    [21, 'veintiuno'],
    [22, 'veintidós'],
    [23, 'veintitrés'],
    [26, 'veintiséis'],
    [29, 'veintinueve'],
    [30, 'treinta'],
    [31, 'treinta y uno'],
    [45, 'cuarenta y cinco'],
    [99, 'noventa y nueve'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [115, 'ciento quince'],
    [121, 'ciento veintiuno'],
    [200, 'doscientos'],
    [500, 'quinientos'],
    [555, 'quinientos cincuenta y cinco'],
    [700, 'setecientos'],
    [900, 'novecientos'],
    [999, 'novecientos noventa y nueve'],
    [1000, 'mil'],
    [1001, 'mil uno'],
    [1100, 'mil cien'],
    [2000, 'dos mil'],
    [3000, 'tres mil'],
    [21_000, 'veintiún mil'],
    [31_000, 'treinta y un mil'],
    [100_000, 'cien mil'],
    [101_000, 'ciento un mil'],
    [250_000, 'doscientos cincuenta mil'],
    [999_999, 'novecientos noventa y nueve mil novecientos noventa y nueve'],
    [1_000_000, 'un millón'],
    [1_000_001, 'un millón uno'],
    [2_000_000, 'dos millones'],
    [21_000_000, 'veintiún millones'],
    [1_250_500, 'un millón doscientos cincuenta mil quinientos'],
    [1_000_000_000, 'mil millones'],
    [1_001_000_000, 'mil un millones'],
    [
      999_999_999_999,
      'novecientos noventa y nueve mil novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve',
    ],
  ])('%i → %s', (n, words) => {
    expect(numberToSpanishWords(n)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000_000_000])('rejects %s', (n) => {
    expect(() => numberToSpanishWords(n)).toThrow(RangeError);
  });
});

describe('amountToWords (apocopated before a currency)', () => {
  it.each([
    [0, 'cero'],
    [1, 'un'],
    [16, 'dieciséis'],
    [21, 'veintiún'],
    [22, 'veintidós'],
    [31, 'treinta y un'],
    [100, 'cien'],
    [101, 'ciento un'],
    [1000, 'mil'],
    [3000, 'tres mil'],
    [21_000, 'veintiún mil'],
    [21_021, 'veintiún mil veintiún'],
    [250_000, 'doscientos cincuenta mil'],
    [1_000_000, 'un millón'],
    [2_000_000, 'dos millones'],
    [1_250_500, 'un millón doscientos cincuenta mil quinientos'],
    [3_000_001, 'tres millones un'],
  ])('%i → %s', (n, words) => {
    expect(amountToWords(n)).toBe(words);
  });
});

describe('amountToEurosWords', () => {
  it.each([
    [0, 'cero euros'],
    [1, 'un euro'],
    [2, 'dos euros'],
    [21, 'veintiún euros'],
    [100, 'cien euros'],
    [3000, 'tres mil euros'],
    [250_000, 'doscientos cincuenta mil euros'],
    [1_000_000, 'un millón de euros'],
    [2_000_000, 'dos millones de euros'],
    [1_000_000_000, 'mil millones de euros'],
    [2_500_000, 'dos millones quinientos mil euros'],
    [1_000_001, 'un millón un euros'],
    [1500.5, 'mil quinientos euros con cincuenta céntimos'],
    [1.01, 'un euro con un céntimo'],
    [0.21, 'cero euros con veintiún céntimos'],
    [0.29, 'cero euros con veintinueve céntimos'],
    [2_000_000.99, 'dos millones de euros con noventa y nueve céntimos'],
    [9.999, 'diez euros'],
  ])('%s → %s', (n, words) => {
    expect(amountToEurosWords(n)).toBe(words);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 1e12])('rejects %s', (n) => {
    expect(isSpellableAmount(n)).toBe(false);
    expect(() => amountToEurosWords(n)).toThrow(RangeError);
  });

  it.each([0, 0.01, 3000, 999_999_999_999.99])('accepts %s', (n) => {
    expect(isSpellableAmount(n)).toBe(true);
  });
});

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.000'],
    [3000, '3.000'],
    [12_345, '12.345'],
    [250_000, '250.000'],
    [1_250_000, '1.250.000'],
    [1_250_000.5, '1.250.000,50'],
    [1500.05, '1.500,05'],
    [0.5, '0,50'],
    [2.999, '3'],
    [-3000, '-3.000'],
    [-0.001, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s → %s', (n, text) => {
    expect(formatThousands(n)).toBe(text);
  });
});

describe('formatEuros', () => {
  it.each([
    [0, '0 €'],
    [3000, '3.000 €'],
    [1500.5, '1.500,50 €'],
    [1_250_000, '1.250.000 €'],
    [Number.NaN, ''],
  ])('%s → %s', (n, text) => {
    expect(formatEuros(n)).toBe(text);
  });
});

describe('parseThousands', () => {
  it.each([
    ['3.000', 3000],
    ['3000', 3000],
    ['0', 0],
    ['1.250.000', 1_250_000],
    ['1.250.000,50', 1_250_000.5],
    ['3000,5', 3000.5],
    ['  3.000  ', 3000],
    ['3.000 €', 3000],
    ['-1.000', -1000],
  ])('%j → %s', (text, n) => {
    expect(parseThousands(text)).toBe(n);
  });

  it.each(['', '   ', 'abc', '1.5', '1.50', '12.34.567', '1,2,3', '1.000.', '.500', '3 000', '€', '1e5', '0x10'])(
    '%j → null',
    (text) => {
      expect(parseThousands(text)).toBeNull();
    },
  );

  it.each([0, 3000, 1_250_000, 1_250_000.5, 42.07])('round-trips %s through formatThousands', (n) => {
    expect(parseThousands(formatThousands(n))).toBe(n);
  });
});
