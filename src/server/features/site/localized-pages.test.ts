import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PublicPageData } from '#shared/api/api-types.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { unpackPageData, type EmbeddedPageData } from '#shared/site/island-data.ts';
import { propertyInput } from '#server/test/factories.ts';
import { standInWebBundle } from '#server/test/stand-in-web.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// The page body is the web bundle's business (e2e/public-i18n.test.ts renders the real one); here a stand-in
// prints the headings from the catalog the server hands over, so the server's part is checked on its own.
const renders: PublicPageData[] = [];
const bundle = standInWebBundle((data) => {
  renders.push(data);
  const heading = data.page === 'not_found' ? data.messages['notFound.title'] : data.messages['portfolio.title'];
  return `<h1>${heading}</h1><p id="page">${data.page} ${data.paths[data.locale]}</p>`;
});

let t: TestApp;
let app: FastifyInstance;
let propertyPath: string;
/** The same property's pages in Catalan and English: their slugs follow the translated titles. */
let catalanPath: string;
let englishPath: string;
let id: number;

beforeAll(async () => {
  t = await createTestApp({}, { web: bundle });
  app = t.app;
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({
      status: 'vendiendo',
      title_ca: 'Pis reformat a Gràcia',
      title_en: 'Renovated flat in Gràcia',
    }),
  });
  const body = created.json() as { id: number; slug: string; slug_ca: string; slug_en: string };
  id = body.id;
  expect(body).toMatchObject({
    slug: 'piso-reformado-en-gracia',
    slug_ca: 'pis-reformat-a-gracia',
    slug_en: 'renovated-flat-in-gracia',
  });
  propertyPath = `/propiedades/${id}-piso-reformado-en-gracia`;
  catalanPath = `/ca/propietats/${id}-pis-reformat-a-gracia`;
  englishPath = `/en/properties/${id}-renovated-flat-in-gracia`;
});
afterAll(() => t.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const dataOf = (html: string) =>
  unpackPageData(
    JSON.parse(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as EmbeddedPageData,
  );

describe('public pages in three languages', () => {
  it.each([
    ['/en/', 'en-GB', 'en_GB', 'Properties'],
    ['/ca/', 'ca-ES', 'ca_ES', 'Habitatges'],
    ['/', 'es-ES', 'es_ES', 'Propiedades'],
  ])('%s is in its language with every alternate', async (url, tag, ogLocale, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe(tag);
    const html = response.body;
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="http://casanova.test${url}">`);
    expect(html).toContain('<link rel="alternate" hreflang="es-ES" href="http://casanova.test/">');
    expect(html).toContain('<link rel="alternate" hreflang="ca-ES" href="http://casanova.test/ca/">');
    expect(html).toContain('<link rel="alternate" hreflang="en-GB" href="http://casanova.test/en/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://casanova.test/">');
    expect(html).toContain(`<meta property="og:locale" content="${ogLocale}">`);
    const alternates = [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1]);
    expect(alternates.sort()).toEqual(['ca_ES', 'en_GB', 'es_ES'].filter((locale) => locale !== ogLocale));
    // Only this page's language travels with it.
    const data = dataOf(html);
    expect(data.locale).toBe(tag.slice(0, 2));
    expect(data.messages['header.openMenu']).toBe(PUBLIC_CATALOGS[data.locale]['header.openMenu']);
    // …and only what its islands use at load: the hero, about and legal texts are in the HTML already, and the
    // portfolio's and the contact form's come with their chunks (docs/decisions/031).
    expect(Object.keys(data.messages).filter((key) => /^(about|portfolio|listing|contact)\./.test(key))).toEqual([]);
    expect(Object.keys(data.content).sort()).toEqual(['company_name', 'company_phone', 'hero_title']);
  });

  it('serves property pages under a prefix with their own slug, with JSON-LD and links in that language', async () => {
    const response = await get(englishPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en-GB');
    const html = response.body;
    expect(html).toContain('<title>Renovated flat in Gràcia, Barcelona | Casa Nova</title>');
    expect(html).toContain(`<link rel="canonical" href="http://casanova.test${englishPath}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="es-ES" href="http://casanova.test${propertyPath}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ca-ES" href="http://casanova.test${catalanPath}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-GB" href="http://casanova.test${englishPath}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://casanova.test${propertyPath}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ url: `http://casanova.test${englishPath}`, inLanguage: 'en-GB' });
    expect(dataOf(html)).toMatchObject({
      page: 'property',
      locale: 'en',
      paths: { es: propertyPath, ca: catalanPath, en: englishPath },
    });
    // A card has the slug of its page's language only, the one its link needs.
    expect(dataOf(html).cards.find((card) => card.id === id)).toMatchObject({ slug: 'renovated-flat-in-gracia' });
  });

  it.each([
    ['the Spanish slug under /ca/', () => `/ca${propertyPath}`, () => catalanPath],
    ['the Spanish slug under /en/', () => `/en${propertyPath}`, () => englishPath],
    ['an old slug under /ca/', () => `/ca/propietats/${id}-antiguo`, () => catalanPath],
    ['no slug under /en/', () => `/en/properties/${id}`, () => englishPath],
    // The Spanish word these pages had under the prefix before their words were translated (issue 50).
    ['the old word /ca/propiedades/', () => `/ca/propiedades/${id}-pis-reformat-a-gracia`, () => catalanPath],
    ['the old word /en/propiedades/', () => `/en/propiedades/${id}-renovated-flat-in-gracia`, () => englishPath],
    ['the old word and an old slug', () => `/en/propiedades/${id}-antiguo`, () => englishPath],
    ['the old /ca/privacidad', () => '/ca/privacidad', () => '/ca/privacitat'],
    ['the old /en/privacidad', () => '/en/privacidad', () => '/en/privacy'],
    ['the old /en/terminos', () => '/en/terminos', () => '/en/terms'],
    ['the old /ca/terminos', () => '/ca/terminos', () => '/ca/termes'],
    ['the old /en/propiedades', () => '/en/propiedades', () => '/en/#propiedades'],
    ['the old /ca/propiedades', () => '/ca/propiedades', () => '/ca/#propiedades'],
    ['the old word keeping its query', () => '/en/privacidad?utm=x', () => '/en/privacy?utm=x'],
    ['the Catalan slug in Spanish', () => `/propiedades/${id}-pis-reformat-a-gracia`, () => propertyPath],
  ])('moves %s permanently to the page in that language', async (_case, from, to) => {
    const moved = await get(from());
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(to());
  });

  it('keeps ?pagina=N and legal pages under a prefix', async () => {
    const legal = await get('/en/privacy');
    expect(legal.statusCode).toBe(200);
    expect(legal.body).toContain('<title>Privacy policy | Casa Nova</title>');
    expect(legal.body).toContain('<link rel="canonical" href="http://casanova.test/en/privacy">');
    expect(legal.body).toContain('<link rel="alternate" hreflang="es-ES" href="http://casanova.test/privacidad">');
    expect(legal.body).toContain('<link rel="alternate" hreflang="ca-ES" href="http://casanova.test/ca/privacitat">');
    // The specification's Spanish paths answer as they did.
    for (const spanish of ['/privacidad', '/terminos']) expect((await get(spanish)).statusCode).toBe(200);
    expect((await get('/ca/termes')).statusCode).toBe(200);
    expect((await get('/en/terms')).statusCode).toBe(200);
    const page = await get('/ca/?pagina=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('ca-ES');
  });

  it('answers unknown addresses under a prefix with the 404 page in that language', async () => {
    for (const [url, tag, title] of [
      ['/en/no-such-page', 'en-GB', 'Page not found'],
      ['/ca/propiedades/999999-nada', 'ca-ES', 'No s’ha trobat la pàgina'],
      ['/no-existe', 'es-ES', 'Página no encontrada'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-language']).toBe(tag);
      expect(response.body).toContain(`<html lang="${tag}">`);
      expect(response.body).toContain(`<h1>${title}</h1>`);
      expect(response.body).toContain('<meta name="robots" content="noindex, follow">');
    }
  });

  it('keeps one rendering per language and content version', async () => {
    await get('/en/cookies');
    const before = renders.length;
    const first = await get('/en/cookies');
    const again = await get('/en/cookies');
    expect(renders.length).toBe(before);
    expect(again.headers.etag).toBe(first.headers.etag);
    const catalan = await get('/ca/cookies');
    expect(renders.length).toBe(before + 1);
    expect(renders.at(-1)).toMatchObject({ page: 'cookies', locale: 'ca' });
    expect(catalan.headers.etag).not.toBe(first.headers.etag);
    const spanish = await get('/cookies');
    expect(renders.length).toBe(before + 2);
    expect(spanish.body).toContain('<html lang="es-ES">');
  });

  it('lists every page in every language in the sitemap, with its alternates', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/', '/ca/', '/en/', '/en/cookies', catalanPath, englishPath, propertyPath]) {
      expect(xml).toContain(`<loc>http://casanova.test${path}</loc>`);
    }
    expect(xml).not.toContain(`/ca${propertyPath}`);
    const entry = new RegExp(`<url><loc>http://casanova\\.test${englishPath}</loc>.*?</url>`).exec(xml)![0];
    for (const [hreflang, path] of [
      ['es-ES', propertyPath],
      ['ca-ES', catalanPath],
      ['en-GB', englishPath],
      ['x-default', propertyPath],
    ]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="http://casanova.test${path}"/>`,
      );
    }
  });

  it("shows the texts written in the page's language, and the Spanish ones where none is written", async () => {
    const saved = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: { ...propertyInput({ status: 'vendiendo' }), title_ca: null, title_en: 'Bright flat in Gràcia' },
    });
    expect(saved.statusCode).toBe(200);
    // A new title is a new slug; the old address moves to it.
    englishPath = `/en/properties/${id}-bright-flat-in-gracia`;
    expect((await get(`/en/properties/${id}-renovated-flat-in-gracia`)).headers.location).toBe(englishPath);
    // Without a Catalan title, the Catalan page takes the Spanish slug.
    expect((await get(`/ca/propietats/${id}-piso-reformado-en-gracia`)).statusCode).toBe(200);
    const heroSaved = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/hero_title',
      payload: { content: 'Tu nuevo hogar', content_ca: 'La teva nova llar' },
    });
    expect(heroSaved.statusCode).toBe(200);

    const english = dataOf((await get(englishPath)).body);
    expect(english.property?.title).toBe('Bright flat in Gràcia');
    expect(english.cards.find((card) => card.id === id)?.title).toBe('Bright flat in Gràcia');
    expect(english.content.hero_title).toBe('Tu nuevo hogar');
    const catalan = dataOf((await get('/ca/')).body);
    expect(catalan.content.hero_title).toBe('La teva nova llar');
    expect(catalan.cards.find((card) => card.id === id)?.title).toBe(propertyInput().title);
    expect(dataOf((await get('/')).body).content.hero_title).toBe('Tu nuevo hogar');
  });
});

describe('/verificar in three languages', () => {
  it.each([
    ['/verificar', 'es-ES'],
    ['/ca/verificar', 'ca-ES'],
    ['/en/verify', 'en-GB'],
  ])('%s names itself canonical and every language with absolute URLs, as search engines require', async (url, tag) => {
    const html = (await get(url)).body;
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain(`<link rel="canonical" href="http://casanova.test${url}">`);
    expect(html).toContain('<link rel="alternate" hreflang="es-ES" href="http://casanova.test/verificar">');
    expect(html).toContain('<link rel="alternate" hreflang="ca-ES" href="http://casanova.test/ca/verificar">');
    expect(html).toContain('<link rel="alternate" hreflang="en-GB" href="http://casanova.test/en/verify">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://casanova.test/verificar">');
  });

  it('keeps answering at /en/verificar with the English page, canonical at the English word /en/verify', async () => {
    const response = await get('/en/verificar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en-GB');
    expect(response.body).toContain('<html lang="en-GB">');
    expect(response.body).toContain('<link rel="canonical" href="http://casanova.test/en/verify">');
  });
});
