// No tap lost while the page wakes up (docs/decisions/043): a visitor who acts at once — on a desktop right after
// `load`, on a phone with a CPU four times slower as soon as the control shows — gets what the control does, whether
// its script had arrived or not. On the desktop the island's chunk is held back until the press was made, so the
// press always lands before the island listens; on the phone nothing is held: the page wakes at its own pace.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { localizedPropertyPath } from '#shared/site/property-path.ts';

import { launchBrowser } from './support/browser';
import { adminApi, recordLowRisks, signedContract } from './support/contracts-api';
import { apiProperties, collectConsoleProblems, presetConsent } from './support/public-site';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let properties: PropertyDto[];
let gallery: PropertyDto;
let sold: number;
let dropDatabase = async () => {};

/** With TEST_DATABASE_URL, the server runs on a PostgreSQL database of its own (the demo seeded into it). */
async function databaseEnv(): Promise<Record<string, string>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return {};
  const name = `casanova_early_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  dropDatabase = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

beforeAll(async () => {
  const env = { SEED_DEMO: 'true', ...(await databaseEnv()) };
  server = await startServer({ env, name: 'public-early-input' });
  properties = await apiProperties(server.url);
  gallery = properties.find((p) => p.status === 'vendiendo' && p.images.length > 1)!;
  sold = properties.filter((p) => p.status === 'vendido').length;
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase();
});

type Screen = 'desktop' | 'phone';

/**
 * A fresh browser on `path`. Desktop: the page has fired `load`, and the chunk named `held` (the island's code) is
 * not served until `release()`. Phone: 4× slower CPU (as Lighthouse's phone), and the page is only committed.
 */
async function open(screen: Screen, path: string, options: { held?: RegExp; consent?: boolean } = {}) {
  const browser = await launchBrowser(
    screen === 'phone'
      ? { viewport: { width: 390, height: 844 }, phone: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  const { page, context } = browser;
  const problems = collectConsoleProblems(page);
  if (options.consent !== false) await presetConsent(page, { marketing: false });
  // Each part that records a press tells so (the recorder's event); the test checks it did for the held ones. The
  // browser's print dialog is counted instead of opened.
  await page.addInitScript(() => {
    const parts: string[] = ((window as unknown as { earlyParts: string[] }).earlyParts = []);
    addEventListener('earlyinput', (event) => parts.push((event.target as HTMLElement).dataset.island ?? 'root'), true);
    window.print = () => void (window as unknown as { printed: number }).printed++;
    (window as unknown as { printed: number }).printed = 0;
  });
  let release = () => {};
  if (options.held) {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(options.held, async (route) => {
      await released;
      await route.continue();
    });
  }
  if (screen === 'phone') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(`${server.url}${path}`, { waitUntil: screen === 'phone' ? 'commit' : 'load' });
  return { page, problems, release, close: browser.close };
}

const earlyParts = (page: Page) => page.evaluate(() => (window as unknown as { earlyParts: string[] }).earlyParts);

/** Presses like the screen's visitor: a tap on the phone, a click on the desktop. */
const press = (screen: Screen, locator: ReturnType<Page['locator']>) =>
  screen === 'phone' ? locator.tap() : locator.click();

const PORTFOLIO_CHUNK = /\/assets\/PortfolioIsland-[\w-]+\.js$/;
const CONTACT_CHUNK = /\/assets\/ContactFormIsland-[\w-]+\.js$/;
const PUBLIC_ENTRY = /\/assets\/public-[\w-]+\.js$/;

describe.each<Screen>(['desktop', 'phone'])('acting at once on a %s', (screen) => {
  it('a filter pressed before the portfolio listens shows its properties', async () => {
    const { page, problems, release, close } = await open(screen, '/', {
      held: screen === 'desktop' ? PORTFOLIO_CHUNK : undefined,
    });
    try {
      const filter = page.getByRole('group', { name: 'Filtrar propiedades' }).getByRole('button', { name: /Vendidas/ });
      await press(screen, filter);
      if (screen === 'desktop') expect(await earlyParts(page)).toContain('portfolio');
      release();
      await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
      const cards = page.locator('#propiedades li.card-slot');
      if (sold === 0) await page.getByText('No hay propiedades disponibles en este momento.').waitFor();
      else await expect.poll(() => cards.count()).toBe(sold);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the contact form pressed before it listens sends what was typed', async () => {
    const { page, problems, release, close } = await open(screen, '/', {
      held: screen === 'desktop' ? CONTACT_CHUNK : undefined,
    });
    try {
      const form = page.locator('#contacto form');
      const email = `temprano-${screen}@example.com`;
      await form.getByLabel('Nombre').fill('Núria Vidal');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Teléfono').fill('612 345 678');
      await form.getByLabel('Mensaje').fill('Quiero visitar el piso de Gràcia esta semana.');
      await press(screen, form.getByRole('button', { name: 'Enviar Mensaje' }));
      if (screen === 'desktop') expect(await earlyParts(page)).toContain('contact-form');
      release();
      await form
        .getByRole('status')
        .getByText('Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.')
        .waitFor();
      expect(await form.getByLabel('Nombre').inputValue()).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the gallery's next image, pressed before the portfolio listens, turns the gallery", async () => {
    const path = localizedPropertyPath(gallery, 'es');
    const { page, problems, release, close } = await open(screen, path, {
      held: screen === 'desktop' ? PORTFOLIO_CHUNK : undefined,
    });
    try {
      const dialog = page.getByRole('dialog', { name: gallery.title });
      await press(screen, dialog.getByRole('button', { name: 'Imagen siguiente' }));
      if (screen === 'desktop') expect(await earlyParts(page)).toContain('portfolio');
      release();
      await expect.poll(() => dialog.getByTestId('gallery-counter').textContent()).toBe(`2 / ${gallery.images.length}`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("'Me Interesa Esta Propiedad', pressed before the portfolio listens, takes the property to the contact form", async () => {
    const path = localizedPropertyPath(gallery, 'es');
    const { page, problems, release, close } = await open(screen, path, {
      held: screen === 'desktop' ? PORTFOLIO_CHUNK : undefined,
    });
    try {
      const dialog = page.getByRole('dialog', { name: gallery.title });
      await press(screen, dialog.getByRole('button', { name: 'Me Interesa Esta Propiedad' }));
      if (screen === 'desktop') expect(await earlyParts(page)).toContain('portfolio');
      release();
      await dialog.waitFor({ state: 'detached' });
      const form = page.locator('#contacto form');
      await expect.poll(() => form.getByTestId('interested-property').textContent()).toBe(gallery.title);
      expect(await form.getByLabel('Mensaje').inputValue()).toContain(gallery.title);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the cookie banner takes a choice made as soon as it shows', async () => {
    const { page, problems, close } = await open(screen, '/', { consent: false });
    try {
      const banner = page.locator('[data-cookie-banner]');
      await press(screen, banner.getByRole('button', { name: 'Rechazar todas' }));
      await banner.waitFor({ state: 'detached' });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null') as unknown);
      expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('acting at once on a phone', () => {
  it('the menu button opens the menu when tapped before the header listens', async () => {
    // The header comes with the page's own script, held until the tap.
    const { page, problems, release, close } = await open('phone', '/', { held: PUBLIC_ENTRY });
    try {
      const toggle = page.getByRole('button', { name: 'Abrir menú' });
      await toggle.tap();
      expect(await earlyParts(page)).toContain('header');
      release();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the footer's cookie settings, pressed before the page's script runs, open the settings", async () => {
    // The page's own script is held: the press lands on a page that has no listener at all yet.
    const { page, problems, release, close } = await open('phone', '/', { held: PUBLIC_ENTRY });
    try {
      const settings = page.locator('footer [data-cookie-settings]').first();
      await settings.tap();
      expect(await earlyParts(page)).toContain('root');
      release();
      await page.getByRole('dialog').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('acting at once on a buyer page', () => {
  it("the payment page's print button, pressed before the page's script runs, prints", async () => {
    const api = await adminApi(server.url);
    const signed = await signedContract(api, server.url, 'reserva_no_condicionada', [
      {
        name: 'Joan Puig Vila',
        email: 'joan@example.com',
        dni: '87654321X',
        address: 'Carrer Gran 2, 08002 Barcelona',
      },
    ]);
    await recordLowRisks(api, signed);
    const { payment_url } = await api<{ payment_url: string }>('POST', '/api/payments/create-transfer-instructions', {
      contract_id: signed.id,
      payment_type: 'reserva',
    });
    const link = new URL(payment_url);
    // The buyer pages' script is held: the server drew the page, nothing listens to it yet.
    const { page, problems, release, close } = await open('phone', `${link.pathname}${link.search}`, {
      held: /\/assets\/buyer-[\w-]+\.js$/,
      consent: false,
    });
    try {
      await page.getByRole('button', { name: 'Imprimir o guardar en PDF' }).tap();
      expect(await earlyParts(page)).toEqual(['root']);
      release();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
