import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import { launchBrowser } from './support/browser';
import { apiProperties, collectConsoleProblems, presetConsent, waitForIsland } from './support/public-site';
import { ADMIN_PASSWORD, adminToken, startServer, type RunningServer } from './support/server';

// The property page a buyer expects (docs/product.md §3.1): actions above the gallery on a phone, sharing,
// the before/after slider, the plain "en trámite" and the information sheet.

let server: RunningServer;
let properties: PropertyDto[];
const pathOf = (p: PropertyDto) => `/propiedades/${p.id}-${p.slug}`;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'true' }, name: 'property-listing' });
  properties = await apiProperties(server.url);
});

afterAll(async () => {
  await server?.stop();
});

describe('property page', () => {
  it('puts ask, call, WhatsApp and share within the first screen of a phone, and shares without the Web Share API', async () => {
    const browser = await launchBrowser({ viewport: PHONE });
    try {
      const { page, context } = browser;
      const problems = collectConsoleProblems(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      // As on a desktop browser without navigator.share: the fallbacks must appear.
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await presetConsent(page, { marketing: false });
      const property = properties.find((p) => p.status === 'vendiendo')!;
      await page.goto(`${server.url}${pathOf(property)}`);
      const actions = page.getByRole('group', { name: 'Contactar y compartir' });
      const ask = actions.getByRole('button', { name: 'Me Interesa Esta Propiedad' });
      await ask.waitFor();
      await waitForIsland(page, 'portfolio');
      const box = (await ask.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await actions.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe('tel:+34931234567');
      expect(await actions.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/34931234567\?text=/,
      );

      await actions.getByRole('button', { name: 'Compartir' }).click();
      const whatsapp = actions.getByRole('link', { name: 'Enviar por WhatsApp' });
      expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(`${server.url}${pathOf(property)}`);
      await actions.getByRole('button', { name: 'Copiar enlace' }).click();
      await actions.getByRole('button', { name: 'Enlace copiado' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${pathOf(property)}`);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('compares before and after with a keyboard-operable slider, says "en trámite" plainly and links the sheet', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      const property = properties.find(
        (p) =>
          p.images.some((i) => i.is_before) && p.images.some((i) => i.is_after) && p.energy_rating === 'en_tramite',
      )!;
      await page.goto(`${server.url}${pathOf(property)}`);
      // Keys pressed before the island listens are lost.
      await waitForIsland(page, 'portfolio');
      const slider = page.getByRole('slider', { name: 'Antes / Después' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await slider.inputValue()).toBe('60');
      await page.keyboard.press('Home');
      expect(await slider.inputValue()).toBe('0');

      await page.getByText('Calificación energética: en trámite', { exact: true }).waitFor();
      const sheet = page.getByRole('link', { name: 'Ficha informativa (PDF)' });
      const href = (await sheet.getAttribute('href'))!;
      expect(href).toBe(`/api/properties/${property.id}/information-sheet?lang=es`);
      const pdf = await fetch(`${server.url}${href}`);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    } finally {
      await browser.close();
    }
  });

  it('estimates the ITP of the day on the page, the same before and after hydration, and says which area it shows', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      const problems = collectConsoleProblems(page);
      await presetConsent(page, { marketing: false });
      const property = properties.find((p) => p.status === 'vendiendo')!;
      const token = await adminToken(server.url, ADMIN_PASSWORD);
      const updated = await fetch(`${server.url}/api/cms/properties/${property.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...property, price: 850_000, is_new_build: false, size_m2_kind: 'built' }),
      });
      expect(updated.status).toBe(200);
      await page.goto(`${server.url}${pathOf(property)}`);
      await waitForIsland(page, 'portfolio');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('87.500 €', { exact: true }).waitFor();
      await dialog.getByText(/Decret llei 5\/2025, vigente desde el 27 de junio de 2025/).waitFor();
      await dialog.getByText(`${property.size_m2} m² construidos`.replace('.', ',')).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows no slider where a property lacks a before or an after picture', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      const property = properties.find((p) => !p.images.some((i) => i.is_before))!;
      await page.goto(`${server.url}${pathOf(property)}`);
      await page.getByRole('group', { name: 'Contactar y compartir' }).waitFor();
      expect(await page.getByRole('slider', { name: 'Antes / Después' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
