import { describe, expect, it } from 'vitest';

import {
  CADASTRAL_CONTROL_MESSAGE,
  CADASTRAL_FORMAT_MESSAGE,
  normalizeCadastralReference,
  validateCadastralReference,
} from './cadastral-reference';

describe('validateCadastralReference', () => {
  it.each([
    '9872023VH5797S0001WX', // the Catastro's own example
    '9872023 VH5797S 0001 WX',
    '9872023vh5797s0001wx',
  ])('accepts %s', (value) => {
    expect(validateCadastralReference(value)).toBeNull();
  });

  it.each(['XYZ', '', '9872023VH5797S0001W', '9872023VH5797S0001WXX', '9872023VH5797SABCDWX', '9872023VH5797S0001W1'])(
    'refuses the format of %j',
    (value) => {
      expect(validateCadastralReference(value)).toBe(CADASTRAL_FORMAT_MESSAGE);
    },
  );

  it.each(['9872023VH5797S0001WW', '9872023VH5797S0001AX', '9872024VH5797S0001WX', '9872023VH5797S0002WX'])(
    'refuses wrong control letters in %s',
    (value) => {
      expect(validateCadastralReference(value)).toBe(CADASTRAL_CONTROL_MESSAGE);
    },
  );

  it('normalises spaces, hyphens and case', () => {
    expect(normalizeCadastralReference(' 9872023-vh5797s 0001wx ')).toBe('9872023VH5797S0001WX');
  });
});
