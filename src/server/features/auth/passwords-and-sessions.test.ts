import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SessionDto } from '#shared/schemas/auth-schemas.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

import { COMMON_PASSWORD_MESSAGE, commonPasswordCount, OWN_NAME_PASSWORD_MESSAGE } from './password-policy';

// Passwords a personal account may not have and sessions ended on the server (issue 43 item 3, decision 042).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, userAgent = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
  });
const tokenOf = async (response: Awaited<ReturnType<typeof login>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
};
const as = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

/** The single-use link of the last invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await t.outbox()).filter((row) => row.kind === 'person_invitation' && row.to === email).at(-1)!;
  return decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail.text)![1]!);
}
const choose = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: newPassword } });

describe('the password of a personal account', () => {
  it('ships a list of at least 10 000 breached passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses breached passwords and the account’s own address on the invitation, keeping the link for another try', async () => {
    const email = 'marta.garcia@casanova.test';
    expect(
      (
        await t.asAdmin({
          method: 'POST',
          url: '/api/cms/people',
          payload: { email, full_name: 'Marta García', role: 'owner' },
        })
      ).statusCode,
    ).toBe(201);
    const token = await invitationToken(email);
    for (const weak of ['123456', 'password', 'Qwerty123', 'iloveyou', '1q2w3e4r']) {
      const refused = await choose(token, weak);
      expect(refused.statusCode, weak).toBe(422);
      expect(refused.json().detail).toBe(COMMON_PASSWORD_MESSAGE);
    }
    for (const own of [email, 'MARTA.GARCIA@casanova.test', 'marta.garcia']) {
      const refused = await choose(token, own);
      expect(refused.statusCode, own).toBe(422);
      expect(refused.json().detail).toBe(OWN_NAME_PASSWORD_MESSAGE);
    }
    // The specification's minimum and its message stay first.
    expect((await choose(token, '12345')).json().detail).toBe('La contraseña debe tener al menos 6 caracteres');
    expect((await choose(token, 'terrat-de-gracia-41')).statusCode).toBe(200);
    expect((await login(email, 'terrat-de-gracia-41')).statusCode).toBe(200);
  });

  it('refuses them on change-password too, after the specification’s checks', async () => {
    const email = 'pau.serra@casanova.test';
    await t.asAdmin({
      method: 'POST',
      url: '/api/cms/people',
      payload: { email, full_name: 'Pau Serra', role: 'staff' },
    });
    expect((await choose(await invitationToken(email), 'plaça-del-sol-7')).statusCode).toBe(200);
    const token = await tokenOf(await login(email, 'plaça-del-sol-7'));
    const change = (newPassword: string) =>
      as(token, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: 'plaça-del-sol-7', new_password: newPassword },
      });
    expect((await change('12345')).json().detail).toBe('El nuevo password debe tener al menos 6 caracteres');
    expect((await change('plaça-del-sol-7')).json().detail).toBe('El nuevo password debe ser diferente al actual');
    const common = await change('123456');
    expect(common.statusCode).toBe(422);
    expect(common.json().detail).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await change(email)).json().detail).toBe(OWN_NAME_PASSWORD_MESSAGE);
    expect((await change('rambla-de-catalunya-88')).statusCode).toBe(200);
  });

  it('leaves the shared first account the specification’s rules only, but never its own username', async () => {
    const token = await t.adminToken();
    const change = (current: string, next: string) =>
      as(token, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: current, new_password: next },
      });
    expect((await change(ADMIN.password, 'admin@casanova.test')).json().detail).toBe(OWN_NAME_PASSWORD_MESSAGE);
    expect((await change(ADMIN.password, 'nuevo123')).statusCode).toBe(200);
    // Back to the password the other tests log in with.
    const again = await tokenOf(await login(ADMIN.username, 'nuevo123'));
    expect(
      (
        await as(again, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { current_password: 'nuevo123', new_password: ADMIN.password },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('POST /api/auth/logout ends the session on the server: its token is refused from then on', async () => {
    const token = await tokenOf(await login(ADMIN.username, ADMIN.password));
    expect((await as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const out = await as(token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    const after = await as(token, { method: 'GET', url: '/api/auth/me' });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toMatch(/sesión/);
    expect((await as(token, { method: 'GET', url: '/api/cms/contacts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('lists the account’s open sessions and ends one, or all the others, from another', async () => {
    const laptop = await tokenOf(await login(ADMIN.username, ADMIN.password, 'Mozilla/5.0 (Macintosh) Firefox/132.0'));
    const phone = await tokenOf(await login(ADMIN.username, ADMIN.password, 'Mozilla/5.0 (iPhone) Safari/604.1'));
    const list = await as(laptop, { method: 'GET', url: '/api/auth/sessions' });
    expect(list.statusCode).toBe(200);
    const sessions = list.json<SessionDto[]>();
    const mine = sessions.find((s) => s.current)!;
    expect(mine.user_agent).toContain('Firefox');
    const other = sessions.find((s) => s.user_agent?.includes('iPhone'))!;
    expect(other.current).toBe(false);
    // The list never hands out a token's session id.
    expect(sessions.map((s) => s.id)).not.toContain(decodeJwt(phone).sid);

    expect((await as(laptop, { method: 'DELETE', url: `/api/auth/sessions/${other.id}` })).statusCode).toBe(200);
    expect((await as(phone, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(laptop, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await as(laptop, { method: 'DELETE', url: `/api/auth/sessions/${other.id}` })).statusCode).toBe(404);

    const tablet = await tokenOf(await login(ADMIN.username, ADMIN.password, 'Mozilla/5.0 (Linux; Android 14)'));
    const ended = await as(laptop, { method: 'POST', url: '/api/auth/sessions/end-others' });
    expect(ended.statusCode).toBe(200);
    expect((await as(tablet, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(laptop, { method: 'GET', url: '/api/auth/sessions' })).json<SessionDto[]>()).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('ends every session when the password changes', async () => {
    const other = await tokenOf(await login(ADMIN.username, ADMIN.password));
    const token = await tokenOf(await login(ADMIN.username, ADMIN.password));
    const change = (current: string, next: string, bearer: string) =>
      as(bearer, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: current, new_password: next },
      });
    expect((await change(ADMIN.password, 'otra-clave-larga-1', token)).statusCode).toBe(200);
    expect((await as(other, { method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    const fresh = await tokenOf(await login(ADMIN.username, 'otra-clave-larga-1'));
    expect((await as(fresh, { method: 'GET', url: '/api/auth/sessions' })).json()).toHaveLength(1);
    expect((await change('otra-clave-larga-1', ADMIN.password, fresh)).statusCode).toBe(200);
  });
});
