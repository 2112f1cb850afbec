import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminToken, startServer, type RunningServer } from './support/server';

/** Response headers on every kind of page and API answer (issue 7: security matrix). */
let server: RunningServer;
let token: string;
let propertyPath: string;
let imagePath: string;

beforeAll(async () => {
  server = await startServer({ name: 'headers', env: { SEED_DEMO: 'true', TRUST_PROXY: 'true' } });
  token = await adminToken(server.url);
  const [first] = (await (await fetch(`${server.url}/api/properties`)).json()) as {
    id: number;
    slug: string;
    images: { url: string }[];
  }[];
  propertyPath = `/propiedades/${first!.id}-${first!.slug}`;
  imagePath = first!.images[0]!.url;
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

describe('security headers', () => {
  it('every HTML page has a CSP without inline scripts, nosniff, a referrer policy and no framing', async () => {
    for (const path of [
      '/',
      propertyPath,
      '/terminos',
      '/privacidad',
      '/cookies',
      '/login',
      '/reset-password',
      '/cms',
      '/cms/contracts',
      '/contracts/00000000-0000-4000-8000-000000000001/sign',
      '/pago/00000000-0000-4000-8000-000000000001',
      '/no-existe',
    ]) {
      const response = await get(path);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("'unsafe-inline' 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      // Pages that carry a secret in their address (signing and payment links) send none at all; the rest send the
      // origin only, and only to HTTPS.
      const secretInUrl = path.startsWith('/contracts/') || path.startsWith('/pago/');
      expect(response.headers.get('referrer-policy'), path).toBe(
        secretInUrl ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
    }
  });

  it('signing and payment links never leak as referrer and are not indexed', async () => {
    for (const path of [
      '/contracts/00000000-0000-4000-8000-000000000001/sign?token=abc',
      '/pago/00000000-0000-4000-8000-000000000001?token=abc',
    ]) {
      const response = await get(path);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-robots-tag'), path).toContain('noindex');
      expect(response.headers.get('cache-control'), path).toContain('no-store');
    }
    expect((await get('/cms')).headers.get('x-robots-tag')).toContain('noindex');
  });

  it('sets HSTS only when the request came over TLS (behind a proxy)', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    const tls = await get('/', { 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('personal data is never cached; public images are immutable', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const path of ['/api/cms/contacts', '/api/cms/contracts', '/api/cms/pending-payments', '/api/auth/me']) {
      const response = await get(path, auth);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('no-store');
    }
    const image = await get(imagePath);
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(image.headers.get('etag')).toBeTruthy();
  });
});
