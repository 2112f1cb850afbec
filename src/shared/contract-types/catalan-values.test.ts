import { describe, expect, it } from 'vitest';

import { inCatalan, positionInCatalan } from './catalan-values';

describe('positionInCatalan', () => {
  it.each([
    ['administrador único', 'administrador únic'],
    ['Administrador único', 'Administrador únic'],
    ['administradora única', 'administradora única'],
    ['Administrador solidario', 'Administrador solidari'],
    ['administradores mancomunados', 'administradors mancomunats'],
    ['Consejero  delegado ', 'Conseller delegat'],
    ['consejera delegada', 'consellera delegada'],
    ['Apoderado', 'Apoderat'],
  ])('names the usual Spanish positions in Catalan: %s', (spanish, catalan) => {
    expect(positionInCatalan(spanish)).toBe(catalan);
  });

  it('prints any other wording as typed', () => {
    expect(positionInCatalan('Gerent')).toBe('Gerent');
    expect(positionInCatalan('Presidente del consejo')).toBe('Presidente del consejo');
  });
});

describe('inCatalan', () => {
  it('writes the wizard’s positions with their preposition, elided before a vowel', () => {
    expect(inCatalan('administrador único')).toBe('d’administrador únic');
    expect(inCatalan('administrador solidario')).toBe('d’administrador solidari');
    expect(inCatalan('consejero delegado')).toBe('de conseller delegat');
    expect(inCatalan('apoderado')).toBe('d’apoderat');
  });
});
