import { describe, expect, it } from 'vitest';

import { isValidEmail, mailtoHref, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'ana@example.com',
    'ana.garcia+casa@mail.example.es',
    'A@B.CO',
    'x@y.z',
    '  ana@example.com  ',
    'ñandú@correo.es',
    `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@exa mple.com',
    'ana@@example.com',
    'ana@example.com\nbcc@evil.com',
    'ana\t@example.com',
    `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
    'victim@x.test?bcc=spy@evil.test',
    'a?b@example.com',
    'a&b@example.com',
    '<script>@example.com',
    'ana@example.com>',
    'ana @example.com',
    'ana\u00a0x@example.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Ana@Example.COM', 'ana@example.com'],
    ['  ana@example.com ', 'ana@example.com'],
    ['', ''],
    ['ＡＮＡ@ｅｊｅｍｐｌｏ.ｅｓ', 'ana@ejemplo.es'],
    ['\u3000ana@example.com\u3000', 'ana@example.com'],
  ])('%j → %j', (input, output) => {
    expect(normalizeEmail(input)).toBe(output);
  });

  it("keeps a dotted capital I apart from a plain i, so it never shares a plain address's lookups", () => {
    expect(normalizeEmail('admİn@example.test')).not.toBe(normalizeEmail('admin@example.test'));
    expect(normalizeEmail('admİn@example.test')).toBe(normalizeEmail('ADMİN@EXAMPLE.TEST'));
  });
});

describe('mailtoHref', () => {
  it('encodes the address and the fields', () => {
    expect(mailtoHref('ana@example.com')).toBe('mailto:ana@example.com');
    expect(mailtoHref('ana@example.com', { subject: 'Re: hola & adiós' })).toBe(
      'mailto:ana@example.com?subject=Re%3A%20hola%20%26%20adi%C3%B3s',
    );
    expect(mailtoHref('victim@x.test?bcc=spy@evil.test')).toBe('mailto:victim@x.test%3Fbcc%3Dspy@evil.test');
  });
});
