import { describe, expect, it } from 'vitest';

import {
  COMPANY_DETAIL_KEYS,
  CONTENT_DEFAULTS,
  CONTENT_FIELD_META,
  CONTENT_KEYS,
  contentWarning,
  isContentKey,
  mercantileRegistryText,
  missingBankDetails,
  missingDetails,
  PUBLIC_CONTENT_KEYS,
  publicContentOnly,
  SITE_CONTENT_KEYS,
  validateContentValue,
  withContentDefaults,
} from './content';

const VALID_BANK = {
  legal_name: 'Casa Nova Reformas S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
};

describe('content keys', () => {
  it('lists the docs/product.md §2 site keys', () => {
    expect(SITE_CONTENT_KEYS).toEqual([
      'hero_title',
      'hero_subtitle',
      'hero_description',
      'about_title',
      'about_description',
      'contact_title',
      'contact_description',
      'company_name',
      'company_email',
      'company_address',
      'footer_description',
    ]);
  });

  it.each(CONTENT_KEYS)('%s has a default and Spanish metadata', (key) => {
    expect(typeof CONTENT_DEFAULTS[key]).toBe('string');
    expect(CONTENT_FIELD_META[key].label).not.toBe('');
    expect(CONTENT_FIELD_META[key].group).toBe(
      (SITE_CONTENT_KEYS as readonly string[]).includes(key) ? 'site' : 'company',
    );
  });

  it.each(SITE_CONTENT_KEYS)('site text %s has a non-empty fallback', (key) => {
    expect(CONTENT_DEFAULTS[key].trim()).not.toBe('');
  });

  it.each(COMPANY_DETAIL_KEYS.filter((k) => k !== 'legal_name'))('company detail %s defaults to empty', (key) => {
    expect(CONTENT_DEFAULTS[key]).toBe('');
  });

  it.each([
    ['hero_title', 'Transformamos viviendas en Barcelona'],
    ['company_name', 'Casa Nova'],
    ['company_email', 'info@casanova.example'],
    ['company_address', 'Barcelona, España'],
    ['legal_name', 'Casa Nova Reformas S.L.'],
  ] as const)('default %s is %j', (key, value) => {
    expect(CONTENT_DEFAULTS[key]).toBe(value);
  });

  it.each([
    ['hero_title', true],
    ['bank_iban', true],
    ['menu', false],
    ['toString', false],
    ['', false],
  ])('isContentKey(%j) → %s', (key, known) => {
    expect(isContentKey(key)).toBe(known);
  });
});

describe('withContentDefaults', () => {
  it('fills every key from the defaults when nothing is stored', () => {
    expect(withContentDefaults({})).toEqual(CONTENT_DEFAULTS);
  });

  it.each([
    ['stored value wins', 'Otro título', 'Otro título'],
    ['empty falls back', '', CONTENT_DEFAULTS.hero_title],
    ['blank falls back', '   \n', CONTENT_DEFAULTS.hero_title],
    ['value kept verbatim', '  Con espacios  ', '  Con espacios  '],
  ])('%s', (_case, stored, shown) => {
    expect(withContentDefaults({ hero_title: stored }).hero_title).toBe(shown);
  });

  it('keeps stored keys it does not know', () => {
    expect(withContentDefaults({ extra: 'x' }).extra).toBe('x');
  });

  it('does not modify its input', () => {
    const stored = { hero_title: '' };
    withContentDefaults(stored);
    expect(stored).toEqual({ hero_title: '' });
  });
});

describe('missingBankDetails', () => {
  it('is empty when everything needed for a transfer is present', () => {
    expect(missingBankDetails(VALID_BANK)).toEqual([]);
  });

  it('lists every label when nothing is set', () => {
    expect(missingBankDetails({})).toEqual(['Razón social', 'IBAN', 'Banco', 'BIC/SWIFT']);
  });

  it.each([
    ['legal_name', '  ', ['Razón social']],
    ['bank_iban', '', ['IBAN']],
    ['bank_iban', 'ES9121000418450200051333', ['IBAN']],
    ['bank_name', '', ['Banco']],
    ['bank_bic', '', ['BIC/SWIFT']],
    ['bank_bic', 'CAIX', ['BIC/SWIFT']],
  ])('%s = %j → %j', (key, value, missing) => {
    expect(missingBankDetails({ ...VALID_BANK, [key]: value })).toEqual(missing);
  });
});

describe('validateContentValue', () => {
  it.each([
    ['hero_title', 'Nuevo título'],
    ['hero_title', ''],
    ['company_email', 'hola@casanova.es'],
    ['company_email', ''],
    ['company_phone', '+34 612 345 678'],
    ['tax_id', 'B12345674'],
    ['tax_id', '12345678Z'],
    ['representative_dni', 'X1234567L'],
    ['bank_iban', 'ES91 2100 0418 4502 0005 1332'],
    ['bank_bic', 'CAIXESBB'],
    ['bank_iban', '   '],
    ['unknown_key', 'cualquier cosa'],
    ['footer_description', 'x'.repeat(5000)],
    // The eleven site texts are free texts, the company email included.
    ['company_email', 'no-es-un-email'],
    ['company_email', 'Escríbenos por WhatsApp'],
    ['hero_title', '<b>Casas</b> & {algo}'],
  ])('%s = %j is allowed', (key, value) => {
    expect(validateContentValue(key, value)).toBeNull();
  });

  it.each([
    ['company_phone', '512345678', 'Teléfono no válido'],
    ['tax_id', 'B12345675', 'CIF/NIF no válido'],
    ['representative_dni', '12345678A', 'Letra del DNI incorrecta'],
    ['representative_dni', '1234', 'Formato DNI/NIE no válido'],
    ['bank_iban', 'ES9121000418450200051333', 'IBAN no válido'],
    ['bank_bic', 'CAIX', 'BIC no válido'],
    ['hero_title', 'x'.repeat(5001), 'El contenido no puede superar los 5000 caracteres'],
    ['unknown_key', 'x'.repeat(5001), 'El contenido no puede superar los 5000 caracteres'],
  ])('%s = %j → %s', (key, value, message) => {
    expect(validateContentValue(key, value)).toBe(message);
  });
});

describe('contentWarning', () => {
  it.each([
    ['company_email', 'info@casanova.es', null],
    ['company_email', '', null],
    ['hero_title', 'no-es-un-email', null],
  ])('%s = %j → no warning', (key, value, expected) => {
    expect(contentWarning(key, value)).toBe(expected);
  });

  it('warns, without refusing, when the company email does not look like one', () => {
    expect(contentWarning('company_email', 'llámanos')).toMatch(/^No parece una dirección de email/);
    expect(validateContentValue('company_email', 'llámanos')).toBeNull();
  });
});

describe('mercantileRegistryText', () => {
  it.each([
    [{}, ''],
    [{ mercantile_volume: '1' }, ''],
    [{ mercantile_registry: 'Barcelona' }, 'Barcelona'],
    [
      {
        mercantile_registry: 'Barcelona',
        mercantile_volume: '45678',
        mercantile_folio: '123',
        mercantile_sheet: 'B-456789',
        mercantile_entry: '1.ª',
      },
      'Barcelona, tomo 45678, folio 123, hoja B-456789, inscripción 1.ª',
    ],
    [{ mercantile_registry: ' Barcelona ', mercantile_sheet: 'B-1' }, 'Barcelona, hoja B-1'],
  ])('%j → %j', (content, text) => {
    expect(mercantileRegistryText(content)).toBe(text);
  });

  it('uses each language’s own registry words: Catalan tom, foli, full; English volume, folio, sheet', () => {
    const content = {
      mercantile_registry: 'Barcelona',
      mercantile_volume: '45678',
      mercantile_folio: '123',
      mercantile_sheet: 'B-456789',
      mercantile_entry: '1a',
    };
    expect(mercantileRegistryText(content, 'ca')).toBe('Barcelona, tom 45678, foli 123, full B-456789, inscripció 1a');
    expect(mercantileRegistryText(content, 'en')).toBe('Barcelona, volume 45678, folio 123, sheet B-456789, entry 1a');
  });
});

describe('missingDetails', () => {
  it('names blank details by their labels, in the order asked', () => {
    expect(missingDetails({ legal_name: 'X', tax_id: ' ' }, ['legal_name', 'tax_id', 'bank_iban'])).toEqual([
      'CIF/NIF',
      'IBAN',
    ]);
  });
});

describe('social links (docs/product.md#social-links)', () => {
  const SOCIAL = ['social_instagram', 'social_facebook', 'social_linkedin', 'social_x', 'social_youtube'];

  it('are company details the public pages carry, empty by default', () => {
    for (const key of SOCIAL) {
      expect(COMPANY_DETAIL_KEYS).toContain(key);
      expect(PUBLIC_CONTENT_KEYS).toContain(key);
      expect(CONTENT_DEFAULTS[key as keyof typeof CONTENT_DEFAULTS]).toBe('');
    }
    const link = 'https://www.instagram.com/reformasllar';
    expect(publicContentOnly({ social_instagram: link, bank_iban: 'ES91 2100 0418 4502 0005 1332' })).toEqual({
      social_instagram: link,
    });
    expect(CONTENT_FIELD_META.social_linkedin.label).toBe('LinkedIn');
  });

  it.each([
    ['social_instagram', 'https://www.instagram.com/reformasllar'],
    ['social_instagram', 'https://instagram.com/reformasllar/'],
    ['social_facebook', 'https://www.facebook.com/reformasllar'],
    ['social_facebook', 'https://m.facebook.com/reformasllar'],
    ['social_linkedin', 'https://www.linkedin.com/company/reformas-llar'],
    ['social_x', 'https://x.com/reformasllar'],
    ['social_x', 'https://twitter.com/reformasllar'],
    ['social_youtube', 'https://www.youtube.com/@reformasllar'],
    ['social_instagram', '   '],
  ])('accepts %s = %j', (key, value) => {
    expect(validateContentValue(key, value)).toBeNull();
  });

  it.each([
    ['social_instagram', 'http://www.instagram.com/reformasllar'],
    ['social_instagram', 'www.instagram.com/reformasllar'],
    ['social_instagram', '@reformasllar'],
    ['social_instagram', 'https://www.facebook.com/reformasllar'],
    ['social_instagram', 'https://instagram.com.example.net/reformasllar'],
    ['social_instagram', 'https://evilinstagram.com/reformasllar'],
    ['social_facebook', 'javascript:alert(1)'],
    ['social_linkedin', 'https://user:pass@www.linkedin.com/company/x'],
    ['social_youtube', 'https://www.youtube.com/@reformas llar'],
  ])('refuses %s = %j, saying what to write', (key, value) => {
    expect(validateContentValue(key, value)).toMatch(
      /^Escribe la dirección completa del perfil en .+, que empiece por https:\/\//,
    );
  });
});
