import { describe, expect, it } from 'vitest';

import { deCa, elideBeforePlaceholdersCa, elidesInCatalan } from './catalan-elision';

describe('deCa', () => {
  it.each([
    ['Habitatges Nous S.L.', 'd’Habitatges Nous S.L.'],
    ['Immobles Mar S.A.', 'd’Immobles Mar S.A.'],
    ['Anna Puig', 'd’Anna Puig'],
    ['Éric Vidal', 'd’Éric Vidal'],
    ['Olot', 'd’Olot'],
    ['Urgell', 'd’Urgell'],
    ['Hospitalet de Llobregat', 'd’Hospitalet de Llobregat'],
    ['Horta', 'd’Horta'],
    ['ING Bank', 'd’ING Bank'],
  ])('elides before a vowel or h + vowel: %s', (name, expected) => {
    expect(deCa(name)).toBe(expected);
  });

  it.each([
    ['Promocions Sol S.L.', 'de Promocions Sol S.L.'],
    ['Casa Nova Reformas S.L.', 'de Casa Nova Reformas S.L.'],
    ['Iosu Etxeberria', 'de Iosu Etxeberria'],
    ['iogurt', 'de iogurt'],
    ['hiena', 'de hiena'],
    ['huit', 'de huit'],
    ['Uaxactún', 'de Uaxactún'],
    ['3 Torres S.L.', 'de 3 Torres S.L.'],
    ['', 'de '],
  ])('keeps "de" before a consonant, a semivowel + vowel, a figure: %s', (name, expected) => {
    expect(deCa(name)).toBe(expected);
  });
});

describe('elideBeforePlaceholdersCa', () => {
  const values: Record<string, string> = { empresa: 'Habitatges Nous S.L.', lloc: 'Barcelona', buit: '' };
  const valueOf = (name: string) => values[name] ?? '';

  it('writes d’ where the value elides and leaves the rest as written', () => {
    expect(
      elideBeforePlaceholdersCa('en nom de {empresa}, Registre de {lloc}. De {empresa}, de {buit}.', valueOf),
    ).toBe('en nom d’{empresa}, Registre de {lloc}. D’{empresa}, de {buit}.');
  });

  it('only touches the word "de"', () => {
    expect(elideBeforePlaceholdersCa('pende {empresa} a {empresa}', valueOf)).toBe('pende {empresa} a {empresa}');
    expect(elidesInCatalan('  Immobles')).toBe(true);
  });
});
