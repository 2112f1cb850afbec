import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SETUP_CHECK_IDS } from '#shared/site/setup-checklist.ts';
import { COMPLETE_COMPANY } from '#shared/test/contract-fixtures.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { adminApi, storeContent, type AdminApi } from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

// The dashboard's first-run checklist on a fresh install (SEED_DEMO=false), the energy-label warning of a
// property on sale without a rating, and the recent contacts table at 1440 px (docs/product.md §4).

const WIDE = { width: 1440, height: 900 };

let server: RunningServer;
let api: AdminApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const checklist = () => page.getByRole('region', { name: 'Puesta en marcha' });
const check = (label: string): Locator => checklist().getByRole('listitem').filter({ hasText: label });

async function openDashboard() {
  await page.goto(`${server.url}/cms`);
  await checklist().waitFor();
}

beforeAll(async () => {
  server = await startServer({ name: 'setup-checklist' });
  api = await adminApi(server.url);
  await api('POST', '/api/cms/properties', {
    title: 'Piso en venta sin etiqueta',
    description: 'Vivienda reformada',
    address: 'Carrer de Mallorca 1',
    neighborhood: 'Eixample',
    property_type: 'piso',
    status: 'vendiendo',
    bedrooms: 2,
    bathrooms: 1,
    size_m2: 70,
    start_date: new Date().toISOString(),
  });
  const contact = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bartolomé Ferrer i Castellví de la Torre',
      email: 'una.direccion.de.correo.bastante.larga@dominio-muy-largo.example.com',
      phone: '612345678',
      message: 'Me interesa mucho el piso. '.repeat(20),
    }),
  });
  expect(contact.status).toBeLessThan(300);
  browser = await launchBrowser({ viewport: WIDE });
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first-run checklist', () => {
  it('lists what is missing before the company can sign and collect safely', async () => {
    await openDashboard();
    await checklist()
      .getByText(new RegExp(`^\\d+ de ${SETUP_CHECK_IDS.length} completados$`))
      .waitFor();
    await check('Sello electrónico de la empresa')
      .getByText(/conviene obtener un sello electrónico cualificado/)
      .waitFor();
    // The setting behind it is for the installer, on a secondary line of its own.
    await check('Sello electrónico de la empresa')
      .getByText(/^Detalle técnico: .*SEAL_P12_PATH/)
      .waitFor();
    await check('Fecha garantizada de los contratos firmados')
      .getByText(/reloj de este servidor.*cualificado/)
      .waitFor();
    await check('Razón social, CIF y domicilio social')
      .getByText('Falta: Razón social, CIF/NIF, Domicilio social.')
      .waitFor();
    await check('Representante legal y su DNI/NIE')
      .getByText('Falta: Representante legal, DNI/NIE del representante.')
      .waitFor();
    await check('Datos del Registro Mercantil')
      .getByText(/^Falta: Registro Mercantil de/)
      .waitFor();
    await check('Cuenta bancaria: IBAN, banco y BIC').getByText('Falta: IBAN, Banco, BIC/SWIFT.').waitFor();
    await check('Envío de correos')
      .getByText(
        /Pide a la persona que instaló la web que configure el correo de salida antes de poner la web en marcha\.$/,
      )
      .waitFor();
    await check('Dirección pública de la web')
      .getByText(/los enlaces de firma y de pago que reciben los compradores no se abrirán/)
      .waitFor();
    await check('Copia de seguridad de las últimas 24 horas')
      .getByText(/Todavía no se ha hecho ninguna copia/)
      .waitFor();
    await check('Certificado energético de las propiedades en venta')
      .getByText(/^Hay 1 propiedad En Venta sin certificado energético/)
      .waitFor();
    // The embedded database keeps its generated secret with the data; the administrator has an email (ADMIN_EMAIL).
    await check('Protección de los inicios de sesión')
      .getByText('Protección de los inicios de sesión: hecho')
      .waitFor();
    await check('Email del administrador').getByText('Email del administrador: hecho').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('ticks the company checks once the details are filled in', async () => {
    await storeContent(api, COMPLETE_COMPANY);
    await openDashboard();
    for (const label of [
      'Razón social, CIF y domicilio social',
      'Representante legal y su DNI/NIE',
      'Datos del Registro Mercantil',
      'Cuenta bancaria: IBAN, banco y BIC',
    ]) {
      await check(label).getByText(`${label}: hecho`).waitFor();
    }
  });

  it('links to the properties, where the one on sale without a rating carries a warning, also in its form', async () => {
    await check('Certificado energético de las propiedades en venta')
      .getByRole('link', { name: 'Revisar las propiedades' })
      .click();
    await page.getByRole('heading', { name: 'Propiedades' }).waitFor();
    const row = page.getByTestId('property-row').filter({ hasText: 'Piso en venta sin etiqueta' });
    await row.getByText('Sin certificado energético').waitFor();
    await row.getByRole('button', { name: 'Editar', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'el RD 390/2021 exige indicar la calificación energética' })
      .waitFor();
    await page.getByLabel('Certificado energético').selectOption('C');
    expect(await page.getByRole('status').filter({ hasText: 'RD 390/2021' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Actualizar Propiedad' }).click();
    await page.getByTestId('property-row').filter({ hasText: 'Piso en venta sin etiqueta' }).waitFor();
    expect(await page.getByText('Sin certificado energético').count()).toBe(0);
    await openDashboard();
    await check('Certificado energético de las propiedades en venta')
      .getByText(/: hecho$/)
      .waitFor();
  });
});

describe('recent contacts at 1440 px', () => {
  it('shows the whole date of a contact with a long email and message', async () => {
    const table = page.getByRole('region', { name: 'Contactos recientes' });
    const date = table.getByRole('cell').last();
    await date.waitFor();
    expect(await date.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    const scroller = table.locator('div.overflow-x-auto');
    const fits = await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const cell = (await date.boundingBox())!;
    const box = (await table.boundingBox())!;
    expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width);
    const clipped = await date.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(false);
  });
});
