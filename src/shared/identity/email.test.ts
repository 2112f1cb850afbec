import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

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
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Ana@Example.COM', 'ana@example.com'],
    ['  ana@example.com ', 'ana@example.com'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeEmail(input)).toBe(output);
  });
});
