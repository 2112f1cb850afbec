import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { networkOf, VERIFY_LIMITS, verifyAdmission } from './verify-admission';

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
    // Each from its own network: the per-address and per-network limits are not what is tested here.
    remoteAddress: `10.${20 + Math.floor(i / 200)}.${i % 200}.1`,
  });

describe('POST /api/documents/verify under a crowd of addresses', () => {
  it('holds at most a few verifications and megabytes at once server-wide; the rest get 503 with Retry-After', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const crowd = 4 * VERIFY_LIMITS.maxInFlight;
    const responses = await Promise.all(Array.from({ length: crowd }, (_, i) => verify(body, i)));
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBeLessThan(crowd);
    for (const response of busy) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().detail).toMatch(/Inténtalo de nuevo en unos segundos/);
    }
    expect(Math.floor(VERIFY_LIMITS.maxBytes / body.length)).toBeLessThan(crowd);

    // Everything was given back: alone, a verification is admitted again.
    expect((await verify(body, crowd + 1)).statusCode).not.toBe(503);
  }, 60_000);
});

describe('verify admission is fair across clients (issue 43)', () => {
  const upload = (ip: string, bytes = 1000) =>
    ({ ip, headers: { 'content-length': String(bytes) } }) as unknown as FastifyRequest;

  it('groups addresses by network: an IPv4 /24, an IPv6 /64', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:0:1::5')).toBe(networkOf('2001:0db8:0000:0001:ffff::9'));
    expect(networkOf('2001:db8:0:1::5')).not.toBe(networkOf('2001:db8:0:2::5'));
  });

  it('two slow clients holding every slot they may cannot keep a newcomer out', async () => {
    const admission = verifyAdmission();
    // Two clients trickling uploads: each takes what it may until refused.
    for (const ip of ['203.0.113.9', '198.51.100.7']) {
      let held = 0;
      for (;;) {
        try {
          await admission.enter(upload(ip));
          held++;
        } catch (error) {
          expect(error).toMatchObject({ status: 503 });
          break;
        }
      }
      expect(held).toBe(VERIFY_LIMITS.maxPerClient);
    }
    // Their neighbours in the same /24 are the same network: no more slots there.
    await expect(admission.enter(upload('203.0.113.10'))).rejects.toMatchObject({ status: 503 });
    // Anyone else gets in, up to the server-wide limit.
    await admission.enter(upload('192.0.2.1'));
    await admission.enter(upload('2001:db8::1'));
    expect(admission.usage.inFlight).toBe(VERIFY_LIMITS.maxInFlight);
  });

  it('keeps bytes for newcomers: two slow 20 MB uploads leave room for a third document', async () => {
    const admission = verifyAdmission();
    const large = VERIFY_LIMITS.maxBytesPerNetwork;
    await admission.enter(upload('203.0.113.9', large));
    // One network holds at most one largest body's worth.
    await expect(admission.enter(upload('203.0.113.9', 1000))).rejects.toMatchObject({ status: 503 });
    await admission.enter(upload('198.51.100.7', large));
    await admission.enter(upload('192.0.2.1', 8 * 1024 * 1024));
    // A neighbour of the first client shares its network's bytes.
    await expect(admission.enter(upload('203.0.113.50', 1000))).rejects.toMatchObject({ status: 503 });
  });

  it('gives back what an upload held when it ends', async () => {
    const admission = verifyAdmission();
    const mine = Array.from({ length: VERIFY_LIMITS.maxPerClient }, () => upload('203.0.113.9'));
    for (const request of mine) await admission.enter(request);
    await expect(admission.enter(upload('203.0.113.9'))).rejects.toMatchObject({ status: 503 });
    await admission.leave(mine[0]!);
    await admission.enter(upload('203.0.113.9'));
    for (const request of mine) await admission.leave(request);
    expect(VERIFY_LIMITS.maxPerClient).toBeLessThan(VERIFY_LIMITS.maxInFlight);
  });
});
