import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('HTTP error contract', () => {
  it('answers health while the database is reachable, 503 when it is not', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
  });

  it('refuses bodies over 1 MiB with 413 and a detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'La petición es demasiado grande.' });
  });

  it('refuses malformed JSON with 400 and unknown routes with 404, never a stack trace', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['detail']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Recurso no encontrado.' });
  });

  it('reads an empty JSON body as no body: the "empty body" calls of docs/product.md §8 still work', async () => {
    const json = { 'content-type': 'application/json' };
    const paid = await t.asAdmin({
      method: 'POST',
      url: '/api/payments/00000000-0000-4000-8000-000000000000/mark-as-paid',
      headers: json,
      payload: '',
    });
    expect(paid.statusCode).toBe(404);
    expect(paid.json()).toEqual({ detail: 'Pago no encontrado' });
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: ' ' });
    expect(contact.statusCode).toBe(422);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: '{"__proto__": {"x": 1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(Object.keys(poisoned.json())).toEqual(['detail']);
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('turns a closed database into 503 with a Spanish detail', async () => {
    await t.handle.close();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const list = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(list.statusCode).toBe(503);
    expect(list.json().detail).toMatch(/no está disponible/);
  });
});
