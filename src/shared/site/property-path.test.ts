import { describe, expect, it } from 'vitest';

import {
  localizedPropertyPath,
  parsePropertySegment,
  propertyIdFromPath,
  propertyPath,
  propertyPaths,
  propertySlug,
  propertySlugs,
  slugify,
} from './property-path';

describe('property paths', () => {
  const property = {
    id: 12,
    slug: 'piso-reformado-en-gracia',
    slug_ca: 'pis-reformat-a-gracia',
    slug_en: 'renovated-flat-in-gracia',
  };

  it('builds /propiedades/{id}-{slug} with the slug of each language', () => {
    expect(propertyPath(property)).toBe('/propiedades/12-piso-reformado-en-gracia');
    expect(propertyPath(property, 'en')).toBe('/propiedades/12-renovated-flat-in-gracia');
    expect(localizedPropertyPath(property, 'ca')).toBe('/ca/propietats/12-pis-reformat-a-gracia');
    expect(propertyPaths(property)).toEqual({
      es: '/propiedades/12-piso-reformado-en-gracia',
      ca: '/ca/propietats/12-pis-reformat-a-gracia',
      en: '/en/properties/12-renovated-flat-in-gracia',
    });
  });

  it('makes each slug from the title in that language, the Spanish one where none is written', () => {
    const titles = {
      title: 'Ático con terraza en Sant Gervasi',
      title_ca: 'Àtic amb terrassa a Sant Gervasi',
      title_en: '  ',
    };
    expect(propertySlugs(titles)).toEqual({
      slug: 'atico-con-terraza-en-sant-gervasi',
      slug_ca: 'atic-amb-terrassa-a-sant-gervasi',
      slug_en: 'atico-con-terraza-en-sant-gervasi',
    });
    expect(propertySlug({ title: 'Piso', title_en: 'L’Eixample flat · 3 bedrooms' }, 'en')).toBe(
      'l-eixample-flat-3-bedrooms',
    );
    expect(propertySlug({ title: '¿¡!?' }, 'ca')).toBe('propiedad');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });

  it('parses the id and the slug of a segment', () => {
    expect(parsePropertySegment('12-piso-en-gracia')).toEqual({ id: 12, slug: 'piso-en-gracia' });
    expect(parsePropertySegment('12')).toEqual({ id: 12, slug: '' });
    expect(parsePropertySegment('piso-12')).toBeNull();
    expect(parsePropertySegment('')).toBeNull();
    expect(parsePropertySegment('12345678901-x')).toBeNull();
  });

  it('reads the id from a location path', () => {
    expect(propertyIdFromPath('/propiedades/7-atico')).toBe(7);
    expect(propertyIdFromPath('/propiedades/7-atico/')).toBe(7);
    expect(propertyIdFromPath('/')).toBeNull();
    expect(propertyIdFromPath('/terminos')).toBeNull();
  });
});
