import { describe, expect, it } from 'vitest';

import { catalogProblems, icuArguments } from './catalog-consistency';
import { formatCurrency, formatLongDate } from './locale-format';
import { createTranslator } from './translator';

describe('catalog consistency', () => {
  it('names missing keys, extra keys and changed arguments', () => {
    const es = { hola: 'Hola {name}', fotos: '{count, plural, one {# foto} other {# fotos}}', solo: 'Solo' };
    const en = { hola: 'Hello {nombre}', fotos: '{count, plural, one {# photo} other {# photos}}', extra: 'x' };
    expect(catalogProblems(es, en, 'en')).toEqual([
      'en: hola usa {nombre:argument} y el original {name:argument}',
      'en: falta la clave solo',
      'en: clave sobrante extra',
    ]);
    expect(catalogProblems(es, es, 'es')).toEqual([]);
  });

  it('reads arguments inside plural branches', () => {
    expect(icuArguments('{count, plural, one {# foto de {name}} other {# fotos}}')).toEqual([
      'count:plural',
      'name:argument',
    ]);
  });
});

describe('translator and formats', () => {
  it('applies each language plural rules', () => {
    const message = { photos: '{count, plural, one {# foto} other {# fotos}}' };
    expect(createTranslator('es', message)('photos', { count: 1 })).toBe('1 foto');
    expect(createTranslator('es', message)('photos', { count: 3 })).toBe('3 fotos');
    expect(createTranslator('en', { x: 'no' })('missing' as 'x')).toBe('missing');
    // Plain text is its own message, apostrophes included; ICU's doubled apostrophe still escapes.
    expect(createTranslator('ca', { home: "L'habitatge d'en Joan" })('home')).toBe("L'habitatge d'en Joan");
    expect(createTranslator('en', { quote: "It''s {name}''s" })('quote', { name: 'Ana' })).toBe("It's Ana's");
  });

  it('formats money and dates per locale in Madrid time', () => {
    expect(formatCurrency(250000, 'es').replace(/\s/g, ' ')).toBe('250.000 €');
    expect(formatCurrency(250000, 'en')).toBe('€250,000');
    expect(formatCurrency(1500.5, 'ca').replace(/\s/g, ' ')).toBe('1.500,50 €');
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(formatLongDate('2026-12-31T23:30:00Z', 'es')).toBe('1 de enero de 2027');
    expect(formatLongDate('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027');
    expect(formatLongDate('2026-11-24T10:00:00Z', 'ca')).toBe('24 de novembre del 2026');
  });
});
