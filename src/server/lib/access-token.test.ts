import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { issueAccessToken, readAccessToken } from './access-token';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-123');
const now = () => Math.floor(Date.now() / 1000);
const SID = 'c2Vzc2lvbi1vZi10aGUtdGVzdA';

/** A token signed with the real secret, shaped by `shape` (claims left out stay out). */
function forge(shape: { sub?: string; iat?: number; exp?: number; ver?: number; sid?: string }) {
  const jwt = new SignJWT({
    ...(shape.ver === undefined ? {} : { ver: shape.ver }),
    ...(shape.sid === undefined ? {} : { sid: shape.sid }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('casanova');
  if (shape.sub !== undefined) jwt.setSubject(shape.sub);
  if (shape.iat !== undefined) jwt.setIssuedAt(shape.iat);
  if (shape.exp !== undefined) jwt.setExpirationTime(shape.exp);
  return jwt.sign(secret);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin tokens', () => {
  it('accepts the tokens login issues', async () => {
    const token = await issueAccessToken(secret, { userId: 1, tokenVersion: 0, sessionId: SID });
    expect(await readAccessToken(secret, token)).toEqual({ userId: 1, tokenVersion: 0, sessionId: SID });
  });

  it.each([
    ['no exp', { sub: '1', iat: now(), ver: 0, sid: SID }],
    ['an exp a year away', { sub: '1', iat: now(), exp: now() + 365 * 86_400, ver: 0, sid: SID }],
    [
      'an exp beyond one session from its iat',
      { sub: '1', iat: now() - 3600, exp: now() + 12 * 3600, ver: 0, sid: SID },
    ],
    ['an iat in the future', { sub: '1', iat: now() + 3600, exp: now() + 7200, ver: 0, sid: SID }],
    ['no iat', { sub: '1', exp: now() + 3600, ver: 0, sid: SID }],
    ['sub "0x1"', { sub: '0x1', iat: now(), exp: now() + 3600, ver: 0, sid: SID }],
    ['sub "1.0"', { sub: '1.0', iat: now(), exp: now() + 3600, ver: 0, sid: SID }],
    ['sub " 1"', { sub: ' 1', iat: now(), exp: now() + 3600, ver: 0, sid: SID }],
    ['sub "01"', { sub: '01', iat: now(), exp: now() + 3600, ver: 0, sid: SID }],
    ['no session', { sub: '1', iat: now(), exp: now() + 3600, ver: 0 }],
    ['a session id that is not one', { sub: '1', iat: now(), exp: now() + 3600, ver: 0, sid: 'x' }],
  ])('refuses a token with %s, even signed with the real secret', async (_name, shape) => {
    const token = await forge(shape);
    expect(await readAccessToken(secret, token)).toBeNull();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cms/contacts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a well-formed token whose session the server never opened', async () => {
    const token = await forge({ sub: '1', iat: now(), exp: now() + 3600, ver: 0, sid: SID });
    expect(await readAccessToken(secret, token)).not.toBeNull();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cms/contacts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('the control: the same forge with a canonical sub, a session-long exp and an open session is let in', async () => {
    const { sid } = decodeJwt(await t.adminToken());
    const token = await forge({ sub: '1', iat: now(), exp: now() + 3600, ver: 0, sid: String(sid) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cms/contacts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
