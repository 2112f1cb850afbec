import { describe, expect, it } from 'vitest';

import { amountToCatalanEurosWords, numberToCatalanWords } from './amount-words-ca';

describe('numberToCatalanWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'u'],
    [2, 'dos'],
    [11, 'onze'],
    [16, 'setze'],
    [17, 'disset'],
    [18, 'divuit'],
    [19, 'dinou'],
    [20, 'vint'],
    [21, 'vint-i-u'],
    [22, 'vint-i-dos'],
    [29, 'vint-i-nou'],
    [30, 'trenta'],
    [31, 'trenta-u'],
    [45, 'quaranta-cinc'],
    [67, 'seixanta-set'],
    [88, 'vuitanta-vuit'],
    [99, 'noranta-nou'],
    [100, 'cent'],
    [101, 'cent u'],
    [125, 'cent vint-i-cinc'],
    [200, 'dos-cents'],
    [555, 'cinc-cents cinquanta-cinc'],
    [900, 'nou-cents'],
    [1000, 'mil'],
    [1001, 'mil u'],
    [2021, 'dos mil vint-i-u'],
    [21_000, 'vint-i-un mil'],
    [100_000, 'cent mil'],
    [350_000, 'tres-cents cinquanta mil'],
    [1_000_000, 'un milió'],
    [2_500_000, 'dos milions cinc-cents mil'],
    [31_000_000, 'trenta-un milions'],
    [1_000_000_000, 'mil milions'],
  ])('%i → %s', (n, words) => {
    expect(numberToCatalanWords(n)).toBe(words);
  });

  it('refuses what cannot be spelled', () => {
    expect(() => numberToCatalanWords(-1)).toThrow(RangeError);
    expect(() => numberToCatalanWords(1.5)).toThrow(RangeError);
  });
});

describe('amountToCatalanEurosWords', () => {
  it.each([
    [1, 'un euro'],
    [2, 'dos euros'],
    [21, 'vint-i-un euros'],
    [31, 'trenta-un euros'],
    [3000, 'tres mil euros'],
    [30_000, 'trenta mil euros'],
    [21_000, 'vint-i-un mil euros'],
    [285_750, 'dos-cents vuitanta-cinc mil set-cents cinquanta euros'],
    [1_000_000, 'un milió d’euros'],
    [2_000_000, 'dos milions d’euros'],
    [2_000_001, 'dos milions un euros'],
    [1500.5, 'mil cinc-cents euros amb cinquanta cèntims'],
    [10.01, 'deu euros amb un cèntim'],
    [0.21, 'zero euros amb vint-i-un cèntims'],
  ])('%d → %s', (n, words) => {
    expect(amountToCatalanEurosWords(n)).toBe(words);
  });

  it('refuses a negative amount', () => {
    expect(() => amountToCatalanEurosWords(-3)).toThrow(RangeError);
  });
});
