import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import { launchBrowser } from './support/browser';
import { apiProperties, presetConsent, waitForIsland } from './support/public-site';
import { startServer, type RunningServer } from './support/server';

// In-page links land with their target in view on the first scroll (docs/decisions/031): the sections
// below the first screen are skipped by the browser until they come near (content-visibility), so their
// real heights are unknown when a link is followed from the top of the page.

let server: RunningServer;
let properties: PropertyDto[];

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'true' }, name: 'public-in-page-links' });
  properties = await apiProperties(server.url);
});

afterAll(async () => {
  await server?.stop();
});

/** Whether the browser still skips the rendering of `selector` (it has not been laid out for real yet). */
const skipped = (page: Page, selector: string) =>
  page.evaluate((s) => !document.querySelector(s)!.checkVisibility({ contentVisibilityAuto: true }), selector);

/**
 * Runs `act` and waits for the end of the first scroll it causes (plus two frames, for anything that
 * would still move), then reports where `selector` is: the first landing, not one after corrections.
 */
async function firstLanding(page: Page, act: () => Promise<void>, selector: string) {
  await page.evaluate(() => {
    (window as unknown as { landed: Promise<void> }).landed = new Promise((resolve) =>
      document.addEventListener(
        'scrollend',
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        { once: true },
      ),
    );
  });
  await act();
  await page.evaluate(() => (window as unknown as { landed: Promise<void> }).landed);
  return page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return { top: Math.round(box.top), bottom: Math.round(box.bottom), viewport: window.innerHeight };
  }, selector);
}

describe.each(VIEWPORTS)('in-page links on a $name', ({ viewport }) => {
  it("'Me Interesa Esta Propiedad' brings the contact form's name field into view", async () => {
    const { page, close } = await launchBrowser({ viewport });
    try {
      await presetConsent(page, { marketing: false });
      const property = properties.find((p) => p.status === 'vendiendo')!;
      // A shared property link: the modal opens over the top of the page, nothing below has been rendered.
      await page.goto(`${server.url}/propiedades/${property.id}-${property.slug}`);
      await waitForIsland(page, 'portfolio');
      const dialog = page.getByRole('dialog', { name: property.title });
      const ask = dialog.getByRole('button', { name: 'Me Interesa Esta Propiedad' });
      await ask.waitFor();
      expect(await skipped(page, '#contacto form')).toBe(true);

      const name = await firstLanding(page, () => ask.click(), '#contacto input[name="name"]');
      expect(name.top).toBeGreaterThanOrEqual(64);
      expect(name.bottom).toBeLessThanOrEqual(name.viewport);
      await waitForIsland(page, 'contact-form');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      expect(await page.locator('#contacto').getByTestId('interested-property').textContent()).toBe(property.title);
    } finally {
      await close();
    }
  });

  it('every section link of the menu lands with its section at the top', async () => {
    const { page, close } = await launchBrowser({ viewport });
    try {
      await presetConsent(page, { marketing: false });
      for (const section of ['contacto', 'sobre-nosotros', 'propiedades']) {
        // From the top of a fresh page each time: the sections on the way have not been rendered (the
        // portfolio's top edge is near enough on the first screen to be, its cards are not).
        await page.goto(`${server.url}/`);
        await waitForIsland(page, 'header');
        // The browser decides what to skip when it first renders, which may come after the header listens.
        await expect
          .poll(() =>
            skipped(page, section === 'propiedades' ? '#propiedades ul.grid > li:last-child h3' : `#${section} h2`),
          )
          .toBe(true);
        const nav = page.locator('header');
        const toggle = nav.getByRole('button', { name: 'Abrir menú' });
        if (await toggle.isVisible()) await toggle.click();
        const link = nav.locator(`a[href="#${section}"]:visible`);
        const landed = await firstLanding(page, () => link.click(), `#${section}`);
        // Below the sticky header (its scroll margin), not somewhere above or below.
        expect({ section, top: landed.top }).toEqual({ section, top: 80 });
      }
    } finally {
      await close();
    }
  });

  it('a page opened at /#contacto (a link from another page) lands with the section at the top and stays', async () => {
    const { page, close } = await launchBrowser({ viewport });
    try {
      await presetConsent(page, { marketing: false });
      await page.goto(`${server.url}/privacidad`);
      await waitForIsland(page, 'header');
      const toggle = page.locator('header').getByRole('button', { name: 'Abrir menú' });
      if (await toggle.isVisible()) await toggle.click();
      await page.locator('header a[href="/#contacto"]:visible').click();
      await page.waitForURL(/\/#contacto$/);
      const top = () =>
        page.evaluate(() => Math.round(document.querySelector('#contacto')!.getBoundingClientRect().top));
      await expect.poll(top, { timeout: 10_000 }).toBe(80);
      // Still there once everything below the fold that could move it has been drawn.
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      expect(await top()).toBe(80);
      await waitForIsland(page, 'contact-form');
    } finally {
      await close();
    }
  });
});
