import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { auditLog } from '#server/db/schema.ts';
import { propertyInput } from '#server/test/factories.ts';
import { dataUrl, jpegWithGps, multipartFile, pngImage } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const validProperty = propertyInput;

const create = (body: unknown) => t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: body as object });

describe('properties API', () => {
  it('creates, lists by order, updates and deletes', async () => {
    const first = await create(validProperty());
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      order: 1,
      title: 'Piso reformado en Gràcia',
      images: [],
      videos: [],
    });
    const second = (await create(validProperty({ title: 'Ático en Sant Gervasi', status: 'vendiendo' }))).json();
    expect(second.order).toBe(2);

    const list = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([created.id, second.id]);

    const updated = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${created.id}`,
      payload: validProperty({
        status: 'vendido',
        completion_date: '2026-11-20T00:00:00.000Z',
        videos: [{ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Visita' }],
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'vendido',
      completion_date: '2026-11-20T00:00:00.000Z',
      videos: [{ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Visita' }],
    });

    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats' })).json();
    expect(stats).toEqual({ total_properties: 2, reformando: 0, vendiendo: 1, vendidas: 1 });

    const removed = await t.asAdmin({ method: 'DELETE', url: `/api/cms/properties/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/properties/${created.id}` })).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'create', 'update', 'delete']);
    expect(audit[0]).toMatchObject({ actor: 'admin', entity: 'property' });
  });

  it('reorders properties', async () => {
    const a = (await create(validProperty({ title: 'A' }))).json();
    const b = (await create(validProperty({ title: 'B' }))).json();
    const response = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/properties/order',
      payload: {
        properties: [
          { property_id: a.id, order: 2 },
          { property_id: b.id, order: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json();
    expect(list.map((p: { title: string }) => p.title)).toEqual(['B', 'A']);
  });

  it.each([
    ['title', { title: '  ' }, 'Título es obligatorio'],
    ['neighborhood', { neighborhood: '' }, 'Barrio es obligatorio'],
    ['address', { address: undefined }, 'Dirección es obligatorio'],
    ['description', { description: '' }, 'Descripción es obligatorio'],
    ['bedrooms', { bedrooms: 0 }, ''],
    ['bathrooms', { bathrooms: -1 }, ''],
    ['size_m2', { size_m2: 0 }, ''],
    ['property_type', { property_type: 'castillo' }, 'Tipo de propiedad no válido'],
    ['status', { status: 'alquilado' }, 'Estado no válido'],
    ['video', { videos: [{ youtube_url: 'https://vimeo.com/1' }] }, 'Enlace de YouTube no válido'],
    ['image', { images: [{ url: 'javascript:alert(1)' }] }, ''],
  ])('refuses an invalid %s with 422 and a Spanish detail', async (_field, overrides, message) => {
    const response = await create(validProperty(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('requires the admin token on every mutation', async () => {
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged' };
    for (const [method, url] of [
      ['POST', '/api/cms/properties'],
      ['PUT', '/api/cms/properties/1'],
      ['DELETE', '/api/cms/properties/1'],
      ['PUT', '/api/cms/properties/order'],
      ['POST', '/api/cms/images'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload: {}, headers: forged })).statusCode).toBe(401);
    }
  });
});

describe('image pipeline', () => {
  it('stores data: URL images as WebP variants without any metadata, served with long caching', async () => {
    const photo = await jpegWithGps(2000, 1500);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await create(
      validProperty({ images: [{ url: dataUrl(photo, 'image/jpeg'), caption: 'Salón', is_after: true }] }),
    );
    expect(response.statusCode).toBe(201);
    const [image] = response.json().images;
    expect(image.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect(image).toMatchObject({ caption: 'Salón', is_after: true, is_before: false, width: 1600, height: 1200 });
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    for (const variant of image.variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
      const again = await t.app.inject({
        method: 'GET',
        url: variant.url,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('uploads through multipart, then attaches the upload to a property with its order', async () => {
    const token = await t.adminToken();
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const body = multipartFile('file', name, type, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/api/cms/images',
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const one = await upload(await jpegWithGps(), 'foto.jpg', 'image/jpeg');
    const two = await upload(await pngImage(), 'plano.png', 'image/png');
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    const property = (
      await create(
        validProperty({
          images: [
            { id: two.json().id, url: two.json().url, order: 1, is_before: true },
            { id: one.json().id, url: one.json().url, order: 2 },
          ],
        }),
      )
    ).json();
    expect(property.images.map((i: { id: number }) => i.id)).toEqual([two.json().id, one.json().id]);
    expect(property.images[0]).toMatchObject({ is_before: true, order: 1 });

    // Removing an image from the list deletes it and its files.
    const updated = await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${property.id}`,
      payload: validProperty({ images: [{ id: one.json().id, url: one.json().url, caption: 'Cocina' }] }),
    });
    expect(updated.json().images).toHaveLength(1);
    expect(updated.json().images[0]).toMatchObject({ caption: 'Cocina', order: 1 });
    expect((await t.app.inject({ method: 'GET', url: two.json().url })).statusCode).toBe(404);

    // Rejected by their bytes, whatever their names say.
    const pngAsPdf = await upload(await pngImage(), 'plano.pdf', 'application/pdf');
    expect(pngAsPdf.statusCode).toBe(422);
    expect(pngAsPdf.json().detail).toBe('Tipo de archivo no permitido: plano.pdf');
    const htmlAsJpg = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'foto.jpg', 'image/jpeg');
    expect(htmlAsJpg.statusCode).toBe(422);
    expect(htmlAsJpg.json().detail).toMatch(/no es una imagen válida/);
  });

  it('rejects decompression bombs and oversized images', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await create(validProperty({ images: [{ url: dataUrl(bomb, 'image/png') }] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/píxeles|imagen/);
  });
});
