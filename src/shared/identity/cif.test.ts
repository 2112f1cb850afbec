import { describe, expect, it } from 'vitest';

import { isValidCif, isValidTaxId } from './cif';

describe('isValidCif', () => {
  it.each([
    'A28017895',
    'a28017895',
    ' A-28017895 ',
    'B12345674',
    'Q2826000H',
    'P0800000B',
    'S2800001F',
    'G12345674',
    'G1234567D',
    'J12345674',
    'N0012345E',
    'W0012345E',
  ])('accepts %j', (cif) => {
    expect(isValidCif(cif)).toBe(true);
  });

  it.each([
    '',
    'A28017896',
    'A2801789E',
    'B1234567D',
    'Q28260008',
    'P08000002',
    'S28000016',
    'N00123455',
    'G12345675',
    'I12345674',
    'K12345674',
    'A2801789',
    'A280178955',
    '12345678Z',
    'X1234567L',
  ])('rejects %j', (cif) => {
    expect(isValidCif(cif)).toBe(false);
  });
});

describe('isValidTaxId', () => {
  it.each(['A28017895', 'Q2826000H', '12345678Z', '12345678-z', 'X1234567L', ' y1234567x '])('accepts %j', (id) => {
    expect(isValidTaxId(id)).toBe(true);
  });

  it.each(['', '12345678A', 'X1234567A', 'A28017896', 'ABC', '1234'])('rejects %j', (id) => {
    expect(isValidTaxId(id)).toBe(false);
  });
});
