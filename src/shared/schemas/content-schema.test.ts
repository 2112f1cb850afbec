import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import { companyDetailsUpdateSchema, contentUpdateSchema } from './content-schema';

describe('contentUpdateSchema', () => {
  it.each(['', 'Nuevo título', 'x'.repeat(5000), '  con espacios  '])('accepts %j as is', (content) => {
    expect(contentUpdateSchema.parse({ content })).toEqual({ content });
  });

  it.each<[unknown, string[]]>([
    [{ content: 'x'.repeat(5001) }, ['El contenido no puede superar los 5000 caracteres']],
    [{}, ['El contenido es obligatorio']],
    [{ content: 5 }, ['El contenido es obligatorio']],
    [null, ['El contenido es obligatorio']],
  ])('%j → %j', (body, messages) => {
    const result = contentUpdateSchema.safeParse(body);
    expect(issueMessages(result)).toEqual(messages);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});

describe('companyDetailsUpdateSchema: the social links (docs/product.md#social-links)', () => {
  it.each([
    { social_instagram: 'https://www.instagram.com/reformasllar', social_facebook: '' },
    { social_linkedin: 'https://www.linkedin.com/company/reformas-llar', legal_name: 'Reformas Llar S.L.' },
    { social_youtube: '  https://www.youtube.com/@reformasllar  ' },
  ])('accepts %j', (details) => {
    expect(companyDetailsUpdateSchema.safeParse({ details }).success).toBe(true);
  });

  it.each<[Record<string, string>, string[]]>([
    [
      { social_instagram: 'http://www.instagram.com/reformasllar' },
      [
        'Instagram: Escribe la dirección completa del perfil en instagram.com, que empiece por https:// (ej: https://www.instagram.com/tuempresa)',
      ],
    ],
    [
      { social_facebook: 'https://www.casanovabarcelona.es' },
      [
        'Facebook: Escribe la dirección completa del perfil en facebook.com, que empiece por https:// (ej: https://www.facebook.com/tuempresa)',
      ],
    ],
    [
      { social_x: 'javascript:alert(1)' },
      [
        'X (Twitter): Escribe la dirección completa del perfil en x.com, que empiece por https:// (ej: https://www.x.com/tuempresa)',
      ],
    ],
  ])('refuses %j, naming the network', (details, messages) => {
    const result = companyDetailsUpdateSchema.safeParse({ details });
    expect(issueMessages(result)).toEqual(messages);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});
