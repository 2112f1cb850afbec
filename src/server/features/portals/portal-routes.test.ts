// The property's portal switches and coordinates through the API, and who may call the portal routes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '#server/db/schema.ts';
import { propertyInput } from '#server/test/factories.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let staff: string;

const switches = (property: Record<string, unknown>) => ({
  any: property.publish_to_portals,
  kyero: property.publish_to_kyero,
  idealista: property.publish_to_idealista,
  fotocasa: property.publish_to_fotocasa,
});

beforeAll(async () => {
  t = await createTestApp();
  // A staff account sharing the administrator's password, to log in with it.
  const [admin] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
  await t.db.insert(users).values({ username: 'pau', passwordHash: admin!.passwordHash, isAdmin: true, role: 'staff' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'pau', password: ADMIN.password },
  });
  staff = login.json().access_token;
});
afterAll(async () => {
  await t.close();
});

describe('one switch per portal', () => {
  it('takes the old single switch as all three, and each portal’s own switch for that portal', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ publish_to_portals: true }),
    });
    const id = created.json().id;
    expect(switches(created.json())).toEqual({ any: true, kyero: true, idealista: true, fotocasa: true });

    const own = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: propertyInput({ publish_to_idealista: false }),
    });
    expect(switches(own.json())).toEqual({ any: true, kyero: true, idealista: false, fotocasa: true });

    // A client that knows only the old switch reads the property, turns it off and sends everything back.
    const roundTrip = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: { ...(own.json() as Record<string, unknown>), images: [], publish_to_portals: false },
    });
    expect(switches(roundTrip.json())).toEqual({ any: false, kyero: false, idealista: false, fotocasa: false });

    const form = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: propertyInput({
        publish_to_portals: true,
        publish_to_kyero: true,
        publish_to_idealista: false,
        publish_to_fotocasa: false,
      }),
    });
    expect(switches(form.json())).toEqual({ any: true, kyero: true, idealista: false, fotocasa: false });
  });
});

describe('coordinates', () => {
  it('are kept for the portals, read by the admin only, never in the public API', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ latitude: 41.40361, longitude: 2.15687 }),
    });
    const id = created.json().id;
    expect(created.json()).not.toHaveProperty('latitude');
    const publicBody = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).body;
    expect(publicBody).not.toContain('41.40361');
    const location = await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${id}/location` });
    expect(location.json()).toEqual({ latitude: 41.40361, longitude: 2.15687 });

    // Left out of an update, they stay; one without the other is refused.
    await t.asAdmin({ method: 'PUT', url: `/api/cms/properties/${id}`, payload: propertyInput() });
    expect((await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${id}/location` })).json().latitude).toBe(
      41.40361,
    );
    const half = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: propertyInput({ latitude: null, longitude: 2.1 }),
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().detail).toMatch(/latitud y la longitud/);
    const outside = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: propertyInput({ latitude: 91, longitude: 2.1 }),
    });
    expect(outside.statusCode).toBe(422);
  });
});

describe('who may call the portal routes', () => {
  it('lets staff read a property’s portals, and keeps the cadastre, the feeds and idealista for owners', async () => {
    const id = (await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput() })).json().id;
    const asStaff = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${staff}` },
        payload: method === 'POST' ? {} : undefined,
      });
    expect((await asStaff('GET', `/api/cms/properties/${id}/portals`)).statusCode).toBe(200);
    expect((await asStaff('GET', `/api/cms/properties/${id}/location`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `/api/cms/properties/${id}/catastro`],
      ['GET', '/api/cms/portals'],
      ['GET', '/api/cms/portals/idealista/preview'],
      ['POST', '/api/cms/portals/idealista/sync'],
      ['POST', '/api/cms/portals/kyero/feed/confirm'],
    ] as const) {
      expect((await asStaff(method, url)).statusCode, url).toBe(403);
    }
  });

  it('answers 404 for a property that does not exist, 409 to send to an idealista not configured, and no feed for Fotocasa', async () => {
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/properties/999999/portals' })).statusCode).toBe(404);
    const sync = await t.asAdmin({ method: 'POST', url: '/api/cms/portals/idealista/sync' });
    expect(sync.statusCode).toBe(409);
    expect(sync.json().detail).toMatch(/IDEALISTA_FTP_URL/);
    const fotocasaFeed = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/portals/fotocasa/feed/confirm',
      payload: {},
    });
    // Fotocasa has no feed to confirm: its pushes go one by one.
    expect(fotocasaFeed.statusCode).toBe(404);
  });
});
