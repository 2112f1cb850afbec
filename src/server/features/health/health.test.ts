import { afterEach, describe, expect, it } from 'vitest';

import { healthBecomes } from '#server/test/health.ts';
import { setDatabaseReadOnly } from '#server/test/read-only-database.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const contact = (name: string) => ({
  name,
  email: 'ana@ejemplo.es',
  phone: '612345678',
  message: 'Quiero visitar el piso, gracias.',
});

describe('a database that refuses writes', () => {
  it('turns health degraded within 15 s, answers writes 503 in Spanish, keeps reads, and recovers by itself', async () => {
    t = await createTestApp();
    const token = await t.adminToken();
    expect(await healthBecomes(t.app, 200)).toMatchObject({ body: { status: 'ok' } });

    await setDatabaseReadOnly(t.handle, true);
    // Nothing but the periodic probe notices: no request has written yet.
    const degraded = await healthBecomes(t.app, 503);
    expect(degraded.body).toEqual({
      status: 'degraded',
      detail: 'La base de datos no admite escrituras en este momento.',
    });
    expect(degraded.ms).toBeLessThan(15_000);

    const detail = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact('Durante el fallo'),
      remoteAddress: '10.5.0.1',
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({ detail });
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/cms/content/hero_title',
      headers: { authorization: `Bearer ${token}` },
      payload: { content: 'Nuevo título' },
    });
    expect(edited.statusCode).toBe(503);
    expect(edited.json()).toEqual({ detail });
    expect((await t.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);

    await setDatabaseReadOnly(t.handle, false);
    const recovered = await healthBecomes(t.app, 200);
    expect(recovered.body).toEqual({ status: 'ok' });
    expect(recovered.ms).toBeLessThan(15_000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: contact('Tras el fallo'),
          remoteAddress: '10.5.0.2',
        })
      ).statusCode,
    ).toBe(201);
  }, 60_000);

  it('probes with one small row, not a write per health request', async () => {
    t = await createTestApp({}, { healthProbeIntervalMs: 60_000 });
    await t.app.ready();
    await t.app.health.probe();
    const before = await t.db.query.appMeta.findFirst({ where: (meta, { eq }) => eq(meta.key, 'health_probe') });
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const after = await t.db.query.appMeta.findFirst({ where: (meta, { eq }) => eq(meta.key, 'health_probe') });
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });
});
