import { describe, expect, it } from 'vitest';

import { createRfReference, formatRfReference, isValidRfReference } from './rf-reference';

describe('createRfReference', () => {
  it.each([
    ['539007547034', 'RF18539007547034'],
    ['000000000539007547034', 'RF18000000000539007547034'],
    ['2348231', 'RF712348231'],
    ['5390 0754 7034', 'RF18539007547034'],
    ['abc', 'RF45ABC'],
    ['1', 'RF741'],
  ])('%j → %s', (base, reference) => {
    expect(createRfReference(base)).toBe(reference);
  });

  it.each(['', '   ', 'ABC-123', 'Ñ123', '1234567890123456789012', 'RF18.5390'])('rejects base %j', (base) => {
    expect(() => createRfReference(base)).toThrow(RangeError);
  });

  it.each(['1', 'CN2026ABCDEF', 'ZZZZZZZZZZZZZZZZZZZZZ', '000000000000000000000'])(
    'creates references that validate (%s)',
    (base) => {
      expect(isValidRfReference(createRfReference(base))).toBe(true);
    },
  );
});

describe('isValidRfReference', () => {
  it.each([
    'RF18539007547034',
    'RF18000000000539007547034',
    'RF712348231',
    'RF18 5390 0754 7034',
    'rf18539007547034',
    ' RF45ABC ',
  ])('accepts %j', (reference) => {
    expect(isValidRfReference(reference)).toBe(true);
  });

  it.each([
    '',
    'RF',
    'RF18',
    'RF19539007547034',
    'RF18539007547035',
    'RF8539007547034',
    'XX18539007547034',
    '18539007547034',
    'RF18-5390-0754-7034',
    'RF180000000000539007547034',
  ])('rejects %j', (reference) => {
    expect(isValidRfReference(reference)).toBe(false);
  });
});

describe('formatRfReference', () => {
  it.each([
    ['RF18539007547034', 'RF18 5390 0754 7034'],
    ['rf71 2348231', 'RF71 2348 231'],
    ['RF18000000000539007547034', 'RF18 0000 0000 0539 0075 4703 4'],
  ])('%j → %j', (input, output) => {
    expect(formatRfReference(input)).toBe(output);
  });
});
