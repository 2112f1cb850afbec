import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { pickedUp } from './support/dnd';
import { ADMIN_PASSWORD, ROOT, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const photos: string[] = [];

/** A noisy photo: big enough that its upload and processing take a visible moment. */
async function makeJpeg(file: string, tint: number) {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 255 + tint) % 256;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
}

const listTitles = async () =>
  ((await (await fetch(`${server.url}/api/properties`)).json()) as PropertyDto[]).map((p) => p.title);

async function createByApi(title: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/cms/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      description: 'Vivienda reformada',
      address: 'Carrer de Mallorca 1',
      neighborhood: 'Eixample',
      property_type: 'piso',
      status: 'vendiendo',
      bedrooms: 2,
      bathrooms: 1,
      size_m2: 70,
      start_date: new Date().toISOString(),
    }),
  });
  expect(response.status).toBe(201);
}

async function keyboardDrag(
  handle: Locator,
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight',
  presses: number,
) {
  await handle.focus();
  await page.keyboard.press('Space');
  await pickedUp(page);
  for (let i = 0; i < presses; i++) await page.keyboard.press(key);
  await page.keyboard.press('Space');
}

async function mouseDrag(handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const y = from.y + from.height / 2 + ((to.y + to.height * 0.75 - from.y - from.height / 2) * i) / steps;
    await page.mouse.move(from.x + from.width / 2, y);
  }
  await page.mouse.up();
}

beforeAll(async () => {
  server = await startServer({ name: 'admin-properties' });
  const dir = path.join(ROOT, '.tmp', 'e2e-photos');
  fs.mkdirSync(dir, { recursive: true });
  for (const [index, tint] of [0, 90].entries()) {
    const file = path.join(dir, `foto-${index + 1}.jpg`);
    await makeJpeg(file, tint);
    photos.push(file);
  }
  browser = await launchBrowser();
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('properties', () => {
  it('creates a property with two uploaded images, reordered by keyboard', async () => {
    await page.goto(`${server.url}/cms/properties`);
    await page.getByRole('button', { name: 'Nueva Propiedad', exact: true }).click();
    await page.getByRole('heading', { name: 'Nueva Propiedad' }).waitFor();
    expect(await page.getByLabel('Habitaciones').inputValue()).toBe('1');
    expect(await page.getByLabel('Baños').inputValue()).toBe('1');
    expect(await page.getByLabel('Superficie (m²)').inputValue()).toBe('50');
    expect(await page.getByLabel('Fecha de Venta').count()).toBe(0);

    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await page.getByText('Título es obligatorio').waitFor();
    await page.getByText('Barrio es obligatorio').waitFor();

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Piso luminoso en Gràcia');
    await page
      .getByRole('textbox', { name: 'Descripción', exact: true })
      .fill('Reforma integral con materiales de calidad.');
    await page.getByLabel('Dirección').fill('Carrer de Verdi 12');
    await page.getByLabel('Barrio').fill('Gràcia');
    await page.getByLabel('Habitaciones').fill('0');
    await page.getByText('Habitaciones debe ser al menos 1').waitFor();
    await page.getByLabel('Habitaciones').fill('3');
    await page.getByLabel('Precio (€)').fill('325000');
    await page.getByLabel('Certificado energético').selectOption('C');

    await page.locator('input[type=file]').setInputFiles(photos);
    await page.getByRole('progressbar').first().waitFor();
    const cards = page.getByTestId('image-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const before = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-url')));
    await keyboardDrag(page.getByRole('button', { name: 'Mover imagen 2' }), 'ArrowLeft', 14);
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-url'))))
      .toEqual([before[1], before[0]]);
    await page.getByRole('textbox', { name: 'Descripción de la imagen 1', exact: true }).fill('Salón');
    await cards.first().getByRole('button', { name: 'Después' }).click();

    await page.getByLabel('URL del video').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Título (opcional)').fill('Recorrido');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Recorrido').waitFor();

    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await page.getByRole('heading', { name: 'Propiedades' }).waitFor();
    const row = page.getByTestId('property-row').filter({ hasText: 'Piso luminoso en Gràcia' });
    await row.waitFor();

    const [saved] = (await (await fetch(`${server.url}/api/properties`)).json()) as PropertyDto[];
    expect(saved).toMatchObject({
      bedrooms: 3,
      bathrooms: 1,
      size_m2: 50,
      price: 325000,
      energy_rating: 'C',
      property_type: 'piso',
      status: 'reformando',
    });
    expect(saved!.images).toHaveLength(2);
    expect(saved!.images[0]).toMatchObject({ caption: 'Salón', is_after: true, order: 1 });
    expect(saved!.videos).toEqual([
      expect.objectContaining({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Recorrido' }),
    ]);
    expect(saved!.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(saved!.completion_date).toBeNull();
  });

  it('reorders rows by mouse drag and by keyboard', async () => {
    await createByApi('Casa en Sarrià');
    await createByApi('Ático en Poblenou');
    await page.reload();
    await page.getByTestId('property-row').nth(2).waitFor();
    expect(await listTitles()).toEqual(['Piso luminoso en Gràcia', 'Casa en Sarrià', 'Ático en Poblenou']);
    expect(await seriousViolations(page)).toEqual([]);

    await mouseDrag(
      page.getByRole('button', { name: 'Mover Ático en Poblenou' }),
      page.getByTestId('property-row').first(),
    );
    await expect.poll(listTitles).toEqual(['Ático en Poblenou', 'Piso luminoso en Gràcia', 'Casa en Sarrià']);

    const rowHeight = (await page.getByTestId('property-row').first().boundingBox())!.height;
    await keyboardDrag(
      page.getByRole('button', { name: 'Mover Ático en Poblenou' }),
      'ArrowDown',
      Math.ceil((rowHeight * 2) / 25) + 1,
    );
    await expect.poll(listTitles).toEqual(['Piso luminoso en Gràcia', 'Casa en Sarrià', 'Ático en Poblenou']);

    await page.reload();
    await page.getByTestId('property-row').nth(2).waitFor();
    const shown = await page
      .getByTestId('property-row')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('p')?.textContent));
    expect(shown).toEqual(['Piso luminoso en Gràcia', 'Casa en Sarrià', 'Ático en Poblenou']);
  });

  it('edits a property: the sale date appears only for a sold one', async () => {
    const row = page.getByTestId('property-row').filter({ hasText: 'Casa en Sarrià' });
    // The button's name is the spec's word; which property it edits is its description.
    const edit = row.getByRole('button', { name: 'Editar', exact: true });
    expect(await edit.getAttribute('aria-describedby')).toBeTruthy();
    await edit.click();
    await page.getByRole('heading', { name: 'Editar Propiedad' }).waitFor();
    expect(await page.getByLabel('Fecha de Venta').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Casa con jardín en Sarrià');
    await page.getByLabel('Estado').selectOption('vendido');
    await page.getByLabel('Fecha de Venta').fill('2026-10-05');
    await page.getByRole('button', { name: 'Actualizar Propiedad' }).click();
    await page.getByTestId('property-row').filter({ hasText: 'Casa con jardín en Sarrià' }).waitFor();
    const list = (await (await fetch(`${server.url}/api/properties`)).json()) as PropertyDto[];
    const edited = list.find((p) => p.title === 'Casa con jardín en Sarrià')!;
    expect(edited.status).toBe('vendido');
    expect(edited.completion_date?.slice(0, 10)).toBe('2026-10-05');
    expect(edited.order).toBe(2);
  });

  it('deletes a property only after confirming', async () => {
    const remove = page
      .getByTestId('property-row')
      .filter({ hasText: 'Ático en Poblenou' })
      .getByRole('button', { name: 'Eliminar', exact: true });
    await remove.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¿Estás seguro de que quieres eliminar esta propiedad?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await listTitles()).toContain('Ático en Poblenou');

    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Propiedad eliminada').waitFor();
    await expect.poll(listTitles).toEqual(['Piso luminoso en Gràcia', 'Casa con jardín en Sarrià']);
    await expect.poll(() => page.getByTestId('property-row').count()).toBe(2);
  });
});
