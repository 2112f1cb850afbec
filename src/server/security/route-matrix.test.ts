import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Generated from the app's own route table: a route added later is covered without
 * touching this file. Admin routes must refuse every kind of bad token; public write
 * routes must refuse oversized, malformed and mislabelled bodies with a 4xx `{detail}`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN_PREFIXES = ['/api/cms/', '/api/payments/create-transfer-instructions', '/api/payments/:'];
const concrete = (url: string) =>
  url
    .replace(/:transaction_id|:transactionId|:contractId|:id/g, '00000000-0000-4000-8000-000000000001')
    .replace(/:[a-z_]+/gi, '1');

async function badTokens(): Promise<Record<string, string>> {
  const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-123');
  const expired = await new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('casanova')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(secret);
  const wrongKey = await new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('casanova')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    missing: '',
    expired: `Bearer ${expired}`,
    'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', ver: 0, iss: 'casanova' })}.`,
    'wrong key': `Bearer ${wrongKey}`,
    garbage: 'Bearer abc.def.ghi',
  };
}

describe('route security matrix', () => {
  it('marks every admin-area route as requiring the admin token', () => {
    const unprotected = t.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && ADMIN_PREFIXES.some((p) => r.url.startsWith(p)) && !r.requiresAdmin,
    );
    // Payment confirmation is admin-only too; the public payment page data is the only payments GET.
    expect(unprotected.filter((r) => !(r.method === 'GET' && r.url.startsWith('/api/payments/')))).toEqual([]);
    expect(t.app.routeTable.filter((r) => r.requiresAdmin).length).toBeGreaterThan(10);
  });

  it('refuses every admin route with no, expired, alg-none, wrong-key or garbage tokens (401 + detail)', async () => {
    const tokens = await badTokens();
    const routes = t.app.routeTable.filter((r) => r.requiresAdmin && r.method !== 'HEAD');
    for (const route of routes) {
      for (const [kind, authorization] of Object.entries(tokens)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: authorization ? { authorization } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${kind} token`).toBe(401);
        expect(typeof response.json().detail, `${route.method} ${route.url}`).toBe('string');
      }
    }
  });

  it('refuses oversized, malformed and mislabelled bodies on every public write route', async () => {
    const writes = t.app.routeTable.filter(
      (r) => ['POST', 'PUT'].includes(r.method) && !r.requiresAdmin && r.url.startsWith('/api/'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(4);
    for (const route of writes) {
      const url = concrete(route.url);
      const label = `${route.method} ${route.url}`;
      const huge = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ x: 'a'.repeat((route.bodyLimit ?? 1024 * 1024) + 10) }),
      });
      expect(huge.statusCode, label).toBe(413);
      expect(typeof huge.json().detail, label).toBe('string');

      const malformed = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(malformed.statusCode, label).toBe(400);
      expect(typeof malformed.json().detail, label).toBe('string');

      for (const contentType of [
        'application/json\t;',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-7',
      ]) {
        const tricked = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': contentType },
          payload: '{"name":"x"}',
        });
        expect(tricked.statusCode, `${label} ${JSON.stringify(contentType)}`).toBeGreaterThanOrEqual(400);
        expect(tricked.statusCode, `${label} ${JSON.stringify(contentType)}`).toBeLessThan(500);
      }
    }
  });
});
