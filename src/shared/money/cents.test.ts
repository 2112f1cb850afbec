import { describe, expect, expectTypeOf, it } from 'vitest';

import {
  addCents,
  asCents,
  centsFromEuros,
  centsToEuros,
  compareCents,
  decimalPlaces,
  exactCents,
  fitsInCents,
  formatCentsPlain,
  hasAtMostTwoDecimals,
  minCents,
  parseDecimalAmount,
  percentOfCents,
  subtractCents,
  wholeEuros,
  type Cents,
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
    expect(centsFromEuros(90_000_000_000)).toBe(9e12);
    // Beyond a safe integer of cents the amount could no longer be exact: refused, like NaN.
    expect(() => centsFromEuros(1.5e21)).toThrow(RangeError);
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
    expect(exactCents(1e21)).toBeNull();
    expect(fitsInCents(999_999_999_999.99)).toBe(true);
    expect(fitsInCents(1e12)).toBe(false);
    expect(fitsInCents(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('reads a bank amount without rounding it into another one', () => {
    expect(parseDecimalAmount('3000.00')).toEqual({ cents: 300000, euros: 3000 });
    expect(parseDecimalAmount('2999.995')).toEqual({ cents: null, euros: 2999.995 });
    expect(parseDecimalAmount('2999.9950')).toEqual({ cents: null, euros: 2999.995 });
    expect(parseDecimalAmount('12.300')).toEqual({ cents: 1230, euros: 12.3 });
    expect(parseDecimalAmount('1,5')).toBeNull();
    expect(parseDecimalAmount('1000000000000000000000')).toBeNull();
  });

  it('adds, compares and gives euros back with at most two decimals', () => {
    expect(centsToEuros(addCents(asCents(10), asCents(20)))).toBe(0.3);
    expect(compareCents(asCents(299999), asCents(300000))).toBe(-1);
    expect(compareCents(asCents(300000), asCents(300000))).toBe(0);
    expect(centsToEuros(asCents(4850010))).toBe(48500.1);
    expect(percentOfCents(asCents(35_000_000), 10)).toBe(3_500_000);
    expect(percentOfCents(asCents(33_333), 10)).toBe(3333);
    expect(wholeEuros(asCents(24_999_950))).toBe(250_000);
    expect(formatCentsPlain(asCents(425050))).toBe('4250.50');
    expect(formatCentsPlain(asCents(5))).toBe('0.05');
  });

  it('makes Cents only of a safe integer', () => {
    expect(asCents(299_999)).toBe(299_999);
    expect(asCents(-1)).toBe(-1);
    expect(asCents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    for (const notCents of [1.5, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, 2 ** 60])
      expect(() => asCents(notCents), String(notCents)).toThrow(RangeError);
  });

  it('keeps exact cents through the helpers, where euros in floating point drift', () => {
    const amounts = [0.1, 0.2, 0.7, 1234.56, 2999.99].map(centsFromEuros);
    expect(addCents(...amounts)).toBe(423_555);
    expect(0.1 + 0.2 + 0.7 + 1234.56 + 2999.99).toBe(4235.549999999999);
    expect(centsToEuros(addCents(...amounts))).toBe(4235.55);
    expect(subtractCents(centsFromEuros(318_000.1), centsFromEuros(0.2))).toBe(31_799_990);
    expect(minCents(asCents(5), asCents(-5))).toBe(-5);
    // A sum past a safe integer is refused rather than rounded.
    expect(() => addCents(asCents(Number.MAX_SAFE_INTEGER), asCents(1))).toThrow(RangeError);
  });

  it('tells Cents from a bare number at compile time', () => {
    expectTypeOf(centsFromEuros(1)).toEqualTypeOf<Cents>();
    expectTypeOf(addCents(asCents(1), asCents(2))).toEqualTypeOf<Cents>();
    expectTypeOf<number>().not.toExtend<Cents>();
    expectTypeOf<Cents>().toExtend<number>();
    expectTypeOf(centsToEuros).parameter(0).toEqualTypeOf<Cents>();
    // @ts-expect-error A plain number (euros, or cents nobody checked) is not Cents.
    const euros: Cents = 3000;
    // @ts-expect-error Neither is arithmetic on Cents: a sum goes through addCents.
    centsToEuros(asCents(1) + asCents(2));
    expect([euros]).toHaveLength(1);
  });
});
