import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTENT_DEFAULTS } from '#shared/site/content.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { publicSiteContent } from './queries';
import { NOT_TRANSLATABLE_MESSAGE } from './update-content';

// Translated site texts (docs/product.md §11.2): Spanish is the reference and each text falls back to it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (key: string, payload: object) => t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload });
const content = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/content${query}` })).json();

describe('site text translations', () => {
  it('stores Catalan and English next to the Spanish and serves each language with a per-key fallback', async () => {
    const saved = await put('hero_title', {
      content: 'Casas con alma',
      content_ca: 'Cases amb ànima',
      content_en: 'Homes with soul',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      key: 'hero_title',
      content: 'Casas con alma',
      content_ca: 'Cases amb ànima',
      content_en: 'Homes with soul',
    });
    expect((await put('about_title', { content: '', content_en: 'About us' })).statusCode).toBe(200);

    const spanish = await content();
    expect(spanish).toMatchObject({ hero_title: 'Casas con alma', about_title: CONTENT_DEFAULTS.about_title });
    expect(spanish).not.toHaveProperty('translations');
    expect(await content('?lang=es')).toEqual(spanish);
    const englishResponse = await t.app.inject({ method: 'GET', url: '/api/content?lang=en' });
    expect(englishResponse.headers['content-language']).toBe('en-GB');
    const english = englishResponse.json();
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    expect(english).toMatchObject({
      hero_title: 'Homes with soul',
      about_title: 'About us',
      hero_subtitle: CONTENT_DEFAULTS.hero_subtitle,
    });
    expect(await content('?lang=ca')).toMatchObject({
      hero_title: 'Cases amb ànima',
      about_title: CONTENT_DEFAULTS.about_title,
    });

    expect((await publicSiteContent(t.app, 'en')).hero_title).toBe('Homes with soul');
    expect((await publicSiteContent(t.app)).hero_title).toBe('Casas con alma');

    const translations = await t.asAdmin({ method: 'GET', url: '/api/cms/content/translations' });
    expect(translations.json()).toEqual({
      ca: { hero_title: 'Cases amb ànima' },
      en: { hero_title: 'Homes with soul', about_title: 'About us' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/content/translations' })).statusCode).toBe(401);
  });

  it('keeps a translation the request leaves out, and removes one sent null or blank', async () => {
    await put('contact_title', { content: 'Escríbenos', content_ca: 'Escriu-nos', content_en: 'Write to us' });
    const spanishOnly = await put('contact_title', { content: 'Hablemos' });
    expect(spanishOnly.json()).toEqual({ key: 'contact_title', content: 'Hablemos' });
    expect(await content('?lang=en')).toMatchObject({ contact_title: 'Write to us' });

    const cleared = await put('contact_title', { content: 'Hablemos', content_ca: null, content_en: '   ' });
    expect(cleared.json()).toEqual({ key: 'contact_title', content: 'Hablemos', content_ca: null, content_en: null });
    expect(await content('?lang=en')).toMatchObject({ contact_title: 'Hablemos' });
    expect(await content('?lang=ca')).toMatchObject({ contact_title: 'Hablemos' });
  });

  it('shows an admin write of a translation on the next public read in that language', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/content?lang=ca' });
    const etag = before.headers.etag as string;
    expect(before.json().footer_description).toBe(CONTENT_DEFAULTS.footer_description);
    await publicSiteContent(t.app, 'ca');
    expect(
      (await put('footer_description', { content: '', content_ca: 'Comprem i reformem habitatges.' })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/content?lang=ca',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().footer_description).toBe('Comprem i reformem habitatges.');
    expect((await publicSiteContent(t.app, 'ca')).footer_description).toBe('Comprem i reformem habitatges.');
  });

  it('refuses translations of company details, too long texts and unknown languages with a Spanish detail', async () => {
    const company = await put('bank_name', { content: 'CaixaBank', content_en: 'CaixaBank' });
    expect(company.statusCode).toBe(422);
    expect(company.json().detail).toBe(NOT_TRANSLATABLE_MESSAGE);
    const long = await put('hero_title', { content: 'Hola', content_ca: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('El contenido en catalán no puede superar los 5000 caracteres');
    const language = await t.app.inject({ method: 'GET', url: '/api/content?lang=de' });
    expect(language.statusCode).toBe(422);
    expect(language.json().detail).toBe('Idioma no válido: es, ca o en');
  });
});
