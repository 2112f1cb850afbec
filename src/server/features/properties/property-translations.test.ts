import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { publicCards, publicPortfolio, publicProperty } from './queries';

// Translated titles and descriptions (docs/product.md §11.2): Spanish is the reference and each field
// falls back to it on its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (body: object) => t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: body });
const update = (id: number, body: object) =>
  t.asAdmin({ method: 'PUT', url: `/api/cms/properties/${id}`, payload: body });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('property translations', () => {
  it('stores them, returns them as written and keeps them when an update leaves them out', async () => {
    const created = await create(
      propertyInput({
        title_ca: 'Pis reformat a Gràcia',
        title_en: '  ',
        description_en: 'Bright flat with a balcony.',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const property = created.json();
    expect(property).toMatchObject({
      title: 'Piso reformado en Gràcia',
      title_ca: 'Pis reformat a Gràcia',
      title_en: null,
      description_ca: null,
      description_en: 'Bright flat with a balcony.',
    });

    // An older client (or the Spanish fields alone): translations untouched.
    const kept = (await update(property.id, propertyInput({ title: 'Piso en Gràcia' }))).json();
    expect(kept).toMatchObject({
      title: 'Piso en Gràcia',
      title_ca: 'Pis reformat a Gràcia',
      description_en: 'Bright flat with a balcony.',
    });

    // null and blank remove a translation.
    const cleared = (
      await update(property.id, propertyInput({ title: 'Piso en Gràcia', title_ca: null, description_en: '' }))
    ).json();
    expect(cleared).toMatchObject({ title_ca: null, description_en: null });
  });

  it('serves each language with a per-field fallback to Spanish, on the API and in the read functions', async () => {
    const { id } = (
      await create(
        propertyInput({
          title: 'Ático en Sant Gervasi',
          title_en: 'Penthouse in Sant Gervasi',
          description_ca: 'Àtic amb terrassa.',
        }),
      )
    ).json();

    const spanish = (await get(`/api/properties/${id}`)).json();
    expect(spanish).toMatchObject({
      title: 'Ático en Sant Gervasi',
      description: 'Piso exterior con balcón, reforma integral.',
    });
    const english = (await get(`/api/properties/${id}?lang=en`)).json();
    expect(english).toMatchObject({
      title: 'Penthouse in Sant Gervasi',
      description: 'Piso exterior con balcón, reforma integral.',
    });
    // `slug` stays the Spanish one whatever the language asked; each language's URL has its own.
    expect(english).toMatchObject({
      slug: spanish.slug,
      slug_en: 'penthouse-in-sant-gervasi',
      slug_ca: 'atico-en-sant-gervasi',
    });
    const catalanResponse = await get('/api/properties?lang=ca');
    expect(catalanResponse.headers['content-language']).toBe('ca-ES');
    const catalan = catalanResponse.json().find((p: { id: number }) => p.id === id);
    expect(catalan).toMatchObject({ title: 'Ático en Sant Gervasi', description: 'Àtic amb terrassa.' });
    const list = (await get('/api/properties')).json().find((p: { id: number }) => p.id === id);
    expect(list).toMatchObject({ title: 'Ático en Sant Gervasi', title_en: 'Penthouse in Sant Gervasi' });

    expect((await publicProperty(t.app, id, 'en'))?.title).toBe('Penthouse in Sant Gervasi');
    expect((await publicProperty(t.app, id))?.title).toBe('Ático en Sant Gervasi');
    expect((await publicPortfolio(t.app, 'ca')).find((p) => p.id === id)?.description).toBe('Àtic amb terrassa.');
    const cards = await publicCards(t.app, 9, 'en');
    expect(cards.find((c) => c.id === id)?.title).toBe('Penthouse in Sant Gervasi');
    // A card has the slug of its page's language only, the one its link needs.
    expect(cards.find((c) => c.id === id)?.slug).toBe('penthouse-in-sant-gervasi');
    expect((await publicCards(t.app, 9)).find((c) => c.id === id)?.title).toBe('Ático en Sant Gervasi');
  });

  it('shows an admin write of a translation on the next public read in that language', async () => {
    const { id } = (await create(propertyInput({ title: 'Casa en Sarrià' }))).json();
    // Warm every cache first: the JSON answer, the data and the cards.
    expect((await get('/api/properties?lang=en')).json().find((p: { id: number }) => p.id === id).title).toBe(
      'Casa en Sarrià',
    );
    expect((await publicCards(t.app, 9, 'en')).find((c) => c.id === id)?.title).toBe('Casa en Sarrià');
    expect((await publicProperty(t.app, id, 'en'))?.title).toBe('Casa en Sarrià');

    expect((await update(id, propertyInput({ title: 'Casa en Sarrià', title_en: 'House in Sarrià' }))).statusCode).toBe(
      200,
    );

    expect((await get('/api/properties?lang=en')).json().find((p: { id: number }) => p.id === id).title).toBe(
      'House in Sarrià',
    );
    expect((await publicCards(t.app, 9, 'en')).find((c) => c.id === id)?.title).toBe('House in Sarrià');
    expect((await publicProperty(t.app, id, 'en'))?.title).toBe('House in Sarrià');
    expect((await get('/api/properties')).json().find((p: { id: number }) => p.id === id).title).toBe('Casa en Sarrià');
  });

  it('refuses a translation longer than the Spanish limit, and an unknown language, with a Spanish detail', async () => {
    const long = await create(propertyInput({ title_en: 'x'.repeat(201) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Título en inglés no puede superar los 200 caracteres');
    const longDescription = await create(propertyInput({ description_ca: 'x'.repeat(10_001) }));
    expect(longDescription.statusCode).toBe(422);
    expect(longDescription.json().detail).toBe('Descripción en catalán no puede superar los 10000 caracteres');
    const notText = await create(propertyInput({ title_ca: 42 }));
    expect(notText.statusCode).toBe(422);
    expect(notText.json().detail).toBe('Título en catalán: valor no válido');
    const language = await get('/api/properties?lang=fr');
    expect(language.statusCode).toBe(422);
    expect(language.json().detail).toBe('Idioma no válido: es, ca o en');
  });
});
