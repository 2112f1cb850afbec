import http from 'node:http';
import type net from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { passwordResetTokens, users } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

import { ACCOUNT_BACKSTOP, ADDRESS_WINDOW, PAIR_WINDOW } from './login';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('login', () => {
  it('returns a bearer token that opens /api/auth/me', async () => {
    const response = await login(ADMIN.username, ADMIN.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    const profile = await me(body.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'admin', is_admin: true });
  });

  it('refuses a wrong password with a Spanish detail', async () => {
    const response = await login(ADMIN.username, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Usuario o contraseña incorrectos' });
  });

  it('answers 422 when fields are missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(typeof response.json().detail).toBe('string');
  });

  it('throttles an account from one address only: the right password from another address still works', async () => {
    // Real sockets from distinct loopback addresses: the limit follows the client's address, not the account alone.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const post = (from: string, password: string) =>
      new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            localAddress: from,
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'] as string, body }),
            );
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ username: ADMIN.username, password }));
      });
    for (let i = 0; i < PAIR_WINDOW.limit; i++) expect((await post('127.0.0.2', `wrong-${i}`)).status).toBe(401);
    const blocked = await post('127.0.0.2', ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(blocked.body).detail).toMatch(/Demasiados intentos/);
    const elsewhere = await post('127.0.0.3', ADMIN.password);
    expect(elsewhere.status).toBe(200);
    expect(JSON.parse(elsewhere.body).token_type).toBe('bearer');
  });

  it('throttles one address across usernames', async () => {
    for (let i = 0; i < ADDRESS_WINDOW.limit; i++) await login(`nobody-${i}`, 'x', '127.0.0.9');
    expect((await login(ADMIN.username, ADMIN.password, '127.0.0.9')).statusCode).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, '127.0.0.5')).statusCode).toBe(200);
  });

  it('checks at most the limit of 20 simultaneous attempts: each is counted before its password is', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(ADMIN.username, `wrong-${i}`, '127.0.0.4')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_WINDOW.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PAIR_WINDOW.limit);
  });

  it('slows an attack spread over many addresses down, but never refuses the right password', async () => {
    const attackers = Math.ceil(ACCOUNT_BACKSTOP.limit / PAIR_WINDOW.limit);
    for (let a = 0; a < attackers; a++) {
      for (let i = 0; i < PAIR_WINDOW.limit; i++) await login(ADMIN.username, `wrong-${i}`, `127.0.1.${a + 1}`);
    }
    const started = Date.now();
    const response = await login(ADMIN.username, ADMIN.password, '127.0.0.3');
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ACCOUNT_BACKSTOP.delayMs);
  });

  it("a successful login clears that address's failures on the account", async () => {
    for (let i = 0; i < PAIR_WINDOW.limit - 1; i++) await login(ADMIN.username, `wrong-${i}`, '127.0.0.6');
    expect((await login(ADMIN.username, ADMIN.password, '127.0.0.6')).statusCode).toBe(200);
    for (let i = 0; i < PAIR_WINDOW.limit - 1; i++)
      expect((await login(ADMIN.username, `again-${i}`, '127.0.0.6')).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-123');

  it('401 without a token, with the spec message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'No hay token de autorización' });
  });

  it('401 for alg none, a wrong key and an expired token', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(user!.id), ver: 0, iss: 'casanova' })).toString(
      'base64url',
    );
    const none = `${header}.${payload}.`;
    const wrongKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user!.id))
      .setIssuer('casanova')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user!.id))
      .setIssuer('casanova')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    for (const token of [none, wrongKey, expired, 'garbage']) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});

describe('change password', () => {
  it('changes the password (JSON), invalidates old tokens, and accepts the new password', async () => {
    const oldToken = await t.adminToken();
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: ADMIN.password, new_password: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await login(ADMIN.username, ADMIN.password)).statusCode).toBe(401);
    expect((await login(ADMIN.username, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('accepts multipart form data as the spec sends it', async () => {
    const token = await t.adminToken();
    const boundary = '----casanova';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="current_password"\r\n\r\n${ADMIN.password}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="new_password"\r\n\r\nmultipart-pass\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(ADMIN.username, 'multipart-pass')).statusCode).toBe(200);
  });

  it.each([
    [{ current_password: ADMIN.password, new_password: '123' }, 'El nuevo password debe tener al menos 6 caracteres'],
    [
      { current_password: ADMIN.password, new_password: ADMIN.password },
      'El nuevo password debe ser diferente al actual',
    ],
    [
      { current_password: ADMIN.password, new_password: 'abcdefg', confirm_password: 'abcdefh' },
      'El nuevo password y la confirmación no coinciden',
    ],
  ])('refuses %o with the product message', async (payload, message) => {
    const response = await t.asAdmin({ method: 'POST', url: '/api/auth/change-password', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('refuses a wrong current password', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'not-it', new_password: 'whatever-new' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('requires a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'a', new_password: 'bbbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const reset = (token: string, new_password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password } });
  const linkToken = async () => {
    const mails = await t.outbox();
    const text = mails.filter((m) => m.kind === 'password_reset').at(-1)!.text;
    return new URL(/http\S+reset-password\?token=\S+/.exec(text)![0]).searchParams.get('token')!;
  };

  it('answers byte-identical bodies for known and unknown addresses, and mails only the known one', async () => {
    const known = await request(ADMIN.email);
    const unknown = await request('nadie@ejemplo.es');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ADMIN.email);
    expect(mails[0]!.text).toContain('http://casanova.test/reset-password?token=');
  });

  it('resets once with the mailed token; the token cannot be reused; old sessions end', async () => {
    const oldToken = await t.adminToken();
    await request(ADMIN.email.toUpperCase());
    const token = await linkToken();
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect((await reset(token, 'reset-password-1')).statusCode).toBe(200);
    expect((await login(ADMIN.username, 'reset-password-1')).statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).toBe(401);
    const reused = await reset(token, 'reset-password-2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toMatch(/no es válido o ha caducado/);
  });

  it('refuses an expired token and stores only its hash', async () => {
    await request(ADMIN.email);
    const token = await linkToken();
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows[0]!.tokenHash).not.toContain(token);
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'reset-password-3')).statusCode).toBe(400);
  });

  it('retires every older link when a new one is requested', async () => {
    await request(ADMIN.email);
    const first = await linkToken();
    await request(ADMIN.email);
    const second = await linkToken();
    expect(second).not.toBe(first);
    expect((await reset(first, 'reset-password-4')).statusCode).toBe(400);
    expect((await reset(second, 'reset-password-4')).statusCode).toBe(200);
  });

  it('retires every other outstanding link after a successful reset', async () => {
    await request(ADMIN.email);
    const mailed = await linkToken();
    // An older link still outstanding (as an earlier version left them).
    const [user] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    const older = 'older-link-token-older-link-token';
    await t.db
      .insert(passwordResetTokens)
      .values({ userId: user!.id, tokenHash: sha256Hex(older), expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await reset(mailed, 'reset-password-5')).statusCode).toBe(200);
    expect((await reset(older, 'reset-password-6')).statusCode).toBe(400);
    expect((await login(ADMIN.username, 'reset-password-5')).statusCode).toBe(200);
  });

  it('retires every outstanding link when the password is changed', async () => {
    await request(ADMIN.email);
    const token = await linkToken();
    const changed = await t.asAdmin({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: ADMIN.password, new_password: 'changed-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token, 'reset-password-7')).statusCode).toBe(400);
    expect((await login(ADMIN.username, 'changed-password-1')).statusCode).toBe(200);
  });

  it('matches addresses under one normalisation (trim, NFKC, lowercase) and limits them under the same key', async () => {
    const resetMails = async () => (await t.outbox()).filter((m) => m.kind === 'password_reset').length;
    // A dotted capital I is another address, not the administrator's.
    await request('admİn@casanova.test');
    expect(await resetMails()).toBe(0);
    // Spellings of the administrator's address reach it, and all count against one limit of 3 an hour.
    for (const spelling of ['  Admin@Casanova.TEST ', 'ａｄｍｉｎ@casanova.test', 'ADMIN@CASANOVA.TEST'])
      await request(spelling);
    expect(await resetMails()).toBe(3);
    await request(ADMIN.email);
    expect(await resetMails()).toBe(3);
  });

  it('applies the reset password rule', async () => {
    const response = await reset('whatever-token', '123');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('La contraseña debe tener al menos 6 caracteres');
  });
});
