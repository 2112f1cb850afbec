import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PublicPageData } from '#shared/api/api-types.ts';
import { propertyInput } from '#server/test/factories.ts';
import { dataUrl, pngImage } from '#server/test/images.ts';
import { standInWebBundle } from '#server/test/stand-in-web.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Menu labels, image captions and video titles in Catalan and English (docs/product.md §11.1): in and out of the
// API as `label_ca`/`label_en`, `caption_ca`/`caption_en`, `title_ca`/`title_en`, and on the pages of each language.
const renders: PublicPageData[] = [];
const bundle = standInWebBundle((data) => {
  renders.push(data);
  return `<nav>${data.menu.map((item) => item.label).join(' · ')}</nav>`;
});

let t: TestApp;
let app: FastifyInstance;
let property: { id: number; slug_en: string; images: { id: number; url: string }[]; videos: { id: number }[] };

const VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

beforeAll(async () => {
  t = await createTestApp({}, { web: bundle });
  app = t.app;
  const menu = await t.asAdmin({
    method: 'PUT',
    url: '/api/cms/menu',
    payload: {
      items: [
        { id: 'inicio', label: 'Inicio', label_ca: 'Inici', label_en: 'Home', href: '#inicio', order: 1 },
        { id: 'contacto', label: 'Contacto', label_en: 'Contact', href: '#contacto', order: 2 },
      ],
    },
  });
  expect(menu.statusCode).toBe(200);
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({
      status: 'vendiendo',
      images: [
        {
          url: dataUrl(await pngImage(), 'image/png'),
          caption: 'Cocina abierta',
          caption_ca: 'Cuina oberta',
          caption_en: 'Open-plan kitchen',
        },
      ],
      videos: [{ youtube_url: VIDEO, title: 'Recorrido', title_ca: 'Recorregut', title_en: 'Walkthrough' }],
    }),
  });
  expect(created.statusCode).toBe(201);
  property = created.json();
});
afterAll(() => t.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('translated menu labels', () => {
  it('are stored and returned as label_ca and label_en, null where not written', async () => {
    const menu = (await get('/api/menu')).json();
    expect(menu).toEqual([
      expect.objectContaining({ id: 'inicio', label: 'Inicio', label_ca: 'Inici', label_en: 'Home' }),
      expect.objectContaining({ id: 'contacto', label: 'Contacto', label_ca: null, label_en: 'Contact' }),
    ]);
  });

  it('show on the pages of each language, Spanish where not translated', async () => {
    expect((await get('/en/')).body).toContain('<nav>Home · Contact</nav>');
    expect((await get('/ca/')).body).toContain('<nav>Inici · Contacto</nav>');
    expect((await get('/')).body).toContain('<nav>Inicio · Contacto</nav>');
  });

  it('are kept when an older client saves the menu without them, and removed when sent blank', async () => {
    await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/menu',
      payload: {
        items: [
          { id: 'inicio', label: 'Inicio', href: '#inicio', order: 1 },
          { id: 'contacto', label: 'Contacto', label_en: '  ', href: '#contacto', order: 2 },
        ],
      },
    });
    const menu = (await get('/api/menu')).json();
    expect(menu[0]).toMatchObject({ label_ca: 'Inici', label_en: 'Home' });
    expect(menu[1]).toMatchObject({ label_en: null });
  });
});

describe('translated captions and video titles', () => {
  it('are returned by the API as written', async () => {
    const stored = (await get(`/api/properties/${property.id}`)).json();
    expect(stored.images[0]).toMatchObject({
      caption: 'Cocina abierta',
      caption_ca: 'Cuina oberta',
      caption_en: 'Open-plan kitchen',
    });
    expect(stored.videos[0]).toMatchObject({ title: 'Recorrido', title_ca: 'Recorregut', title_en: 'Walkthrough' });
  });

  it('are the caption and title with ?lang=en, and the English page names its picture in English', async () => {
    const english = (await get(`/api/properties/${property.id}?lang=en`)).json();
    expect(english.images[0].caption).toBe('Open-plan kitchen');
    expect(english.videos[0].title).toBe('Walkthrough');
    const page = await get(`/en/properties/${property.id}-${property.slug_en}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:image:alt" content="Open-plan kitchen">');
    expect(renders.at(-1)!.property!.videos[0]!.title).toBe('Walkthrough');
  });

  it('survive an update that does not send them', async () => {
    const updated = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${property.id}`,
      payload: propertyInput({
        status: 'vendiendo',
        images: [{ id: property.images[0]!.id, url: property.images[0]!.url, caption: 'Cocina' }],
        videos: [{ youtube_url: VIDEO, title: 'Recorrido' }],
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().images[0]).toMatchObject({ caption: 'Cocina', caption_en: 'Open-plan kitchen' });
    expect(updated.json().videos[0]).toMatchObject({ title_ca: 'Recorregut', title_en: 'Walkthrough' });
  });
});
