import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, adminToken, startServer, type RunningServer } from './support/server';

// Translated content in the admin area (docs/product.md §11.2): ES / CA / EN tabs, "Falta CA/EN" badges.

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ name: 'admin-translations' });
  const response = await fetch(`${server.url}/api/cms/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(server.url)}` },
    body: JSON.stringify({
      title: 'Piso con terraza en Poblenou',
      description: 'Vivienda reformada cerca de la playa.',
      title_ca: 'Pis amb terrassa al Poblenou',
      description_ca: 'Habitatge reformat a prop de la platja.',
      address: 'Carrer de Pujades 10',
      neighborhood: 'Poblenou',
      property_type: 'piso',
      status: 'vendiendo',
      bedrooms: 2,
      bathrooms: 1,
      size_m2: 70,
      start_date: new Date().toISOString(),
    }),
  });
  expect(response.status).toBe(201);
  browser = await launchBrowser();
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const englishPortfolio = async () =>
  (await (await fetch(`${server.url}/api/properties?lang=en`)).json()) as PropertyDto[];

describe('property translations', () => {
  it('writes an English title and description in the EN tab, and the "Falta EN" badge goes away', async () => {
    await page.goto(`${server.url}/cms/properties`);
    const row = page.getByTestId('property-row').filter({ hasText: 'Piso con terraza en Poblenou' });
    await row.getByText('Falta EN').waitFor();
    expect(await row.getByText('Falta CA').count()).toBe(0);

    await row.getByRole('button', { name: 'Editar' }).click();
    const tabs = page.getByRole('tablist', { name: 'Idioma del título y la descripción' });
    await tabs.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const spanish = tabs.getByRole('tab', { name: /^ES/ });
    expect(await spanish.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(
      'Piso con terraza en Poblenou',
    );

    // Keyboard: arrows move between the tabs (one tab stop), and the panel follows.
    await spanish.focus();
    await page.keyboard.press('ArrowRight');
    const catalan = tabs.getByRole('tab', { name: /^CA/ });
    expect(await catalan.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Título en catalán' }).inputValue()).toBe(
      'Pis amb terrassa al Poblenou',
    );
    await page.keyboard.press('ArrowRight');
    const english = tabs.getByRole('tab', { name: /^EN/ });
    expect(await english.getAttribute('aria-selected')).toBe('true');
    expect(await english.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).count()).toBe(0);
    const panel = page.getByRole('tabpanel', { name: /^EN/ });
    await panel.getByText('Si lo dejas vacío se mostrará el texto en español.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Título en inglés' }).fill('Flat with a terrace in Poblenou');
    await page.getByRole('textbox', { name: 'Descripción en inglés' }).fill('Renovated home near the beach.');
    await page.getByRole('button', { name: 'Actualizar Propiedad' }).click();
    await page.getByRole('heading', { name: 'Propiedades' }).waitFor();

    await expect.poll(() => row.getByText('Falta EN').count()).toBe(0);
    expect(await row.getByText('Falta CA').count()).toBe(0);
    const [property] = await englishPortfolio();
    expect(property).toMatchObject({
      title: 'Flat with a terrace in Poblenou',
      description: 'Renovated home near the beach.',
    });
    expect(property!.title_ca).toBe('Pis amb terrassa al Poblenou');
    const spanishPortfolio = (await (await fetch(`${server.url}/api/properties`)).json()) as PropertyDto[];
    expect(spanishPortfolio[0]!.title).toBe('Piso con terraza en Poblenou');
  });
});

describe('property form errors', () => {
  it('marks the ES tab when its required fields are missing while another tab is shown', async () => {
    await page.goto(`${server.url}/cms/properties`);
    await page.getByRole('button', { name: 'Nueva Propiedad', exact: true }).click();
    const tabs = page.getByRole('tablist', { name: 'Idioma del título y la descripción' });
    await tabs.getByRole('tab', { name: /^EN/ }).click();
    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await tabs.getByRole('tab', { name: /^ES.*con errores/ }).waitFor();
    await tabs.getByRole('tab', { name: /^ES/ }).click();
    await page.getByText('Título es obligatorio').waitFor();
  });
});

describe('site text translations', () => {
  it('writes a text in the EN tab of its card, and the badge and the public English text follow', async () => {
    await page.goto(`${server.url}/cms/content`);
    const card = page.locator('[data-content-key="hero_subtitle"]');
    await card.getByText('Falta EN').waitFor();
    await card.getByText('Falta CA').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Company details are not translated: no tabs on their cards.
    expect(await page.locator('[data-content-key="bank_iban"]').getByRole('tablist').count()).toBe(0);

    await card.getByRole('tab', { name: /^EN/ }).click();
    await card
      .getByRole('textbox', { name: 'Subtítulo principal en inglés' })
      .fill('We buy, renovate and sell move-in ready flats');
    await card.getByText('Valor guardado:').waitFor();
    await card.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('«Subtítulo principal» guardado').waitFor();
    await expect.poll(() => card.getByText('Falta EN').count()).toBe(0);
    expect(await card.getByText('Falta CA').count()).toBe(1);

    const english = await (await fetch(`${server.url}/api/content?lang=en`)).json();
    expect(english.hero_subtitle).toBe('We buy, renovate and sell move-in ready flats');
    const catalan = await (await fetch(`${server.url}/api/content?lang=ca`)).json();
    const spanish = await (await fetch(`${server.url}/api/content`)).json();
    expect(catalan.hero_subtitle).toBe(spanish.hero_subtitle);
  });
});
