import { describe, expect, it } from 'vitest';

import { findRfReference, textCarriesReference } from './rf-in-text';
import { createRfReference } from './rf-reference';

const REFERENCE = createRfReference('A1B2C3D40001');

describe('textCarriesReference', () => {
  it('finds the reference with or without spaces, in any case', () => {
    const grouped = REFERENCE.replace(/(.{4})(?=.)/g, '$1 ');
    expect(textCarriesReference(`TRANSFERENCIA ${REFERENCE} ARRAS`, REFERENCE)).toBe(true);
    expect(textCarriesReference(`Pago reserva ${grouped.toLowerCase()}`, REFERENCE)).toBe(true);
    // Cut across two concept fields of a Norma 43 file.
    expect(textCarriesReference(`${REFERENCE.slice(0, 9)} ${REFERENCE.slice(9)} JOSE`, REFERENCE)).toBe(true);
  });

  it('does not find it inside a longer code or when a character differs', () => {
    expect(textCarriesReference(`X${REFERENCE}`, REFERENCE)).toBe(false);
    expect(textCarriesReference(`${REFERENCE}7`, REFERENCE)).toBe(false);
    const otherLast = REFERENCE.slice(0, -1) + (REFERENCE.endsWith('9') ? '8' : '9');
    expect(textCarriesReference(otherLast, REFERENCE)).toBe(false);
    expect(textCarriesReference('TRANSFERENCIA SIN REFERENCIA', REFERENCE)).toBe(false);
  });
});

describe('findRfReference', () => {
  it('returns the valid reference a text carries, even followed by another word', () => {
    expect(findRfReference(`Ref: ${REFERENCE.replace(/(.{4})(?=.)/g, '$1 ')} PAGO`)).toBe(REFERENCE);
    expect(findRfReference('RF00 1234 nothing valid')).toBeNull();
    expect(findRfReference('no reference at all')).toBeNull();
  });
});
