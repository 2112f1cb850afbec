import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MenuItemDto } from '#shared/api/api-types.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { pickedUp } from './support/dnd';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const menuOnServer = async () => (await (await fetch(`${server.url}/api/menu`)).json()) as MenuItemDto[];
const publicHome = async () => (await fetch(`${server.url}/`)).text();

beforeAll(async () => {
  server = await startServer({ name: 'admin-site' });
  browser = await launchBrowser();
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('site texts', () => {
  it('edits a text, shows the saved value while the draft differs, and publishes it on /', async () => {
    await page.goto(`${server.url}/cms/content`);
    const card = page.locator('[data-content-key="hero_title"]');
    await card.getByRole('textbox').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const saved = await card.getByRole('textbox').inputValue();
    const save = card.getByRole('button', { name: 'Guardar' });
    expect(await save.isDisabled()).toBe(true);

    await card.getByRole('textbox').fill('Texto descartado');
    await card.getByText('Valor guardado:').waitFor();
    await card.getByRole('button', { name: 'Cancelar' }).click();
    expect(await card.getByRole('textbox').inputValue()).toBe(saved);
    expect(await card.getByText('Valor guardado:').count()).toBe(0);

    await card.getByRole('textbox').fill('Hogares renovados en el corazón de Barcelona');
    await save.click();
    await page.getByText('«Título principal» guardado').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await publicHome()).toContain('Hogares renovados en el corazón de Barcelona');

    const preview = page.getByRole('link', { name: /Vista previa/ });
    expect(await preview.getAttribute('href')).toBe('/');
    expect(await preview.getAttribute('target')).toBe('_blank');
  });

  it('refuses an IBAN with wrong check digits', async () => {
    // The company details are one form with one save (docs/product.md#company-details).
    const form = page.getByRole('form', { name: 'Datos de la empresa' });
    const field = page.locator('#field-bank_iban');
    await field.getByRole('textbox').fill('ES00 2100 0418 4502 0005 1332');
    await field.getByText('IBAN no válido').waitFor();
    const save = form.getByRole('button', { name: 'Guardar datos de la empresa' });
    expect(await save.isDisabled()).toBe(true);
    await field.getByRole('textbox').fill('ES91 2100 0418 4502 0005 1332');
    await save.click();
    await page.getByText(/^Datos de la empresa guardados/).waitFor();
  });
});

describe('menu', () => {
  async function addItem(label: string, href: string, active = true) {
    await page.getByRole('button', { name: 'Nuevo elemento' }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Nuevo elemento' }) });
    await form.getByRole('textbox', { name: 'Etiqueta', exact: true }).fill(label);
    await form.getByRole('textbox', { name: 'Enlace' }).fill(href);
    if (!active) await form.getByLabel(/Activo/).uncheck();
    await form.getByRole('button', { name: 'Agregar elemento' }).click();
    await page.getByTestId('menu-row').filter({ hasText: label }).waitFor();
    await form.waitFor({ state: 'detached' });
  }

  it('builds a menu, reorders it by dragging, and shows the active items in the header of /', async () => {
    await page.goto(`${server.url}/cms/menu`);
    await page.getByText('No hay elementos en el menú').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nuevo elemento' }).click();
    await page.getByRole('button', { name: 'Agregar elemento' }).click();
    await page.getByText('La etiqueta es obligatoria').waitFor();
    await page.getByRole('textbox', { name: 'Etiqueta', exact: true }).fill('Peligro');
    await page.getByRole('textbox', { name: 'Enlace' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Agregar elemento' }).click();
    await page.getByText('El enlace debe empezar por #, / o http(s)://').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await addItem('Propiedades', '#propiedades');
    await addItem('Blog', 'https://blog.casanova.test/');
    await addItem('Oculto', '/oculto', false);
    expect(await page.getByTestId('menu-row').filter({ hasText: 'Oculto' }).getByText('Inactivo').count()).toBe(1);
    const preview = page.getByRole('region', { name: 'Vista previa' });
    await preview.getByText('Blog').waitFor();
    expect(await preview.getByText('Oculto').count()).toBe(0);

    // Blog to the top by keyboard: order renumbered from 1 and saved at once.
    const rowHeight = (await page.getByTestId('menu-row').first().boundingBox())!.height;
    await page.getByRole('button', { name: 'Mover Blog' }).focus();
    await page.keyboard.press('Space');
    await pickedUp(page);
    for (let i = 0; i < Math.ceil(rowHeight / 25) + 1; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await menuOnServer()).map((i) => `${i.order}:${i.label}`))
      .toEqual(['1:Blog', '2:Propiedades', '3:Oculto']);

    const header = (await publicHome()).split('</header>')[0]!;
    expect(header).toContain('Blog');
    expect(header).toContain('Propiedades');
    expect(header).not.toContain('Oculto');
  });

  it('edits and deletes an item after confirming', async () => {
    await page
      .getByTestId('menu-row')
      .filter({ hasText: 'Oculto' })
      .getByRole('button', { name: 'Editar', exact: true })
      .click();
    await page.getByLabel(/Activo/).check();
    await page.getByRole('textbox', { name: 'Etiqueta', exact: true }).fill('Contacto');
    await page.getByRole('textbox', { name: 'Enlace' }).fill('#contacto');
    await page.getByRole('button', { name: 'Actualizar elemento' }).click();
    await page.getByTestId('menu-row').filter({ hasText: 'Contacto' }).getByText('Activo').waitFor();
    // The form closes once the server saved (the row shows the change before): until then the list below it moves up
    // when it goes, and a click aimed at a row's button lands on another place.
    await page.getByRole('button', { name: 'Actualizar elemento' }).waitFor({ state: 'detached' });

    await page
      .getByTestId('menu-row')
      .filter({ hasText: 'Propiedades' })
      .getByRole('button', { name: 'Eliminar', exact: true })
      .click();
    await page.getByRole('dialog').getByText('¿Estás seguro de que quieres eliminar este elemento del menú?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(async () => (await menuOnServer()).map((i) => i.label)).toEqual(['Blog', 'Contacto']);
  });
});
