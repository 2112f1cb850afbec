// What Llei 18/2007 art. 60.3 adds to a listing (docs/product.md#31-property-listings-what-a-buyer-is-told): the
// building's texts in three languages, occupancy, which area the advertised one is, and the floor plan.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { dataUrl, jpegWithGps, pngImage } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = (body: object) => t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: body });
const update = (id: number, body: object) =>
  t.asAdmin({ method: 'PUT', url: `/api/cms/properties/${id}`, payload: body });
const read = async (id: number, lang = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/properties/${id}${lang ? `?lang=${lang}` : ''}` })).json();
const PDF = Buffer.from('%PDF-1.4\n% plano\n%%EOF\n');

describe('the building, the community and occupancy', () => {
  it('stores the texts with their translations, serves each language with the Spanish as fallback, and keeps them', async () => {
    const created = await create(
      propertyInput({
        size_m2: 78,
        size_m2_kind: 'usable',
        building_structure: 'Hormigón armado',
        building_structure_ca: 'Formigó armat',
        building_structure_en: 'Reinforced concrete',
        insulation: 'Doble vidrio',
        finishes: 'Parqué de roble',
        finishes_en: 'Oak parquet',
        community_charges: 'Derrama de 2.000 € aprobada',
        community_statutes: 'No se permiten pisos turísticos',
        occupancy: 'tenanted',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await read(id)).toMatchObject({
      size_m2_kind: 'usable',
      building_structure: 'Hormigón armado',
      building_structure_ca: 'Formigó armat',
      insulation: 'Doble vidrio',
      installations: null,
      occupancy: 'tenanted',
      floor_plan: null,
    });
    expect(await read(id, 'en')).toMatchObject({
      building_structure: 'Reinforced concrete',
      finishes: 'Oak parquet',
      insulation: 'Doble vidrio',
    });
    expect((await read(id, 'ca')).building_structure).toBe('Formigó armat');

    // A client that does not know these fields keeps them; null or blank clears one.
    await update(id, propertyInput({ size_m2: 78 }));
    expect(await read(id)).toMatchObject({
      size_m2_kind: 'usable',
      finishes: 'Parqué de roble',
      occupancy: 'tenanted',
    });
    await update(id, propertyInput({ finishes: '', occupancy: null, building_structure_ca: null }));
    expect(await read(id)).toMatchObject({ finishes: null, occupancy: null, building_structure_ca: null });
  });

  it.each([
    ['an unknown occupancy', { occupancy: 'squatted' }, 'Ocupación: valor no válido'],
    ['an unknown area', { size_m2_kind: 'terrace' }, 'Superficie: indique si es construida o útil'],
    ['a text too long', { finishes: 'x'.repeat(2001) }, 'Acabados no puede superar los 2000 caracteres'],
  ])('refuses %s with 422', async (_case, body, detail) => {
    const response = await create(propertyInput(body));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail });
  });
});

describe('the floor plan', () => {
  it('takes a PDF as it is, serves it publicly, keeps it when its URL is sent back and removes it with null', async () => {
    const created = await create(propertyInput({ floor_plan: dataUrl(PDF, 'application/pdf') }));
    expect(created.statusCode).toBe(201);
    const { id, floor_plan: plan } = created.json<{ id: number; floor_plan: { url: string; content_type: string } }>();
    expect(plan.content_type).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: plan.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);

    expect((await update(id, propertyInput({ floor_plan: plan.url }))).json().floor_plan).toEqual(plan);
    expect((await update(id, propertyInput())).json().floor_plan).toEqual(plan);
    const removed = await update(id, propertyInput({ floor_plan: null }));
    expect(removed.json().floor_plan).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: plan.url })).statusCode).toBe(404);
  });

  it('rewrites a picture without its metadata (no GPS), and prints WebP as PNG', async () => {
    const jpeg = (await create(propertyInput({ floor_plan: dataUrl(await jpegWithGps(), 'image/jpeg') }))).json();
    expect(jpeg.floor_plan.content_type).toBe('image/jpeg');
    const stored = (await t.app.inject({ method: 'GET', url: jpeg.floor_plan.url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    const webp = await sharp(await pngImage())
      .webp()
      .toBuffer();
    const fromWebp = (await create(propertyInput({ floor_plan: dataUrl(webp, 'image/webp') }))).json();
    expect(fromWebp.floor_plan.content_type).toBe('image/png');
  });

  it('judges a plan by its bytes, never by what it claims to be', async () => {
    // A PDF sent as a PNG is stored as the PDF it is.
    const relabelled = await create(propertyInput({ floor_plan: dataUrl(PDF, 'image/png') }));
    expect(relabelled.json().floor_plan.content_type).toBe('application/pdf');
    for (const floorPlan of [
      dataUrl(Buffer.from('<html>not a plan</html>'), 'application/pdf'),
      dataUrl(Buffer.from('MZ\x90\x00'), 'image/jpeg'),
      dataUrl(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'image/png'),
      'data:text/html;base64,PGI+',
    ]) {
      const response = await create(propertyInput({ floor_plan: floorPlan }));
      expect(response.statusCode, floorPlan.slice(0, 30)).toBe(422);
      expect(response.json().detail).toBe('El plano debe ser un PDF o una imagen (JPEG, PNG o WebP)');
    }
  });

  it('refuses to keep a plan that is not this property’s', async () => {
    const other = (await create(propertyInput({ floor_plan: dataUrl(PDF, 'application/pdf') }))).json();
    const mine = (await create(propertyInput())).json();
    const response = await update(mine.id, propertyInput({ floor_plan: other.floor_plan.url }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'El plano ya no existe. Vuelve a subirlo.' });
  });
});
