import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import {
  VERIFY_MAX_BUFFERED_BYTES,
  VERIFY_MAX_IN_FLIGHT,
  VERIFY_MAX_PER_CLIENT,
  verifyAdmission,
} from './verify-admission';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = (body: Buffer, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/documents/verify',
    headers: { 'content-type': 'application/pdf' },
    payload: body,
    // Each from its own address: the per-address limit is not what is tested here.
    remoteAddress: `10.20.${Math.floor(i / 200)}.${i % 200}`,
  });

describe('POST /api/documents/verify under a crowd of addresses', () => {
  it('holds at most a few verifications and megabytes at once server-wide; the rest get 503 with Retry-After', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const crowd = 4 * VERIFY_MAX_IN_FLIGHT;
    const responses = await Promise.all(Array.from({ length: crowd }, (_, i) => verify(body, i)));
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBeLessThan(crowd);
    for (const response of busy) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().detail).toMatch(/Inténtalo de nuevo en unos segundos/);
    }
    expect(Math.floor(VERIFY_MAX_BUFFERED_BYTES / body.length)).toBeLessThan(crowd);

    // Everything was given back: alone, a verification is admitted again.
    expect((await verify(body, crowd + 1)).statusCode).not.toBe(503);
  }, 60_000);
});

describe('verify admission per client', () => {
  const upload = (ip: string) => ({ ip, headers: { 'content-length': '1000' } }) as unknown as FastifyRequest;

  it('gives one client address at most its share of the slots: slow uploads from one client never hold them all', async () => {
    const admission = verifyAdmission();
    const mine = Array.from({ length: VERIFY_MAX_PER_CLIENT }, () => upload('203.0.113.9'));
    for (const request of mine) await admission.enter(request);
    await expect(admission.enter(upload('203.0.113.9'))).rejects.toMatchObject({ status: 503 });
    // Another client still gets in.
    const other = upload('198.51.100.7');
    await admission.enter(other);
    expect(admission.usage.inFlight).toBe(VERIFY_MAX_PER_CLIENT + 1);
    // Once one of the first client's uploads ends, it may start another.
    await admission.leave(mine[0]!);
    await admission.enter(upload('203.0.113.9'));
    expect(VERIFY_MAX_PER_CLIENT).toBeLessThan(VERIFY_MAX_IN_FLIGHT);
  });
});
