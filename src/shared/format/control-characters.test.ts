import { describe, expect, it } from 'vitest';

import { stripControlCharacters, stripControlCharactersDeep } from './control-characters';

describe('stripControlCharacters', () => {
  it('drops C0 and C1 controls, DEL, unpaired surrogates and the two non-characters', () => {
    expect(stripControlCharacters('Gr\u0007àcia\u0000\u001B[31m\u007F\u0085\uFFFE\uFFFF')).toBe('Gràcia[31m');
    expect(stripControlCharacters('a\uD800b\uDC00c')).toBe('abc');
  });

  it('keeps tab, line feed and every printable character, emoji included; CR becomes LF', () => {
    expect(stripControlCharacters('Línea 1\r\nLínea 2\rLínea 3\n\tfin 🏠')).toBe('Línea 1\nLínea 2\nLínea 3\n\tfin 🏠');
  });

  it('cleans every string of a JSON body, at any depth, and leaves other values and buffers alone', () => {
    const buffer = Buffer.from([0x07]);
    expect(
      stripControlCharactersDeep({
        title: 'Piso\u0007',
        images: [{ caption: 'Sal\u0000ón' }],
        bedrooms: 3,
        ok: true,
        file: buffer,
      }),
    ).toEqual({ title: 'Piso', images: [{ caption: 'Salón' }], bedrooms: 3, ok: true, file: buffer });
  });
});
