import { describe, expect, it } from 'vitest';

import {
  addCents,
  centsFromEuros,
  centsToEuros,
  compareCents,
  decimalPlaces,
  exactCents,
  formatCentsPlain,
  hasAtMostTwoDecimals,
  parseDecimalAmount,
  percentOfCents,
  wholeEuros,
} from './cents';

describe('cents', () => {
  it('converts euros to cents on the decimal digits, half away from zero', () => {
    expect(centsFromEuros(48500.1)).toBe(4850010);
    expect(centsFromEuros(2999.995)).toBe(300000);
    expect(centsFromEuros(2999.994)).toBe(299999);
    expect(centsFromEuros(0.125)).toBe(13);
    expect(centsFromEuros(1.005)).toBe(101);
    expect(centsFromEuros(-0.005)).toBe(-1);
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
    expect(centsFromEuros(1e-7)).toBe(0);
    expect(centsFromEuros(1.5e21)).toBe(1.5e23);
    expect(() => centsFromEuros(Number.NaN)).toThrow(RangeError);
  });

  it('knows when an amount has more than two decimals', () => {
    expect(decimalPlaces(3000)).toBe(0);
    expect(decimalPlaces(48500.1)).toBe(1);
    expect(decimalPlaces(2999.995)).toBe(3);
    expect(hasAtMostTwoDecimals(4250.5)).toBe(true);
    expect(hasAtMostTwoDecimals(2999.995)).toBe(false);
    expect(exactCents(2999.99)).toBe(299999);
    expect(exactCents(2999.995)).toBeNull();
  });

  it('reads a bank amount without rounding it into another one', () => {
    expect(parseDecimalAmount('3000.00')).toEqual({ cents: 300000, euros: 3000 });
    expect(parseDecimalAmount('2999.995')).toEqual({ cents: null, euros: 2999.995 });
    expect(parseDecimalAmount('2999.9950')).toEqual({ cents: null, euros: 2999.995 });
    expect(parseDecimalAmount('12.300')).toEqual({ cents: 1230, euros: 12.3 });
    expect(parseDecimalAmount('1,5')).toBeNull();
  });

  it('adds, compares and gives euros back with at most two decimals', () => {
    expect(centsToEuros(addCents(10, 20))).toBe(0.3);
    expect(compareCents(299999, 300000)).toBe(-1);
    expect(compareCents(300000, 300000)).toBe(0);
    expect(centsToEuros(4850010)).toBe(48500.1);
    expect(percentOfCents(35_000_000, 10)).toBe(3_500_000);
    expect(percentOfCents(33_333, 10)).toBe(3333);
    expect(wholeEuros(24_999_950)).toBe(250_000);
    expect(formatCentsPlain(425050)).toBe('4250.50');
    expect(formatCentsPlain(5)).toBe('0.05');
  });
});
