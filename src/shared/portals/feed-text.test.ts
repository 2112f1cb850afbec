import { describe, expect, it } from 'vitest';

import { cutAtSentence, feedText } from './feed-text';

describe('feedText', () => {
  it('drops control characters and unpaired surrogates, keeps line breaks', () => {
    expect(feedText(' Ático\u0007 con terraza\r\nLuz\uD800 ')).toBe('Ático con terraza\nLuz');
  });
});

describe('cutAtSentence', () => {
  it('leaves a text within the limit as it is', () => {
    expect(cutAtSentence('Piso reformado. Con balcón.', 100)).toEqual({
      text: 'Piso reformado. Con balcón.',
      cut: false,
    });
  });

  it('cuts after the last whole sentence that fits', () => {
    const text = `${'Primera frase larga. '.repeat(20)}Una frase que ya no cabe entera en el límite.`;
    const { text: cut, cut: wasCut } = cutAtSentence(text, 430);
    expect(wasCut).toBe(true);
    expect(cut.endsWith('Primera frase larga.')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(430);
  });

  it('counts characters as the portals do (an emoji is one), never splitting one', () => {
    const text = `${'🏠'.repeat(10)}. ${'x'.repeat(20)}`;
    const { text: cut } = cutAtSentence(text, 15);
    expect(Array.from(cut).length).toBeLessThanOrEqual(15);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('without a sentence end early enough, cuts after a word with an ellipsis', () => {
    const { text } = cutAtSentence('palabra '.repeat(100), 50);
    expect(text).toMatch(/palabra…$/);
    expect(Array.from(text).length).toBeLessThanOrEqual(50);
  });
});
