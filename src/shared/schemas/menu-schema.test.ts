import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import { isExternalMenuHref, isValidMenuHref, menuItemSchema, menuUpdateSchema } from './menu-schema';

describe('isValidMenuHref', () => {
  it.each([
    '#inicio',
    '#sobre-nosotros',
    '#section_2',
    '/',
    '/terminos',
    '/cms/properties?tab=1#top',
    'http://example.com',
    'https://www.instagram.com/casanova',
    'HTTPS://EXAMPLE.COM/Path',
    'https://example.com:8443/a?b=c#d',
  ])('accepts %j', (href) => {
    expect(isValidMenuHref(href)).toBe(true);
  });

  it.each([
    '',
    '#',
    '# space',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example',
    '/\\evil.example',
    '/a b',
    'https://',
    'https:///path',
    'https://exa mple.com',
    'https:\\\\evil.example',
    'ftp://example.com',
    'mailto:info@example.com',
    'terminos',
    ' /terminos',
  ])('rejects %j', (href) => {
    expect(isValidMenuHref(href)).toBe(false);
  });
});

describe('isExternalMenuHref', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['/terminos', false],
    ['#contacto', false],
  ])('%j → %s', (href, external) => {
    expect(isExternalMenuHref(href)).toBe(external);
  });
});

describe('menuItemSchema', () => {
  it('applies the defaults', () => {
    expect(menuItemSchema.parse({ label: 'Inicio', href: '#inicio' })).toEqual({
      label: 'Inicio',
      href: '#inicio',
      order: 1,
      is_active: true,
    });
  });

  it('keeps given values, trims texts and turns a numeric id into text', () => {
    expect(
      menuItemSchema.parse({
        id: 1732000000000,
        label: ' Blog ',
        href: ' https://blog.example.com ',
        order: '3',
        is_active: false,
      }),
    ).toEqual({ id: '1732000000000', label: 'Blog', href: 'https://blog.example.com', order: 3, is_active: false });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['missing label', { label: undefined }, ['La etiqueta es obligatoria']],
    ['blank label', { label: '  ' }, ['La etiqueta es obligatoria']],
    ['long label', { label: 'x'.repeat(101) }, ['La etiqueta no puede superar los 100 caracteres']],
    ['missing href', { href: undefined }, ['El enlace es obligatorio']],
    ['blank href', { href: '' }, ['El enlace es obligatorio']],
    ['javascript href', { href: 'javascript:alert(1)' }, ['El enlace debe empezar por #, / o http(s)://']],
    ['protocol-relative href', { href: '//evil.example' }, ['El enlace debe empezar por #, / o http(s)://']],
    ['data href', { href: 'data:text/html,x' }, ['El enlace debe empezar por #, / o http(s)://']],
    ['order 0', { order: 0 }, ['El orden debe ser al menos 1']],
    ['fractional order', { order: 1.5 }, ['El orden debe ser un número entero']],
    ['text is_active', { is_active: 'yes' }, ['El estado activo debe ser verdadero o falso']],
    ['empty id', { id: '' }, ['Identificador de menú no válido']],
    ['long id', { id: 'x'.repeat(101) }, ['Identificador de menú no válido']],
    ['fractional id', { id: 1.5 }, ['Identificador de menú no válido']],
  ])('%s', (_case, override, messages) => {
    expect(issueMessages(menuItemSchema.safeParse({ label: 'Inicio', href: '#inicio', ...override }))).toEqual(
      messages,
    );
  });
});

describe('menuUpdateSchema', () => {
  it('accepts an empty menu', () => {
    expect(menuUpdateSchema.parse({ items: [] })).toEqual({ items: [] });
  });

  it.each<[string, unknown, string[]]>([
    ['missing items', {}, ['La lista del menú no es válida']],
    [
      'too many items',
      { items: Array.from({ length: 51 }, (_, i) => ({ id: `m${i}`, label: 'x', href: '/' })) },
      ['El menú no puede tener más de 50 elementos'],
    ],
    [
      'repeated ids',
      {
        items: [
          { id: 'a', label: 'x', href: '/' },
          { id: 'a', label: 'y', href: '/' },
        ],
      },
      ['Hay elementos del menú con el mismo identificador'],
    ],
  ])('%s', (_case, body, messages) => {
    expect(issueMessages(menuUpdateSchema.safeParse(body))).toEqual(messages);
  });

  it('allows several items without id', () => {
    expect(
      menuUpdateSchema.safeParse({
        items: [
          { label: 'a', href: '/' },
          { label: 'b', href: '/' },
        ],
      }).success,
    ).toBe(true);
  });

  it.each([null, { items: 'x' }, { items: [null, { id: {}, label: 1, href: 2, order: 'x', is_active: 3 }] }])(
    'answers %j in Spanish',
    (body) => {
      const result = menuUpdateSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(hasEnglishMessage(result)).toBe(false);
    },
  );
});
