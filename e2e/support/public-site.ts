import type { Page } from 'playwright-core';

import type { PropertyDto } from '#shared/api/api-types.ts';
import type { IslandName } from '#web/features/public-site/island-slot.tsx';

/** Messages the page logged as errors or warnings (hydration mismatches show up here). */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/** Stores a cookie choice before any page script runs, so the banner stays away. */
export async function presetConsent(page: Page, choice: { marketing: boolean }) {
  await page.addInitScript((marketing) => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing,
        functional: false,
        timestamp: new Date().toISOString(),
      }),
    );
  }, choice.marketing);
}

export async function apiProperties(baseUrl: string): Promise<PropertyDto[]> {
  return (await (await fetch(`${baseUrl}/api/properties`)).json()) as PropertyDto[];
}

/** JSON-LD blocks of an HTML page, parsed (throws if one is not valid JSON). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match
    ? match[1]!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
    : null;
}

/**
 * Waits until an island of a server-rendered page listens to the visitor (entry-public marks it): what
 * came in the HTML is visible before that, but a key or click on it would not be handled yet.
 */
export async function waitForIsland(page: Page, name: IslandName | 'cookie-consent') {
  const root = name === 'cookie-consent' ? '#cookie-consent' : `[data-island="${name}"]`;
  if (name === 'header') {
    // The header wakes when the visitor reaches for it (docs/decisions/043): a pointer passing over it, told again
    // until the page's script listens, without moving the test's mouse (a hover would change styles tests compare).
    await page.waitForFunction(
      (selector) => {
        const island = document.querySelector(selector);
        if (island?.hasAttribute('data-hydrated')) return true;
        island?.dispatchEvent(new Event('pointerover'));
        return false;
      },
      root,
      { polling: 100 },
    );
    return;
  }
  await page.locator(`${root}[data-hydrated]`).first().waitFor({ state: 'attached' });
}

/**
 * Scrolls to the portfolio, which a page hydrates only once it is on screen (or pointed at), and waits until it
 * listens: a click that lands before the script has loaded follows the plain link or does nothing, as it would
 * for a visitor.
 */
export const portfolioReady = (page: Page) => islandInView(page, 'portfolio', '#propiedades');

/**
 * Brings the contact form on screen and waits until it listens: like the portfolio, it hydrates only once it is
 * in view (or focused), and where a page opened at `#contacto` lands depends on the heights above it.
 */
export const contactFormReady = (page: Page) => islandInView(page, 'contact-form', '#contacto form');

/** Scrolls `selector` (the island's content) on screen, which hydrates a lazy island, and waits until it listens. */
async function islandInView(page: Page, name: IslandName, selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await waitForIsland(page, name);
}
