import { describe, expect, it } from 'vitest';
import { parsePropertySegment, propertyIdFromPath, propertyPath } from './property-path';

describe('property paths', () => {
  it('builds /propiedades/{id}-{slug}', () => {
    expect(propertyPath({ id: 12, slug: 'piso-reformado-en-gracia' })).toBe('/propiedades/12-piso-reformado-en-gracia');
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
