import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type { ContractEventDto } from '#shared/api/contract-dtos.ts';
import { rateLimitCounters } from '#server/db/schema.ts';
import {
  completeBuyerFiles,
  contractBody,
  pendingContract,
  pngDataUrl,
  signaturePng,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// nginx on the same machine appends the address it saw to whatever X-Forwarded-For the client sent.
const NGINX = '127.0.0.1';
const CLIENT = '203.0.113.7';
const behindNginx = (forged: string) => ({
  remoteAddress: NGINX,
  headers: { 'x-forwarded-for': `${forged}, ${CLIENT}` },
});

describe.each([
  ['one hop (the legacy true)', 'true'],
  ['the proxy addresses', '127.0.0.1, 10.0.0.0/8'],
])('behind a proxy trusted by %s, a forged left-most X-Forwarded-For changes nothing', (_name, trustProxy) => {
  it('keys login throttling on the address the proxy saw', async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'not-the-password' },
      ...behindNginx('8.8.8.8'),
    });
    expect(response.statusCode).toBe(401);
    const keys = (
      await t.db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, 'login:ip:%'))
    ).map((r) => r.key);
    expect(keys).toEqual([`login:ip:${CLIENT}`]);
  });

  it('limits contact messages per real client, whatever address each one claims', async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: `Visita ${i}`,
          email: 'ana@ejemplo.es',
          phone: '612345678',
          message: 'Quiero visitar el piso, gracias.',
        },
        ...behindNginx(`8.8.8.${i}`),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  it('records the real address in the signing evidence', async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy });
    await storeCompanyDetails(t);
    const contract = await pendingContract(t, contractBody());
    await completeBuyerFiles(t, contract);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      payload: { signature_image: pngDataUrl(await signaturePng()), token: tokenOf(contract.buyers[0]!.signing_url) },
      ...behindNginx('8.8.8.8'),
    });
    expect(signed.statusCode).toBe(200);
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.find((e) => e.event === 'buyer_signed')?.ip).toBe(CLIENT);
    expect(events.some((e) => e.ip === '8.8.8.8')).toBe(false);
  });
});

it("without TRUST_PROXY the address is the socket's", async () => {
  t = await createTestApp();
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'x' },
    ...behindNginx('8.8.8.8'),
  });
  const keys = (
    await t.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'login:ip:%'))
  ).map((r) => r.key);
  expect(keys).toEqual([`login:ip:${NGINX}`]);
});
