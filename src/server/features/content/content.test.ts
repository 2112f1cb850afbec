import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CONTENT_DEFAULTS, SITE_CONTENT_KEYS } from '#shared/site/content.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('site content', () => {
  it('serves every key with Spanish fallbacks, and stored values over them', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/content' })).json();
    expect(before.hero_title).toBe(CONTENT_DEFAULTS.hero_title);
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/hero_title',
      payload: { content: 'Casas con alma' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: 'hero_title', content: 'Casas con alma' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/content' })).json();
    expect(after.hero_title).toBe('Casas con alma');
  });

  it('validates company details (IBAN check digits) and requires a token', async () => {
    const bad = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/bank_iban',
      payload: { content: 'ES00 0000 0000 0000 0000 0000' },
    });
    expect(bad.statusCode).toBe(422);
    const good = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/bank_iban',
      payload: { content: 'ES91 2100 0418 4502 0005 1332' },
    });
    expect(good.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/cms/content/hero_title', payload: { content: 'x' } })).statusCode,
    ).toBe(401);
    expect((await t.asAdmin({ method: 'PUT', url: '/api/cms/content/hero_title', payload: {} })).statusCode).toBe(422);
  });
});

describe('site texts are free texts', () => {
  it.each(SITE_CONTENT_KEYS)('PUT %s stores any text and GET /api/content returns it', async (key) => {
    const text =
      key === 'company_email' ? 'Escríbenos por WhatsApp <o llama>' : `Texto libre de ${key}: ¿«sí»? & {nada}`;
    const saved = await t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content: text } });
    expect(saved.statusCode, saved.body).toBe(200);
    const content = (await t.app.inject({ method: 'GET', url: '/api/content' })).json();
    expect(content[key]).toBe(text);
  });

  it('still checks the company details that end up in contracts and transfers', async () => {
    const bad = await t.asAdmin({ method: 'PUT', url: '/api/cms/content/tax_id', payload: { content: 'B12345675' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('CIF/NIF no válido');
  });
});

describe('menu', () => {
  it('replaces the whole menu and returns it sorted', async () => {
    const items = [
      { id: 'b', label: 'Contacto', href: '#contacto', order: 2, is_active: true },
      { id: 'a', label: 'Blog', href: 'https://blog.ejemplo.es', order: 1, is_active: false },
      { id: 'c', label: 'Privacidad', href: '/privacidad', order: 3, is_active: true },
    ];
    const response = await t.asAdmin({ method: 'PUT', url: '/api/cms/menu', payload: { items } });
    expect(response.statusCode).toBe(200);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json();
    // No translation was written: each item says so (docs/product.md §11.2).
    const untranslated = { label_ca: null, label_en: null };
    expect(menu).toEqual([items[1], items[0], items[2]].map((item) => ({ ...item, ...untranslated })));
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'contacto', ''])(
    'refuses href %j with 422',
    async (href) => {
      const response = await t.asAdmin({
        method: 'PUT',
        url: '/api/cms/menu',
        payload: { items: [{ id: 'x', label: 'X', href, order: 1, is_active: true }] },
      });
      expect(response.statusCode).toBe(422);
      expect(typeof response.json().detail).toBe('string');
    },
  );
});
