import { describe, expect, it } from 'vitest';

import { mod97, mod97CheckDigits } from './mod97';

describe('mod97', () => {
  it.each([
    ['0', 0],
    ['97', 0],
    ['98', 1],
    ['A', 10],
    ['Z', 35],
    ['a', 10],
    ['100', 3],
    // 3214282912345698765432161182 is the digit form of the classic GB82WEST12345698765432 example.
    ['3214282912345698765432161182', 1],
    ['WEST12345698765432GB82', 1],
    ['539007547034RF18', 1],
  ])('%s → %i', (input, remainder) => {
    expect(mod97(input)).toBe(remainder);
  });

  it.each(['12-3', 'ñ', ' 1', '1.0'])('%j → NaN', (input) => {
    expect(mod97(input)).toBeNaN();
  });

  it('is 0 for the empty string', () => {
    expect(mod97('')).toBe(0);
  });

  it('matches BigInt arithmetic on long inputs', () => {
    const digits = '123456789012345678901234567890123456789';
    expect(mod97(digits)).toBe(Number(BigInt(digits) % 97n));
  });
});

describe('mod97CheckDigits', () => {
  it.each([
    ['539007547034', 'RF', '18'],
    ['WEST12345698765432', 'GB', '82'],
    ['21000418450200051332', 'ES', '91'],
  ])('%s %s → %s', (body, tag, digits) => {
    expect(mod97CheckDigits(body, tag)).toBe(digits);
  });
});
