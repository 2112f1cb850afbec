// A portfolio larger than one page of cards: the page carries the first cards, 'Ver más' (a real link
// crawlers follow) shows the next ones, filters load the rest once, and every answer is cached per
// content version (ETag, 304, identical compressed bodies) until the admin changes something.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PORTFOLIO_PAGE_SIZE } from '#shared/site/portfolio-pages.ts';
import { propertyInput } from '#server/test/factories.ts';

import { launchBrowser } from './support/browser';
import { collectConsoleProblems, portfolioReady, presetConsent } from './support/public-site';
import { ADMIN_PASSWORD, adminToken, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let token: string;
const TOTAL = 14;
const SELLING = 5;

async function createProperty(index: number) {
  const response = await fetch(`${server.url}/api/cms/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      propertyInput({
        title: `Vivienda ${index + 1}`,
        status: index < SELLING ? 'vendiendo' : 'reformando',
        order: index + 1,
      }),
    ),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'false', ADMIN_PASSWORD }, name: 'public-portfolio' });
  token = await adminToken(server.url, ADMIN_PASSWORD);
  for (let index = 0; index < TOTAL; index++) await createProperty(index);
});

afterAll(async () => {
  await server?.stop();
});

const cardTitles = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a href="\/propiedades\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('portfolio pages', () => {
  it('renders the first cards and a crawlable link to the next page', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(cardTitles(html)).toHaveLength(PORTFOLIO_PAGE_SIZE);
    expect(html).toContain('href="/?pagina=2#propiedades"');
    const second = await (await fetch(`${server.url}/?pagina=2`)).text();
    expect(cardTitles(second)).toHaveLength(TOTAL);
    expect(second).toContain(`<link rel="canonical" href="${server.url}/?pagina=2">`);
    expect(second).not.toContain('?pagina=3');
    // A page number past the end draws the last page, not an ever-growing set of copies.
    const far = await (await fetch(`${server.url}/?pagina=999`)).text();
    expect(cardTitles(far)).toHaveLength(TOTAL);
  });

  it('serves the same page as 304, and plain, gzip and br bodies that decode to the same bytes', async () => {
    const plain = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    const etag = plain.headers.get('etag')!;
    const bytes = Buffer.from(await plain.arrayBuffer());
    const raw = async (encoding: string) => {
      // fetch decodes the body it receives, so the bytes compared are the decoded representation.
      const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('etag')).toBe(etag);
      return Buffer.from(await response.arrayBuffer());
    };
    expect((await raw('br')).equals(bytes)).toBe(true);
    expect((await raw('gzip')).equals(bytes)).toBe(true);
    expect(zlib.gzipSync(bytes).length).toBeLessThan(bytes.length);
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('shows an admin change on the next page view', async () => {
    const before = await fetch(`${server.url}/`);
    const etag = before.headers.get('etag')!;
    const saved = await fetch(`${server.url}/api/cms/content/hero_title`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: 'Hogares renovados' }),
    });
    expect(saved.status).toBe(200);
    const after = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Hogares renovados');
  });
});

describe('portfolio in the browser', () => {
  it("'Ver más' shows the next cards and moves focus to the first new one; filters show all of theirs", async () => {
    const browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const { page } = browser;
      const problems = collectConsoleProblems(page);
      await presetConsent(page, { marketing: false });
      await page.goto(server.url);
      await portfolioReady(page);
      const grid = page.locator('#propiedades');
      const cards = grid.getByRole('article');
      expect(await cards.count()).toBe(PORTFOLIO_PAGE_SIZE);

      await grid.getByRole('link', { name: /^Ver más/ }).click();
      await expect.poll(() => cards.count()).toBe(TOTAL);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(`Vivienda ${PORTFOLIO_PAGE_SIZE + 1}`);
      expect(await grid.getByRole('link', { name: /^Ver más/ }).count()).toBe(0);
      expect(new URL(page.url()).search).toBe('');

      await grid.getByRole('button', { name: /^En Venta/ }).click();
      await expect.poll(() => cards.count()).toBe(SELLING);
      await grid.getByRole('button', { name: /^En Reforma/ }).click();
      await expect.poll(() => cards.count()).toBe(TOTAL - SELLING);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('a filter fetches the rest of the portfolio when the page did not carry it', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      const fetched: string[] = [];
      page.on('request', (request) => request.url().includes('/api/') && fetched.push(new URL(request.url()).pathname));
      await page.goto(server.url);
      await portfolioReady(page);
      const grid = page.locator('#propiedades');
      // The first page holds only some of the homes in renovation; the filter shows all of them.
      await grid.getByRole('button', { name: /^En Reforma/ }).click();
      await expect.poll(() => grid.getByRole('article').count()).toBe(TOTAL - SELLING);
      expect(fetched).toEqual(['/api/properties']);
      await grid.getByRole('button', { name: /^Todas/ }).click();
      await expect.poll(() => grid.getByRole('article').count()).toBe(PORTFOLIO_PAGE_SIZE);
      await grid.getByRole('link', { name: /^Ver más/ }).click();
      await expect.poll(() => grid.getByRole('article').count()).toBe(TOTAL);
      expect(fetched).toEqual(['/api/properties']);
    } finally {
      await browser.close();
    }
  });
});
