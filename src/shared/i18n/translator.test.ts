import { describe, expect, it } from 'vitest';

import { createTranslator } from './translator';

// The formatters are shared per locale (translator.ts): a message in one language must never be
// formatted with another language's number, date or plural rules, whichever was asked first.
describe('formatters shared per locale', () => {
  const message = {
    price: '{amount, number} €',
    signed: 'Firmado el {date, date, long}',
    rooms: '{count, plural, one {# habitación} other {# habitaciones}}',
  };

  it('keeps each language its own numbers, dates and plurals whatever the order of use', () => {
    const english = createTranslator('en', message);
    const spanish = createTranslator('es', message);
    const catalan = createTranslator('ca', message);
    expect(english('price', { amount: 1234567.5 })).toBe('1,234,567.5 €');
    expect(spanish('price', { amount: 1234567.5 })).toBe('1.234.567,5 €');
    expect(catalan('price', { amount: 1234567.5 })).toBe('1.234.567,5 €');
    const date = new Date('2030-03-31T22:30:00Z'); // already 1 April in Madrid
    expect(english('signed', { date })).toBe('Firmado el 1 April 2030');
    expect(spanish('signed', { date })).toBe('Firmado el 1 de abril de 2030');
    expect(catalan('signed', { date })).toBe('Firmado el 1 d’abril del 2030');
    expect(spanish('rooms', { count: 1 })).toBe('1 habitación');
    expect(spanish('rooms', { count: 0 })).toBe('0 habitaciones');
  });

  it('gives a second translator of the same language the same results', () => {
    const first = createTranslator('es', message);
    const second = createTranslator('es', { ...message, price: '{amount, number, ::currency/EUR}' });
    expect(first('price', { amount: 2500 })).toBe('2500 €');
    expect(second('price', { amount: 2500 }).replace(/\s/g, ' ')).toBe('2500,00 €');
  });
});
