import { describe, expect, it } from 'vitest';

import { CONTENT_DEFAULTS, withContentDefaults } from './content';
import {
  localizeContent,
  localizeProperty,
  missingContentTranslations,
  missingPropertyTranslations,
  translatedOr,
} from './translated-content';

const none = { title_ca: null, title_en: null, description_ca: null, description_en: null };

describe('translated content', () => {
  it('falls back to the Spanish when a translation is missing or blank', () => {
    expect(translatedOr('Hola', 'Hello')).toBe('Hello');
    expect(translatedOr('Hola', '   ')).toBe('Hola');
    expect(translatedOr('Hola', null)).toBe('Hola');
    expect(translatedOr('Hola', undefined)).toBe('Hola');
  });

  it('localises a property field by field and leaves Spanish untouched', () => {
    const property = { title: 'Piso', description: 'Reformado', ...none, title_en: 'Flat' };
    expect(localizeProperty(property, property, 'en')).toMatchObject({ title: 'Flat', description: 'Reformado' });
    expect(localizeProperty(property, property, 'ca')).toMatchObject({ title: 'Piso', description: 'Reformado' });
    expect(localizeProperty(property, property, 'es')).toBe(property);
    expect(localizeProperty({ title: 'Piso' }, { title_en: 'Flat' }, 'en')).toEqual({ title: 'Flat' });
  });

  it('localises only the site texts of the content, over the Spanish defaults', () => {
    const spanish = withContentDefaults({ hero_title: 'Casas' });
    const translations = { ca: { hero_title: 'Cases', legal_name: 'No' }, en: {} };
    const catalan = localizeContent(spanish, translations, 'ca');
    expect(catalan.hero_title).toBe('Cases');
    expect(catalan.legal_name).toBe(CONTENT_DEFAULTS.legal_name);
    expect(localizeContent(spanish, translations, 'en')).toEqual(spanish);
  });

  it('lists the languages still missing', () => {
    expect(
      missingPropertyTranslations({ ...none, title_ca: 'Pis', description_ca: 'Reformat', title_en: 'Flat' }),
    ).toEqual(['en']);
    expect(missingPropertyTranslations(none)).toEqual(['ca', 'en']);
    expect(missingContentTranslations({ ca: { hero_title: 'Cases' }, en: { hero_title: ' ' } }, 'hero_title')).toEqual([
      'en',
    ]);
  });
});
