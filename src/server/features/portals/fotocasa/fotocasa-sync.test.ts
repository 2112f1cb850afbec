// Fotocasa through Adevinta's import API, against a local stand-in that implements its endpoints and refuses what
// the dictionaries do not allow: pushes only from the outbox (never on a request), create then update then withdraw,
// nothing re-sent unchanged, and every kind of failure kept on the property: 401, a refusal with its Message, a 5xx
// retried with backoff, a slow answer cut off, garbage shown by its first line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertContract, propertyInput } from '#server/test/factories.ts';
import { startFotocasaStandIn, type FotocasaStandIn } from '#server/test/fotocasa-stand-in.ts';
import { dataUrl, jpegWithGps } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { startPortalWorker } from '../portal-worker';
import { enqueueFotocasaJobs, MAX_ATTEMPTS } from './fotocasa-jobs';
import { syncFotocasa } from './fotocasa-sync';

const KEY = 'clave-fotocasa-de-prueba';
const MINUTE = 60_000;

let api: FotocasaStandIn;
let t: TestApp;
let clock = new Date('2026-11-29T09:00:00Z');
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};
const pass = (options: { timeoutMs?: number } = {}) => syncFotocasa(t.app, { timeoutMs: 2_000, ...options });

const body = (overrides: Record<string, unknown> = {}) =>
  propertyInput({
    status: 'vendiendo',
    energy_rating: 'C',
    energy_consumption: 98.5,
    energy_emissions: 21,
    price: 320000,
    built_area_m2: 88,
    floor: '2.º 1.ª',
    has_lift: true,
    year_built: 1962,
    publish_to_fotocasa: true,
    latitude: 41.4036,
    longitude: 2.1569,
    ...overrides,
  });

async function create(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: body(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}
const update = (id: number, overrides: Record<string, unknown>) =>
  t.asAdmin({ method: 'PUT', url: `/api/cms/properties/${id}`, payload: body(overrides) });
const fotocasa = async (id: number) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${id}/portals` })).json()[2];

beforeAll(async () => {
  api = await startFotocasaStandIn(KEY);
  t = await createTestApp({ FOTOCASA_API_URL: api.url, FOTOCASA_API_KEY: KEY }, { now: () => clock });
  await t.asAdmin({ method: 'PUT', url: '/api/cms/content/company_phone', payload: { content: '931 234 567' } });
  await t.asAdmin({ method: 'PUT', url: '/api/cms/content/company_email', payload: { content: 'hola@casanova.test' } });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

describe('Fotocasa’s import API', () => {
  let id: number;

  it('is never called while saving: the outbox creates the ad with the dictionaries’ values', async () => {
    const photo = dataUrl(await jpegWithGps(640, 480), 'image/jpeg');
    id = await create({ images: [{ url: photo, caption: 'Salón' }] });
    expect(api.calls).toHaveLength(0);
    expect((await fotocasa(id)).state).toBe('pending');

    expect(await pass()).toBe(1);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/property']);
    expect(api.ads.get(String(id))).toMatchObject({
      ExternalId: String(id),
      AgencyReference: `CN-${id}`,
      TypeId: 1,
      SubTypeId: 9,
      ContactTypeId: 1,
      PropertyAddress: [{ x: 2.1569, y: 41.4036, VisibilityModeId: 3, FloorId: 7 }],
      PropertyTransaction: [{ TransactionTypeId: 1, Price: 320000, ShowPrice: true }],
      PropertyDocument: [
        { TypeId: 1, Url: expect.stringMatching(/^http:\/\/casanova\.test\/media\/.+\.jpg$/), SortingId: 1 },
      ],
      PropertyContactInfo: [
        { TypeId: 1, Value: 'hola@casanova.test' },
        { TypeId: 2, Value: '931 234 567' },
      ],
    });
    const features = Object.fromEntries(
      api.ads.get(String(id))!.PropertyFeature.map((f: Record<string, unknown>) => [f.FeatureId, Object.values(f)[1]]),
    );
    expect(features).toMatchObject({
      1: 88,
      11: 3,
      12: 2,
      22: true,
      231: 1962,
      249: 6,
      323: 3,
      325: 98.5,
      326: 21,
      327: 1,
    });
    expect(JSON.stringify(api.ads.get(String(id)))).not.toContain('Verdi');
    expect(await fotocasa(id)).toMatchObject({ portal: 'fotocasa', state: 'published', error: null });
  });

  it('sends nothing when nothing changed, and an update with PUT when the price does', async () => {
    expect(await pass()).toBe(0);
    expect(api.calls).toHaveLength(1);
    await update(id, { price: 310000 });
    expect(await pass()).toBe(1);
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/property' });
    expect(api.ads.get(String(id))!.PropertyTransaction[0].Price).toBe(310000);
  });

  it('withdraws a reserved home with DELETE of its base64 id', async () => {
    const { contract } = await insertContract(t.db, { status: 'pending_signature', propertyId: id });
    expect(await pass()).toBe(1);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v2/property/${Buffer.from(String(id)).toString('base64')}`,
    });
    expect(api.ads.has(String(id))).toBe(false);
    expect(await fotocasa(id)).toMatchObject({
      state: 'excluded',
      missing: [expect.objectContaining({ code: 'reserved' })],
    });
    await t.db.execute(`update contracts set status = 'cancelled' where id = '${contract.id}'`);
    expect(await pass()).toBe(1);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST' });
  });

  it('keeps the portal’s refusal, with its Message, and does not retry it', async () => {
    const refused = await create({ title: 'Piso rechazado' });
    // What the product sends always passes the dictionaries: the refusal is the portal's own decision here.
    api.force({ status: 400, body: JSON.stringify({ StatusCode: 400, Message: 'La superficie no es válida' }) });
    expect(await pass()).toBe(1);
    expect(await fotocasa(refused)).toMatchObject({
      state: 'refused',
      reason: 'Fotocasa la rechaza: La superficie no es válida',
    });
    const calls = api.calls.length;
    later(60);
    expect(await pass()).toBe(0);
    expect(api.calls).toHaveLength(calls);
    // Changed data are sent again.
    await update(refused, { title: 'Piso rechazado', price: 300001 });
    expect(await pass()).toBe(1);
    expect(await fotocasa(refused)).toMatchObject({ state: 'published' });
  });

  it('retries a 5xx with backoff, showing the error meanwhile', async () => {
    const flaky = await create({ title: 'Piso con avería' });
    api.force({ status: 503, body: 'Service Unavailable\nretry later' });
    expect(await pass()).toBe(1);
    expect(await fotocasa(flaky)).toMatchObject({
      state: 'pending',
      error: 'Fotocasa no está disponible (HTTP 503): Service Unavailable',
    });
    expect(await pass()).toBe(0); // Not due yet: the first retry waits a minute.
    later(2);
    expect(await pass()).toBe(1);
    expect(await fotocasa(flaky)).toMatchObject({ state: 'published', error: null });
  });

  it('cuts a slow answer off and retries it', async () => {
    const slow = await create({ title: 'Piso lento' });
    api.force({ status: 200, body: '{"StatusCode":201}', delayMs: 1_500 });
    const started = Date.now();
    expect(await pass({ timeoutMs: 300 })).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(await fotocasa(slow)).toMatchObject({ state: 'pending', error: expect.stringContaining('sin respuesta') });
    later(2);
    await pass();
    expect(await fotocasa(slow)).toMatchObject({ state: 'published' });
  });

  it('shows garbage by its first line and, after the last attempt, leaves the error until the data change', async () => {
    const garbled = await create({ title: 'Piso con respuesta rara' });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      api.force({ status: 200, body: '<html><body>Bad gateway</body></html>\n<p>more</p>' });
      expect(await pass()).toBe(1);
      later(31);
    }
    expect(await fotocasa(garbled)).toMatchObject({
      state: 'refused',
      error: 'Respuesta de Fotocasa que no se entiende: <html><body>Bad gateway</body></html>',
    });
    const calls = api.calls.length;
    expect(await pass()).toBe(0);
    expect(api.calls).toHaveLength(calls);
    // The site keeps serving meanwhile.
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${garbled}` })).statusCode).toBe(200);
  });

  it('says when Fotocasa refuses the key (401), and retries', async () => {
    const wrongKey = await createTestApp(
      { FOTOCASA_API_URL: api.url, FOTOCASA_API_KEY: 'otra-clave-mala' },
      { handle: t.handle, now: () => clock },
    );
    try {
      const id2 = await create({ title: 'Piso con clave mala' });
      await syncFotocasa(wrongKey.app, { timeoutMs: 2_000 });
      const state = (await wrongKey.asAdmin({ method: 'GET', url: `/api/cms/properties/${id2}/portals` })).json()[2];
      expect(state).toMatchObject({ state: 'pending', error: expect.stringContaining('FOTOCASA_API_KEY') });
      expect(JSON.stringify(state)).not.toContain('otra-clave-mala');
    } finally {
      await wrongKey.app.close();
    }
  });

  it('leaves out a home without coordinates, naming the field', async () => {
    const lost = await create({ latitude: null, longitude: null });
    expect(await fotocasa(lost)).toMatchObject({
      state: 'excluded',
      missing: [{ code: 'coordinates', field: 'latitude', message: expect.stringContaining('coordenadas') }],
    });
  });

  it('runs in the background worker, woken when a job is queued', async () => {
    const before = api.calls.length;
    const id2 = await create({ title: 'Piso para el trabajador' });
    expect(api.calls).toHaveLength(before);
    const worker = startPortalWorker(t.app, { intervalMs: 3_600_000 });
    try {
      // Its first pass runs at once: it queues the new home and pushes it.
      await expect.poll(() => api.ads.has(String(id2)), { timeout: 10_000 }).toBe(true);
      await update(id2, { title: 'Piso para el trabajador', price: 333000 });
      // A queued job wakes it (NOTIFY portal_jobs), without waiting for its hour.
      await enqueueFotocasaJobs(t.db, [id2], clock);
      await expect.poll(() => api.ads.get(String(id2))?.PropertyTransaction[0].Price, { timeout: 10_000 }).toBe(333000);
    } finally {
      await worker.stop();
    }
  });
});
