import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const create = (body: object) => t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: body });
const update = (id: number, body: object) =>
  t.asAdmin({ method: 'PUT', url: `/api/cms/properties/${id}`, payload: body });
const read = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();

const DETAILS = {
  usable_area_m2: 78.5,
  built_area_m2: 92,
  cadastral_reference: '9872023 VH5797S 0001 wx',
  registry_office: 'Registro de la Propiedad n.º 15 de Barcelona',
  registry_property_number: '12345',
  registry_idufir: '08123000456789',
  year_built: 1962,
  floor: '3.º 1.ª',
  has_lift: true,
  community_fees_per_year: 1080,
  ibi_per_year: 612.4,
  habitability_certificate_number: 'HAB-2024-0815',
  habitability_certificate_date: '2024-05-10T00:00:00.000Z',
  is_new_build: false,
  publish_to_portals: true,
};

describe('property details', () => {
  it('stores every detail on create, returns it on GET and keeps what an update leaves out', async () => {
    const response = await create(propertyInput(DETAILS));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    // The cadastral reference is stored as the Catastro writes it: no spaces, upper case.
    const expected = { ...DETAILS, cadastral_reference: '9872023VH5797S0001WX' };
    expect(created).toMatchObject(expected);
    expect(await read(created.id)).toMatchObject(expected);

    // A client that sends only the spec's fields keeps the details; null clears one.
    const kept = await update(created.id, propertyInput({ title: 'Piso con ascensor' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ ...expected, title: 'Piso con ascensor' });
    const cleared = await update(
      created.id,
      propertyInput({ cadastral_reference: null, floor: '', has_lift: null, is_new_build: true }),
    );
    expect(cleared.json()).toMatchObject({
      cadastral_reference: null,
      floor: null,
      has_lift: null,
      is_new_build: true,
      year_built: 1962,
    });
  });

  it('starts a property without details as second hand, off the portals', async () => {
    const created = (await create(propertyInput())).json();
    expect(created).toMatchObject({
      usable_area_m2: null,
      built_area_m2: null,
      cadastral_reference: null,
      registry_idufir: null,
      has_lift: null,
      habitability_certificate_date: null,
      is_new_build: false,
      publish_to_portals: false,
    });
  });

  it.each([
    [{ cadastral_reference: '9872023VH5797S0001WA' }, 'cadastral_reference', /letras de control/],
    [{ cadastral_reference: '9872023VH5797' }, 'cadastral_reference', /20 caracteres/],
    [{ usable_area_m2: 100, built_area_m2: 90 }, 'usable_area_m2', /útil no puede ser mayor que la construida/],
    [{ built_area_m2: 0 }, 'built_area_m2', /al menos 1/],
    [{ year_built: 1962.5 }, 'year_built', /entero/],
    [{ ibi_per_year: -1 }, 'ibi_per_year', /al menos 0/],
    [{ has_lift: 'sí' }, 'has_lift', /valor no válido/],
    [{ habitability_certificate_date: '2024-13-40' }, 'habitability_certificate_date', /no válida/],
    [{ bedrooms: 0 }, 'bedrooms', /^Habitaciones debe ser al menos 1$/],
  ])('refuses %j with 422', async (override, _field, message) => {
    const response = await create(propertyInput(override));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(message);
  });

  it('accepts a studio with no separate bedroom', async () => {
    const response = await create(propertyInput({ property_type: 'estudio', bedrooms: 0 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ property_type: 'estudio', bedrooms: 0 });
  });

  it('documents the new fields in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const property = spec.components.schemas.Property.properties;
    for (const field of Object.keys(DETAILS)) expect(property).toHaveProperty(field);
  });
});
