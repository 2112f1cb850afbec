import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

async function sendContact(body: Record<string, string>) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

const shownNames = () =>
  page.getByTestId('contact-item').evaluateAll((items) => items.map((i) => i.querySelector('span span')?.textContent));

beforeAll(async () => {
  server = await startServer({ name: 'admin-contacts' });
  await sendContact({
    name: 'Marta Soler',
    email: 'marta@example.com',
    phone: '612345678',
    message: 'Me interesa el ático de Gràcia, ¿sigue disponible?',
    interested_property: 'Ático en Gràcia',
  });
  await sendContact({
    name: 'Bernat Puig',
    email: 'bernat@example.com',
    phone: '+34 712 345 678',
    message: 'Quiero vender mi piso en Sants.',
  });
  await sendContact({
    name: '=HYPERLINK("http://evil")',
    email: 'evil@example.com',
    phone: '612000111',
    message: '<img src=x onerror=alert(1)> hola, "amigos"\nsegunda línea',
  });
  browser = await launchBrowser();
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contacts', () => {
  it('shows the five most recent on the dashboard', async () => {
    await page.goto(`${server.url}/cms`);
    const recent = page.getByRole('region', { name: 'Contactos recientes' });
    await recent.getByText('Marta Soler').waitFor();
    expect(await recent.getByRole('row').count()).toBe(4);
    const system = page.getByRole('region', { name: 'Sistema' });
    await system.getByText('1.0.0').waitFor();
    await system.getByText('Activo').waitFor();
    await system.getByText('Nunca').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('searches, filters and sorts, with the counters', async () => {
    await page.goto(`${server.url}/cms/contacts`);
    await page.getByTestId('contact-item').nth(2).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await shownNames()).toEqual(['=HYPERLINK("http://evil")', 'Bernat Puig', 'Marta Soler']);

    await page.getByLabel('Buscar').fill('SANTS');
    await expect.poll(shownNames).toEqual(['Bernat Puig']);
    await page.getByLabel('Buscar').fill('MARTA@');
    await expect.poll(shownNames).toEqual(['Marta Soler']);
    await page.getByLabel('Buscar').fill('');

    await page.getByLabel('Filtrar').selectOption('with_property');
    await expect.poll(shownNames).toEqual(['Marta Soler']);
    await page.getByLabel('Filtrar').selectOption('without_property');
    await expect.poll(shownNames).toEqual(['=HYPERLINK("http://evil")', 'Bernat Puig']);
    const filtered = page.locator('div', { has: page.getByText('Filtrados', { exact: true }) }).last();
    expect(await filtered.innerText()).toContain('2');
    await page.getByLabel('Filtrar').selectOption('all');

    await page.getByLabel('Ordenar').selectOption('oldest');
    await expect.poll(shownNames).toEqual(['Marta Soler', 'Bernat Puig', '=HYPERLINK("http://evil")']);
    await page.getByLabel('Ordenar').selectOption('name');
    await expect.poll(shownNames).toEqual(['=HYPERLINK("http://evil")', 'Bernat Puig', 'Marta Soler']);
  });

  it('shows the detail as text and prepares a reply', async () => {
    await page.getByTestId('contact-item').filter({ hasText: 'evil@example.com' }).click();
    const detail = page.getByRole('region', { name: 'Detalle del contacto' });
    await detail.getByText('<img src=x onerror=alert(1)> hola', { exact: false }).waitFor();
    expect(await detail.locator('img').count()).toBe(0);

    await page.getByTestId('contact-item').filter({ hasText: 'Marta Soler' }).click();
    await detail.getByText('Ático en Gràcia').waitFor();
    const href = (await detail.getByRole('link', { name: 'Responder por Email' }).getAttribute('href'))!;
    expect(href.startsWith('mailto:marta@example.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toContain('Re:');
    expect(params.get('body')).toMatch(/^Hola Marta Soler,/);
    expect(await detail.getByRole('link', { name: '612345678' }).getAttribute('href')).toBe('tel:612345678');
  });

  it('exports the filtered rows as CSV', async () => {
    await page.getByLabel('Filtrar').selectOption('without_property');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contactos-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Nombre,Email,Teléfono,Mensaje,Propiedad de Interés,Fecha');
    expect(text).not.toContain('Marta Soler');
    expect(text).toContain(
      '"\'=HYPERLINK(""http://evil"")",evil@example.com,612000111,"<img src=x onerror=alert(1)> hola, ""amigos""\nsegunda línea",N/A,',
    );
    expect(text).toMatch(
      /Bernat Puig,bernat@example.com,\+34 712 345 678|Bernat Puig,bernat@example.com,'\+34 712 345 678/,
    );
    expect(lines.at(-1)).toBe('');
  });

  it('deletes a contact after confirming', async () => {
    await page.getByLabel('Filtrar').selectOption('all');
    await page.getByTestId('contact-item').filter({ hasText: 'Bernat Puig' }).click();
    await page.getByRole('button', { name: 'Eliminar Contacto' }).click();
    await page.getByRole('dialog').getByText('¿Estás seguro de que quieres eliminar este contacto?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Contacto eliminado').waitFor();
    await expect.poll(() => page.getByTestId('contact-item').count()).toBe(2);
  });
});
