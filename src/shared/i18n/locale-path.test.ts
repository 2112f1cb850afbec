import { describe, expect, it } from 'vitest';

import { alternatePaths, localizedPath, splitLocalePath } from './locale-path';

describe('locale paths', () => {
  it('keeps Spanish URLs and prefixes the other languages', () => {
    expect(localizedPath('es', '/cookies')).toBe('/cookies');
    expect(localizedPath('en', '/cookies')).toBe('/en/cookies');
    expect(localizedPath('ca', '/')).toBe('/ca/');
    expect(localizedPath('en', '/?pagina=2#propiedades')).toBe('/en/?pagina=2#propiedades');
    expect(localizedPath('ca', '/#contacto')).toBe('/ca/#contacto');
    expect(localizedPath('en', '/propiedades/12-piso')).toBe('/en/propiedades/12-piso');
  });

  it('reads the language of a path and the path without its prefix', () => {
    expect(splitLocalePath('/en/propiedades/12-piso')).toEqual({ locale: 'en', path: '/propiedades/12-piso' });
    expect(splitLocalePath('/ca')).toEqual({ locale: 'ca', path: '/' });
    expect(splitLocalePath('/ca/')).toEqual({ locale: 'ca', path: '/' });
    expect(splitLocalePath('/cookies')).toEqual({ locale: 'es', path: '/cookies' });
    // Spanish has no prefix, and a two-letter page is not a language.
    expect(splitLocalePath('/es/cookies')).toEqual({ locale: 'es', path: '/es/cookies' });
    expect(splitLocalePath('/fr/x')).toEqual({ locale: 'es', path: '/fr/x' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'es', path: '/english' });
  });

  it('lists one page in every language', () => {
    expect(alternatePaths('/terminos')).toEqual({ es: '/terminos', ca: '/ca/terminos', en: '/en/terminos' });
  });
});
