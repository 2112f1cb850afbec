import { describe, expect, it } from 'vitest';

import { nameWords, payerIsPerson } from './person-name';

describe('payerIsPerson', () => {
  it('ignores accents, case, punctuation and word order', () => {
    expect(nameWords('José Muñoz-Pérez')).toEqual(['jose', 'munoz', 'perez']);
    expect(payerIsPerson('MUÑOZ PEREZ, JOSE', 'José Muñoz Pérez')).toBe(true);
    expect(payerIsPerson('GARCIA LOPEZ ANA', 'Ana García López')).toBe(true);
  });

  it('accepts a joint account and a name without the second surname', () => {
    expect(payerIsPerson('ANA GARCIA LOPEZ Y JORDI PUIG', 'Ana García López')).toBe(true);
    expect(payerIsPerson('ANA GARCIA', 'Ana García López')).toBe(true);
  });

  it('refuses someone else, a first name alone and an empty name', () => {
    expect(payerIsPerson('PERE SOLA I FONT', 'Ana García López')).toBe(false);
    expect(payerIsPerson('ANA', 'Ana García López')).toBe(false);
    expect(payerIsPerson('ANA MARTINEZ', 'Ana García López')).toBe(false);
    expect(payerIsPerson('', 'Ana García López')).toBe(false);
  });
});
