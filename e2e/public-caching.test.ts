import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** A returning visitor on a phone downloads nothing again: every file a public page loads is cached for a year. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ name: 'caching', env: { SEED_DEMO: 'true' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('public page subresources', () => {
  it('are immutable for a year (scripts, styles, logo, images)', async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const loaded: { url: string; cacheControl: string }[] = [];
      browser.page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== server.url || response.request().resourceType() === 'document') return;
        // Search engines show the favicon from its stable address, so it keeps a short cache on purpose.
        if (url.pathname.startsWith('/api/') || url.pathname === '/favicon.svg') return;
        loaded.push({ url: url.pathname, cacheControl: response.headers()['cache-control'] ?? '' });
      });
      await browser.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      expect(loaded.length).toBeGreaterThan(0);
      for (const { url, cacheControl } of loaded) {
        expect(cacheControl, url).toContain('immutable');
        expect(cacheControl, url).toContain('max-age=31536000');
      }
    } finally {
      await browser.close();
    }
  });
});
