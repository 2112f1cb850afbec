import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COOKIE_POLICY_VERSION } from '#shared/site/cookie-policy.ts';
import { cookieListName, SERVER_COOKIES } from '#shared/site/cookies.ts';
import {
  completeBuyerFiles,
  pendingContract,
  pngDataUrl,
  signaturePng,
  staffToken,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { standInWebBundle } from '#server/test/stand-in-web.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

// The cookie policy says its list is complete (docs/product.md#cookies-the-server-sets): every Set-Cookie the app
// sends while this test drives it — public pages, consent, staff logins, a buyer's email code and signature — must
// be in the shared list, and every cookie listed must really be sent, with the duration the policy states.

let t: TestApp;
type Response = Awaited<ReturnType<TestApp['asAdmin']>>;
/** Every Set-Cookie header of every response the test receives, whichever helper asked. */
const setCookies: string[] = [];

function recordSetCookies(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<Response>;
  Object.assign(app, {
    inject: async (options: InjectOptions | string) => {
      const response = await inject(options);
      const header = response.headers['set-cookie'];
      setCookies.push(...(Array.isArray(header) ? header : header === undefined ? [] : [String(header)]));
      return response;
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { web: standInWebBundle() });
  recordSetCookies(t.app);
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (response: Response) => String(response.headers['set-cookie'] ?? '').split(';')[0]!;

async function visitPublicSite() {
  for (const url of ['/', '/cookies', '/ca/cookies', '/en/cookies', '/privacidad', '/verificar', '/no-existe']) {
    await t.app.inject({ method: 'GET', url });
  }
  const choice = { id: randomUUID(), analytics: false, marketing: true, functional: true };
  const recorded = await t.app.inject({
    method: 'POST',
    url: '/api/consent',
    payload: { ...choice, policy_version: COOKIE_POLICY_VERSION },
  });
  expect(recorded.statusCode).toBe(201);
  await t.app.inject({ method: 'GET', url: `/api/consent/${choice.id}` });
}

async function logInAsStaff() {
  await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, password: 'no-es-la-buena' } });
  await t.adminToken();
  await staffToken(t);
  await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: ADMIN.email } });
}

/** Two buyers confirm their email codes and sign: the proof cookie of each. */
async function signWithEmailCodes() {
  const settings = await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: true } });
  expect(settings.statusCode).toBe(200);
  const contract = await pendingContract(t);
  await completeBuyerFiles(t, contract);
  const signature = pngDataUrl(await signaturePng());
  for (const buyer of contract.buyers) {
    const token = tokenOf(buyer.signing_url);
    const link = new URL(buyer.signing_url);
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const base = `/api/contracts/${contract.id}`;
    await t.app.inject({ method: 'GET', url: `${base}/email-code?token=${encodeURIComponent(token)}` });
    expect((await t.app.inject({ method: 'POST', url: `${base}/email-code`, payload: { token } })).statusCode).toBe(
      200,
    );
    const mail = (await t.outbox()).filter((m) => m.kind === 'signing_code' && m.to === buyer.email).at(-1);
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${base}/email-code/verify`,
      payload: { token, code },
    });
    expect(confirmed.statusCode).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: `${base}/buyer-sign`,
      headers: { cookie: cookieOf(confirmed) },
      payload: { signature_image: signature, token },
    });
    expect(signed.statusCode).toBe(200);
  }
}

describe('the cookies the app sets', () => {
  it('are exactly those the cookie policy lists, with the durations it states', async () => {
    await visitPublicSite();
    await logInAsStaff();
    await signWithEmailCodes();

    const sent = setCookies.map((header) => {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      return { name: cookieListName(pair!.split('=')[0]!), attributes };
    });
    expect(new Set(sent.map((cookie) => cookie.name))).toEqual(new Set(SERVER_COOKIES.map((cookie) => cookie.name)));
    for (const cookie of sent) {
      const listed = SERVER_COOKIES.find((entry) => entry.name === cookie.name)!;
      expect(cookie.attributes).toContain(`Max-Age=${listed.maxAgeSeconds}`);
      expect(cookie.attributes).toContain('HttpOnly');
    }
    // Two buyers, two proofs: each buyer's cookie has a name of its own.
    expect(setCookies.filter((header) => header.startsWith('casanova_codigo_'))).toHaveLength(2);
  });
});
