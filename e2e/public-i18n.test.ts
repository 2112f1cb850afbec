import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import {
  apiProperties,
  collectConsoleProblems,
  contactFormReady,
  presetConsent,
  waitForIsland,
} from './support/public-site';
import { startServer, type RunningServer } from './support/server';

// The public site in Catalan and English (docs/product.md §11).
let server: RunningServer;
let properties: PropertyDto[];
const pathOf = (p: PropertyDto) => `/propiedades/${p.id}-${p.slug}`;
/** A property's page in Catalan or English: its slug follows the title in that language. */
const pathIn = (lang: 'ca' | 'en', p: PropertyDto) =>
  `/${lang}/${lang === 'ca' ? 'propietats' : 'properties'}/${p.id}-${p[`slug_${lang}`]}`;

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'true' }, name: 'public-i18n' });
  properties = await apiProperties(server.url);
});

afterAll(async () => {
  await server?.stop();
});

describe('the public site in Catalan and English', () => {
  it.each([
    ['/en/', 'en-GB', 'Properties', 'Send us a message', 'About us'],
    ['/ca/', 'ca-ES', 'Habitatges', 'Envia’ns un missatge', 'Qui som'],
  ])('%s renders and hydrates in its language', async (url, lang, portfolio, form, about) => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      const problems = collectConsoleProblems(page);
      await page.goto(`${server.url}${url}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await page.getByRole('heading', { level: 2, name: portfolio }).waitFor();
      await page.getByRole('heading', { name: form }).waitFor();
      // The section's label, and (demo texts are translated) its heading too.
      await page.getByText(about, { exact: true }).first().waitFor();
      // The switcher marks this language and links to the others.
      const current = page.locator('header a[aria-current="page"]');
      expect(await current.getAttribute('hreflang')).toBe(lang);
      expect(await page.locator('header a[hreflang="es-ES"]').getAttribute('href')).toBe('/');
      // Hydrating every island gives the same markup (a mismatch would be logged).
      await page.locator('#propiedades').scrollIntoViewIfNeeded();
      await page.locator('#contacto').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it.each([
    [
      '/en/',
      'Send message',
      ['Your name is required', 'Your email is required', 'Your phone number is required', 'A message is required'],
    ],
    [
      '/ca/',
      'Envia el missatge',
      [
        'El nom és obligatori',
        'El correu electrònic és obligatori',
        'El telèfon és obligatori',
        'El missatge és obligatori',
      ],
    ],
  ])('the contact form on %s validates in that language', async (url, send, messages) => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      await page.goto(`${server.url}${url}#contacto`);
      await contactFormReady(page);
      const form = page.locator('#contacto form');
      await form.getByRole('button', { name: send }).click();
      const error = (field: string) => form.locator(`#contact-${field}-error`);
      await error('name').waitFor();
      expect(
        await Promise.all(['name', 'email', 'phone', 'message'].map((field) => error(field).textContent())),
      ).toEqual(messages);
      // While typing, each field is checked again in the same language.
      await form.locator('#contact-message').fill('corto');
      expect(await error('message').textContent()).toBe(
        url === '/en/'
          ? 'The message must be at least 10 characters long'
          : 'El missatge ha de tenir almenys 10 caràcters',
      );
    } finally {
      await browser.close();
    }
  });

  it('the English form tells how to write a foreign number and sends one with its locale', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      await page.goto(`${server.url}/en/#contacto`);
      await contactFormReady(page);
      // The demo's menu is translated too.
      expect(await page.locator('header nav').first().innerText()).toMatch(
        /Home[\s\S]*Properties[\s\S]*About us[\s\S]*Contact/,
      );
      const form = page.locator('#contacto form');
      const phone = form.getByLabel('Phone');
      expect(await phone.getAttribute('aria-describedby')).toBe('contact-phone-hint');
      expect(await form.locator('#contact-phone-hint').textContent()).toBe(
        'Outside Spain? Start with + and your country code (e.g. +44 7700 900123).',
      );
      await form.getByLabel('Name').fill('Jane Smith');
      await form.getByLabel('Email').fill('jane@example.co.uk');
      await phone.fill('+44 7700 900123');
      await form.getByLabel('Message').fill('I would like to visit the flat in Gràcia.');
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
        form.getByRole('button', { name: 'Send message' }).click(),
      ]);
      expect(request.postDataJSON()).toMatchObject({ phone: '+44 7700 900123', locale: 'en' });
      await form.getByRole('status').filter({ hasText: 'Message sent' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('the language switcher keeps the page: legal page and property page', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      await page.goto(`${server.url}/cookies`);
      await page.locator('header a[hreflang="en-GB"]').click();
      await page.waitForURL(`${server.url}/en/cookies`);
      await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor();
      // Keyboard: focus the Catalan link and press Enter.
      await page.locator('header a[hreflang="ca-ES"]').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/ca/cookies`);
      await page.getByRole('heading', { level: 1, name: 'Política de galetes' }).waitFor();

      const property = properties[0]!;
      // The demo property's title is written in each language.
      const titleIn = async (lang: string) =>
        ((await (await fetch(`${server.url}/api/properties/${property.id}?lang=${lang}`)).json()) as { title: string })
          .title;
      const [english, catalanTitle] = [await titleIn('en'), await titleIn('ca')];
      expect(english).not.toBe(property.title);
      expect(pathIn('en', property)).not.toBe(`/en${pathOf(property)}`);
      // The Spanish slug under /en/ moves to the English one.
      await page.goto(`${server.url}/en${pathOf(property)}`);
      await page.waitForURL(`${server.url}${pathIn('en', property)}`);
      await page.getByRole('dialog', { name: english }).waitFor();
      const catalan = page.locator('header a[hreflang="ca-ES"]');
      expect(await catalan.getAttribute('href')).toBe(pathIn('ca', property));
      // The open gallery holds the focus; the link itself still leads to the same property in Catalan.
      await catalan.evaluate((link: HTMLAnchorElement) => link.click());
      await page.waitForURL(`${server.url}${pathIn('ca', property)}`);
      await page.getByRole('dialog', { name: catalanTitle }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('ca-ES');
      // A property opened in the browser changes the address: the switcher follows it. The gallery came
      // with the page; Escape closes it once the portfolio island is interactive.
      await waitForIsland(page, 'portfolio');
      await page.keyboard.press('Escape');
      await page.waitForURL(`${server.url}/ca/`);
      // Opening a card takes the Catalan address, and the switcher leads to the English one of that property.
      await page.getByRole('link', { name: catalanTitle, exact: true }).click();
      await page.getByRole('dialog', { name: catalanTitle }).waitFor();
      expect(new URL(page.url()).pathname).toBe(pathIn('ca', property));
      await waitForIsland(page, 'header');
      await page.locator('header a[hreflang="en-GB"]').evaluate((link: HTMLAnchorElement) => link.click());
      await page.waitForURL(`${server.url}${pathIn('en', property)}`);
      await page.getByRole('dialog', { name: english }).waitFor();
      await waitForIsland(page, 'portfolio');
      await page.keyboard.press('Escape');
      await page.waitForURL(`${server.url}/en/`);
      await page.locator('header a[hreflang="ca-ES"]').click();
      await page.waitForURL(`${server.url}/ca/`);
    } finally {
      await browser.close();
    }
  });

  it('remembers the chosen language only with functional consent', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      await page.goto(`${server.url}/`);
      await waitForIsland(page, 'header');
      await page.locator('header a[hreflang="en-GB"]').click();
      await page.waitForURL(`${server.url}/en/`);
      expect(await page.evaluate(() => localStorage.getItem('site_language'))).toBeNull();
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('cookie_consent')!);
        localStorage.setItem('cookie_consent', JSON.stringify({ ...stored, functional: true }));
      });
      await waitForIsland(page, 'header');
      await page.locator('header a[hreflang="ca-ES"]').click();
      await page.waitForURL(`${server.url}/ca/`);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('site_language')))!)).toMatchObject({
        locale: 'ca',
      });
    } finally {
      await browser.close();
    }
  });

  it('serves the reset-password page in the language of its address', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      for (const [url, lang, title, mismatch] of [
        ['/en/reset-password?token=abc', 'en-GB', 'New password', 'The passwords do not match'],
        ['/ca/reset-password?token=abc', 'ca-ES', 'Contrasenya nova', 'Les contrasenyes no coincideixen'],
      ] as const) {
        await page.goto(`${server.url}${url}`);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.locator('input[name="new_password"]').fill('secreto-largo');
        await page.locator('input[name="confirm_password"]').fill('otro-distinto');
        await page.locator('button[type="submit"]').click();
        await page.getByText(mismatch).waitFor();
      }
      const response = await fetch(`${server.url}/en/reset-password`);
      expect(response.headers.get('content-language')).toBe('en-GB');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    } finally {
      await browser.close();
    }
  });

  it('has no serious or critical axe violations on /en/, /ca/ and their other pages', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      for (const url of [
        '/en/',
        '/ca/',
        pathIn('en', properties[0]!),
        '/ca/privacitat',
        '/en/cookies',
        '/en/no-such-page',
      ]) {
        await page.goto(`${server.url}${url}`);
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        expect(
          violations.map((v) => `${url}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
});
