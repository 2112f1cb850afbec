import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

/**
 * Hostile text stored through every write path must stay text on the public site and in the
 * admin: no payload may run (each would set window.__xss) and the visible text is the raw string.
 */
const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"'><svg onload="window.__xss=1">`;

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ name: 'stored-xss', env: { SEED_DEMO: 'true' } });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  await send('PUT', '/api/cms/content/hero_title', { content: PAYLOAD });
  await send('PUT', '/api/cms/content/about_description', { content: PAYLOAD });
  await send('PUT', '/api/cms/menu', {
    items: [{ id: 'x', label: PAYLOAD, href: '#contacto', order: 1, is_active: true }],
  });
  await send('POST', '/api/cms/properties', {
    title: PAYLOAD,
    description: PAYLOAD,
    address: PAYLOAD,
    neighborhood: 'Gràcia',
    property_type: 'piso',
    status: 'vendiendo',
    bedrooms: 2,
    bathrooms: 1,
    size_m2: 60,
    images: [],
    videos: [],
  });
  await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: PAYLOAD, email: 'x@ejemplo.es', phone: '612345678', message: `${PAYLOAD} mensaje` }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('stored hostile text', () => {
  it('is shown as text and never runs, on the public site and in the admin', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('<img src=x');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), '/').toBeUndefined();
    const [property] = (await (await fetch(`${server.url}/api/properties`)).json()) as { id: number; slug: string }[];
    await page.goto(`${server.url}/propiedades/${property!.id}-${property!.slug}`);
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), 'property page').toBeUndefined();
    await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
    for (const path of ['/cms', '/cms/properties', '/cms/content', '/cms/menu', '/cms/contacts']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
    }
    expect(await page.locator('body').textContent()).toContain('<script>');
  });
});
