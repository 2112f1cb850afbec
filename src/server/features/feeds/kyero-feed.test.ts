import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';

import { properties, propertyImages } from '#server/db/schema.ts';
import { insertContract, propertyInput } from '#server/test/factories.ts';
import { dataUrl, jpegWithGps } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// The official Kyero v3 schema, kept in the repository so the check needs nothing from outside.
const XSD_PATH = new URL('../../../../docs/formats/kyero-v3.0.xsd', import.meta.url);

let t: TestApp;
let xsd: string;
const ids: Record<string, number> = {};

const create = async (name: string, overrides: Record<string, unknown>) => {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput(overrides) });
  expect(response.statusCode).toBe(201);
  ids[name] = response.json().id;
};

const feed = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/feeds/kyero.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return response.body;
};

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['property', 'image', 'feature'].includes(name),
  }).parse(xml).root;

async function expectValid(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'kyero.xml', contents: xml }],
    schema: [{ fileName: 'kyero-v3.0.xsd', contents: xsd }],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

beforeAll(async () => {
  xsd = await readFile(XSD_PATH, 'utf8');
  t = await createTestApp();
  const photo = dataUrl(await jpegWithGps(800, 600), 'image/jpeg');
  await create('listed', {
    title: 'Piso con balcón en Gràcia',
    title_ca: 'Pis amb balcó a Gràcia',
    description_ca: 'Pis exterior reformat.',
    title_en: 'Flat with balcony in Gràcia',
    description_en: 'Renovated flat.',
    address: 'Carrer de Verdi 12, 3.º 1.ª',
    status: 'vendiendo',
    energy_rating: 'B',
    price: 465000,
    built_area_m2: 92.4,
    has_lift: true,
    is_new_build: false,
    publish_to_portals: true,
    images: [{ url: photo, caption: 'Salón' }, { url: photo }],
  });
  await create('pending', {
    status: 'vendiendo',
    energy_rating: 'en_tramite',
    publish_to_portals: true,
    price: 300000,
  });
  await create('unrated', { status: 'vendiendo', energy_rating: null, publish_to_portals: true });
  await create('switchedOff', { status: 'vendiendo', energy_rating: 'C', publish_to_portals: false });
  await create('inWorks', { status: 'reformando', energy_rating: 'C', publish_to_portals: true });
});
afterAll(async () => {
  await t.close();
});

describe('GET /feeds/kyero.xml', () => {
  it('is valid against the official Kyero v3 schema and lists only what is on sale, switched on and rated', async () => {
    const xml = await feed();
    await expectValid(xml);
    const root = parse(xml);
    expect(root.kyero.feed_version).toBe(3);
    expect(root.property.map((p: { id: number }) => p.id)).toEqual([ids.listed]);
    expect(root.property[0]).toMatchObject({
      price: 465000,
      currency: 'EUR',
      price_freq: 'sale',
      new_build: 0,
      type: 'apartment',
      town: 'Barcelona',
      province: 'Barcelona',
      location_detail: 'Gràcia',
      surface_area: { built: 92 },
      energy_rating: { consumption: 'B' },
      desc: {
        es: expect.stringMatching(/^Piso con balcón en Gràcia\n\n/),
        ca: 'Pis amb balcó a Gràcia\n\nPis exterior reformat.',
        en: 'Flat with balcony in Gràcia\n\nRenovated flat.',
      },
      features: { feature: ['Lift'] },
      url: {
        es: expect.stringMatching(/^http:\/\/casanova\.test\/propiedades\/\d+-/),
        en: expect.stringMatching(/\/en\/properties\//),
      },
    });
  });

  it('gives the approximate location only: no street, no number', async () => {
    const xml = await feed();
    expect(xml).not.toContain('Verdi');
    expect(xml).not.toMatch(/<location>/);
  });

  it('links each image as a JPEG the portals can fetch', async () => {
    const images = parse(await feed()).property[0].images.image;
    expect(images).toHaveLength(2);
    expect(images.map((image: { '@id': string }) => image['@id'])).toEqual(['1', '2']);
    for (const image of images) {
      expect(image.url).toMatch(/^http:\/\/casanova\.test\/media\/[0-9a-f-]{36}\.jpg$/);
      const file = await t.app.inject({ method: 'GET', url: new URL(image.url).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('makes the JPEG of an image stored before renditions existed, once', async () => {
    // As an image uploaded by an older version reads: WebP sizes only.
    const [image] = await t.db.select().from(propertyImages).where(eq(propertyImages.propertyId, ids.listed!)).limit(1);
    await t.db.update(propertyImages).set({ jpegFileId: null }).where(eq(propertyImages.id, image!.id));
    // A write outside the API: the database trigger moved the version, tell this instance at once.
    t.app.publicCache.version.markStale();
    const first = parse(await feed()).property[0].images.image[0].url;
    const [backfilled] = await t.db.select().from(propertyImages).where(eq(propertyImages.id, image!.id));
    expect(backfilled!.jpegFileId).not.toBeNull();
    expect(first).toContain(`/media/${backfilled!.jpegFileId}.jpg`);
    const file = await t.app.inject({ method: 'GET', url: new URL(first).pathname });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(parse(await feed()).property[0].images.image[0].url).toBe(first);
  });

  it('stays valid XML when a title or a neighbourhood arrives with a control character (0x07)', async () => {
    await create('bell', {
      title: 'Ático\u0007 con terraza\nen Sarrià',
      title_en: 'Penthouse\u0007 in Sarrià',
      description: 'Línea 1\r\nLínea 2\u0000',
      neighborhood: 'Sarrià\u0007',
      status: 'vendiendo',
      energy_rating: 'A',
      publish_to_portals: true,
    });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/properties/${ids.bell}` })).json();
    expect(stored).toMatchObject({
      title: 'Ático con terraza en Sarrià',
      title_en: 'Penthouse in Sarrià',
      description: 'Línea 1\nLínea 2',
      neighborhood: 'Sarrià',
    });
    const xml = await feed();
    await expectValid(xml);
    const listed = parse(xml).property.find((p: { id: number }) => p.id === ids.bell);
    expect(listed).toMatchObject({
      location_detail: 'Sarrià',
      desc: { es: 'Ático con terraza en Sarrià\n\nLínea 1\nLínea 2' },
    });

    // A row stored before the edge stripped them is cleaned when the feed is written.
    await t.db.update(properties).set({ neighborhood: 'Sarrià\u0007' }).where(eq(properties.id, ids.bell!));
    t.app.publicCache.markStale();
    const written = await feed();
    expect(parse(written).property.find((p: { id: number }) => p.id === ids.bell).location_detail).toBe('Sarrià');
    await expectValid(written);
  });

  it('drops a property from the feed when the admin switches the portals off', async () => {
    const current = (await t.app.inject({ method: 'GET', url: `/api/properties/${ids.switchedOff}` })).json();
    await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${ids.switchedOff}`,
      payload: { ...current, publish_to_portals: true },
    });
    expect(parse(await feed()).property.map((p: { id: number }) => p.id)).toEqual([
      ids.listed,
      ids.switchedOff,
      ids.bell,
    ]);
    await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${ids.switchedOff}`,
      payload: { ...current, publish_to_portals: false },
    });
    const xml = await feed();
    await expectValid(xml);
    expect(parse(xml).property.map((p: { id: number }) => p.id)).toEqual([ids.listed, ids.bell]);
  });

  it('follows the Kyero switch alone: idealista’s and Fotocasa’s do not put a property in it', async () => {
    await create('otherPortals', {
      status: 'vendiendo',
      energy_rating: 'D',
      publish_to_idealista: true,
      publish_to_fotocasa: true,
    });
    expect(parse(await feed()).property.map((p: { id: number }) => p.id)).not.toContain(ids.otherPortals);
  });
});

describe('the feed guard', () => {
  let g: TestApp;
  const guardIds: number[] = [];
  const kyeroIds = async () => {
    const response = await g.app.inject({ method: 'GET', url: '/feeds/kyero.xml' });
    if (response.statusCode !== 200) return response.statusCode;
    return parse(response.body).property.map((p: { id: number }) => p.id);
  };
  const overview = async () => (await g.asAdmin({ method: 'GET', url: '/api/cms/portals' })).json()[0];
  const setStatus = async (id: number, status: 'reformando' | 'vendiendo' | 'vendido') => {
    await g.db.update(properties).set({ status }).where(eq(properties.id, id));
    g.app.publicCache.markStale();
  };

  beforeAll(async () => {
    g = await createTestApp();
  });
  afterAll(async () => {
    await g.close();
  });

  it('never serves an empty feed as if valid: with nothing listed the answer is an error Kyero retries', async () => {
    const response = await g.app.inject({ method: 'GET', url: '/feeds/kyero.xml' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3600');
    expect(response.body).not.toContain('<kyero>');
  });

  it('publishes a loss of a third, and leaves a reserved home out', async () => {
    for (const title of ['Uno', 'Dos', 'Tres']) {
      const response = await g.asAdmin({
        method: 'POST',
        url: '/api/cms/properties',
        payload: propertyInput({ title, status: 'vendiendo', energy_rating: 'C', publish_to_kyero: true }),
      });
      guardIds.push(response.json().id);
    }
    expect(await kyeroIds()).toEqual(guardIds);
    await insertContract(g.db, { status: 'pending_signature', propertyId: guardIds[2] });
    expect(await kyeroIds()).toEqual(guardIds.slice(0, 2));
    expect((await overview()).held).toBeNull();
  });

  it('keeps serving the last good feed when a new one would drop to nothing, until an owner confirms', async () => {
    await setStatus(guardIds[0]!, 'vendido');
    await setStatus(guardIds[1]!, 'reformando');
    expect(await kyeroIds()).toEqual(guardIds.slice(0, 2));
    const held = (await overview()).held;
    expect(held).toMatchObject({
      reason: 'empty',
      properties: 0,
      disappearing: [
        { id: guardIds[0], title: 'Uno' },
        { id: guardIds[1], title: 'Dos' },
      ],
      message: expect.stringContaining('último bueno'),
    });

    const stale = await g.asAdmin({
      method: 'POST',
      url: '/api/cms/portals/kyero/feed/confirm',
      payload: { generation: '0'.repeat(64) },
    });
    expect(stale.statusCode).toBe(409);
    expect(await kyeroIds()).toEqual(guardIds.slice(0, 2));

    const confirmed = await g.asAdmin({
      method: 'POST',
      url: '/api/cms/portals/kyero/feed/confirm',
      payload: { generation: held.generation },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ portal: 'kyero', published: 0, held: null });
    // Confirmed empty: still never served as a valid feed.
    expect(await kyeroIds()).toBe(503);
    const nothing = await g.asAdmin({ method: 'POST', url: '/api/cms/portals/kyero/feed/confirm', payload: {} });
    expect(nothing.statusCode).toBe(409);
  });

  it('holds a feed that loses more than a third, and is for owners to confirm', async () => {
    for (const id of guardIds.slice(0, 2)) await setStatus(id, 'vendiendo');
    expect(await kyeroIds()).toEqual(guardIds.slice(0, 2));
    await setStatus(guardIds[0]!, 'vendido');
    expect(await kyeroIds()).toEqual(guardIds.slice(0, 2));
    expect((await overview()).held).toMatchObject({ reason: 'loss', properties: 1 });
    const anonymous = await g.app.inject({ method: 'POST', url: '/api/cms/portals/kyero/feed/confirm', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const confirmed = await g.asAdmin({ method: 'POST', url: '/api/cms/portals/kyero/feed/confirm', payload: {} });
    expect(confirmed.statusCode).toBe(200);
    expect(await kyeroIds()).toEqual([guardIds[1]]);
  });
});
