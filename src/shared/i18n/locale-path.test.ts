import { describe, expect, it } from 'vitest';

import { alternatePaths, localizedPath, splitLocalePath, untranslatedPath } from './locale-path';

describe('locale paths', () => {
  it('keeps Spanish URLs and prefixes the other languages', () => {
    expect(localizedPath('es', '/cookies')).toBe('/cookies');
    expect(localizedPath('en', '/cookies')).toBe('/en/cookies');
    expect(localizedPath('ca', '/')).toBe('/ca/');
    expect(localizedPath('en', '/?pagina=2#propiedades')).toBe('/en/?pagina=2#propiedades');
    expect(localizedPath('ca', '/#contacto')).toBe('/ca/#contacto');
    expect(localizedPath('en', '/propiedades/12-piso')).toBe('/en/properties/12-piso');
  });

  it("writes each page's word in the page's language", () => {
    expect(localizedPath('ca', '/propiedades/12-pis')).toBe('/ca/propietats/12-pis');
    expect(localizedPath('ca', '/privacidad')).toBe('/ca/privacitat');
    expect(localizedPath('ca', '/terminos')).toBe('/ca/termes');
    expect(localizedPath('ca', '/verificar')).toBe('/ca/verificar');
    expect(localizedPath('en', '/privacidad')).toBe('/en/privacy');
    expect(localizedPath('en', '/terminos')).toBe('/en/terms');
    expect(localizedPath('en', '/verificar')).toBe('/en/verify');
    expect(localizedPath('en', '/privacidad#derechos')).toBe('/en/privacy#derechos');
    // Only a whole first word: a page that merely starts like one is left alone.
    expect(localizedPath('en', '/propiedadesx')).toBe('/en/propiedadesx');
    expect(localizedPath('es', '/privacidad')).toBe('/privacidad');
    expect(untranslatedPath('ca', '/privacidad')).toBe('/ca/privacidad');
  });

  it('reads the language of a path and the path without its prefix', () => {
    expect(splitLocalePath('/en/properties/12-piso')).toEqual({ locale: 'en', path: '/propiedades/12-piso' });
    expect(splitLocalePath('/ca/propietats/12-pis')).toEqual({ locale: 'ca', path: '/propiedades/12-pis' });
    expect(splitLocalePath('/ca/privacitat')).toEqual({ locale: 'ca', path: '/privacidad' });
    expect(splitLocalePath('/en/verify')).toEqual({ locale: 'en', path: '/verificar' });
    // The old Spanish words under a prefix still name the same page (they redirect on the server).
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
    expect(alternatePaths('/terminos')).toEqual({ es: '/terminos', ca: '/ca/termes', en: '/en/terms' });
  });
});
