// The Portales section in a real browser, on a phone: each portal's state with the fields it misses (reached by
// keyboard), "Completar desde el Catastro" taking one field only (against a local server serving the cadastre's
// sample answer), the Kyero feed served, and the dashboard's portal panel; no serious accessibility violation.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, adminToken, freePort, ROOT, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let cadastre: http.Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const SAMPLE = fs.readFileSync(
  path.join(ROOT, 'src/server/features/portals/catastro/fixtures/dnprc_2749704YJ0624N0001DI.json'),
  'utf8',
);

async function openForm(title: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/cms/properties`);
  const row = page.getByTestId('property-row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByRole('heading', { name: 'Editar Propiedad' }).waitFor();
  // The form itself on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
}

const portalItem = (name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('switch', { name: `Publicar en ${name}` }) });

beforeAll(async () => {
  const port = await freePort();
  cadastre = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(SAMPLE);
  });
  await new Promise<void>((resolve) => cadastre.listen(port, '127.0.0.1', resolve));
  server = await startServer({
    name: 'portals',
    env: { SEED_DEMO: 'true', CATASTRO_URL: `http://127.0.0.1:${port}/json` },
  });
  const token = await adminToken(server.url);
  const created = await fetch(`${server.url}/api/cms/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Piso sin certificado en Sants',
      description: 'Reformado.',
      address: 'Carrer de Sants 100',
      neighborhood: 'Sants',
      property_type: 'piso',
      status: 'vendiendo',
      bedrooms: 2,
      bathrooms: 1,
      size_m2: 70,
      price: 280000,
      cadastral_reference: '9872023VH5797S0001WX',
      publish_to_kyero: true,
      start_date: new Date().toISOString(),
    }),
  });
  expect(created.status).toBe(201);
  browser = await launchBrowser();
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => cadastre?.close(resolve));
});

describe('the Portales section', () => {
  it('shows a listed demo home published on Kyero, and the portals this server is not set up for', async () => {
    await openForm('Piso reformado con balcón en Gràcia');
    await portalItem('Kyero').getByText('Publicada').waitFor();
    await portalItem('idealista').getByText('No se publica').waitFor();
    await portalItem('idealista')
      .getByText(/idealista no está configurado/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const feed = await fetch(`${server.url}/feeds/kyero.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('Piso reformado con balcón en Gràcia');
  });

  it('names what keeps a home off Kyero and takes the owner to that field by keyboard', async () => {
    await openForm('Piso sin certificado en Sants');
    const kyero = portalItem('Kyero');
    await kyero.getByText('No se publica').waitFor();
    const goTo = kyero.getByRole('button', { name: 'Ir a «Certificado energético»' });
    await goTo.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name))
      .toBe('energy_rating');
  });

  it('takes the built area from the cadastre, only that field, and saves it with the form', async () => {
    await page.getByRole('button', { name: 'Completar desde el Catastro' }).click();
    await page.getByText(/uso: Residencial/).waitFor();
    await page.getByRole('button', { name: 'Usar superficie construida (m²) del Catastro' }).click();
    expect(await page.getByLabel('Superficie construida (m²)').inputValue()).toBe('94');
    expect(await page.getByRole('textbox', { name: 'Dirección' }).inputValue()).toBe('Carrer de Sants 100');
    await page.getByRole('button', { name: 'Actualizar Propiedad' }).click();
    await page.getByText('Propiedad actualizada').waitFor();
    const list = (await (await fetch(`${server.url}/api/properties`)).json()) as PropertyDto[];
    const saved = list.find((property) => property.title === 'Piso sin certificado en Sants')!;
    expect(saved).toMatchObject({ built_area_m2: 94, address: 'Carrer de Sants 100' });
  });

  it('lists the portals on the dashboard', async () => {
    await page.goto(`${server.url}/cms`);
    const panel = page.getByRole('region', { name: /^Portales/ });
    await panel.getByText(/propiedades en el último feed/).waitFor();
    await panel.getByText('Sin configurar (ver «Portales» en el README).').first().waitFor();
  });
});
