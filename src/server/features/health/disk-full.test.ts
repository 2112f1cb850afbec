import { afterEach, describe, expect, it } from 'vitest';

import { healthBecomes } from '#server/test/health.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DEGRADED = { status: 'degraded', detail: 'La base de datos no admite escrituras en este momento.' };

describe('a full disk', () => {
  it('turns health degraded within 15 s when free space under DATA_DIR drops below the floor, ok once it is back', async () => {
    let free = 10 * 1024 ** 3;
    t = await createTestApp(
      { DISK_FREE_MIN_MB: '100' },
      { healthProbeIntervalMs: 500, health: { freeBytes: async () => free } },
    );
    await t.app.ready();
    expect(await healthBecomes(t.app, 200)).toMatchObject({ body: { status: 'ok' } });

    free = 20 * 1024 ** 2;
    const degraded = await healthBecomes(t.app, 503);
    expect(degraded.body).toEqual(DEGRADED);
    expect(degraded.ms).toBeLessThan(15_000);

    free = 5 * 1024 ** 3;
    expect((await healthBecomes(t.app, 200)).body).toEqual({ status: 'ok' });
  }, 60_000);

  it('turns health degraded at once when a write fails with SQLSTATE 53100 or ENOSPC, though the probe row still fits', async () => {
    t = await createTestApp(
      {},
      { healthProbeIntervalMs: 500, health: { freeBytes: async () => 10 * 1024 ** 3, diskFullHoldMs: 2_000 } },
    );
    await t.app.ready();
    expect(await healthBecomes(t.app, 200)).toMatchObject({ body: { status: 'ok' } });

    for (const error of [
      Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' }),
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    ]) {
      // What the error handler does with a request's failed write.
      t.app.health.noteFailure(new Error('Failed query: insert into "contacts" …', { cause: error }));
      const degraded = await healthBecomes(t.app, 503, 1_000);
      expect(degraded.body).toEqual(DEGRADED);
      expect((await healthBecomes(t.app, 200)).body).toEqual({ status: 'ok' });
    }
  }, 60_000);

  it('keeps health ok for a failure that is not about space', async () => {
    t = await createTestApp({}, { healthProbeIntervalMs: 500, health: { freeBytes: async () => 10 * 1024 ** 3 } });
    await t.app.ready();
    t.app.health.noteFailure(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
