import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMPANY } from '#shared/test/contract-fixtures.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { adminApi, contractAwaitingBuyers, recordLowRisks, storeContent, type AdminApi } from './support/contracts-api';
import { startServer, type RunningServer } from './support/server';
import { drawSignature } from './support/signature';

// The buyer's identification under Ley 10/2010 on the signing page (docs/product.md §5.7): on an arras contract
// the identity document and the declarations come before the signature pad; on a reservation they are offered.

const ANA = {
  name: 'Ana García López',
  email: 'ana@example.com',
  dni: '12345678Z',
  address: 'Calle Mayor 1, 08001 Barcelona',
};
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let api: AdminApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ name: 'buyer-due-diligence' });
  api = await adminApi(server.url);
  await storeContent(api, COMPANY);
  // The owners' decision (docs/product.md §5.7): the buyer's file before arras, as the checklist recommends.
  await api('PUT', '/api/cms/settings', { buyer_file_required_arras: true });
  browser = await launchBrowser({ viewport: PHONE });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('the buyer’s identification on the signing page', () => {
  it('on an arras contract: the buyer uploads their document and declarations on a phone, then signs', async () => {
    const contract = await contractAwaitingBuyers(api, 'arras_penitenciales', [ANA]);
    await page.goto(contract.buyers[0]!.signing_url);
    await page.getByRole('heading', { name: 'Identificación del comprador' }).waitFor();
    await page.getByText('Completa este paso antes de firmar.').waitFor();
    await page
      .getByText('Podrás firmar cuando hayas subido tu documento de identidad y guardado tus declaraciones.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Firmar Contrato' }).count()).toBe(0);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // Saving with nothing filled in says what is missing, out loud, and puts the focus on the first question.
    await page.getByRole('button', { name: 'Guardar declaraciones' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Revisa los campos marcados: falta información obligatoria.' })
      .waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'acts_on_own_behalf',
    );
    expect(await seriousViolations(page)).toEqual([]);

    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c8d4e0' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Añadir foto o PDF del documento')
      .setInputFiles({ name: 'dni-anverso.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Documento «dni-anverso.jpg» recibido.').waitFor();
    // One photo of a DNI is one side: the page asks for the back (docs/product.md#identified-buyers).
    await page.getByText(/^Falta la otra cara del documento/).waitFor();
    await page
      .getByLabel('Añadir foto o PDF del documento')
      .setInputFiles({ name: 'dni-reverso.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Documento «dni-reverso.jpg» recibido.').waitFor();

    // Keyboard: the answers are radio groups and fields reached with Tab and chosen with Space.
    await page.getByRole('radiogroup', { name: '¿Compras en tu propio nombre?' }).getByLabel('Sí').focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('radiogroup', { name: /cargo público importante/ })
      .getByLabel('No')
      .check();
    await page.getByLabel(/^Profesión o actividad/).fill('Ingeniera de caminos');
    await page.getByLabel(/^Origen de los fondos de la compra/).selectOption('property_sale');
    await page.getByLabel(/^Explica brevemente el origen de los fondos/).fill('Venta de un piso en Girona en 2024');
    await page.getByRole('button', { name: 'Guardar declaraciones' }).click();
    await page.getByText('Declaraciones guardadas.').waitFor();
    // The file comes before the bond: the company assesses it before the buyer signs (docs/product.md#file-before-bond).
    await page
      .getByText('La empresa está revisando tu documentación; te avisaremos por correo cuando puedas firmar.')
      .waitFor();
    await recordLowRisks(api, contract);
    await page.reload();
    await page.getByText('Identificación completa. Ya puedes firmar.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Guardar Firma' }).waitFor();
    await drawSignature(page);
    await page.getByRole('button', { name: 'Guardar Firma' }).click();
    await page.getByRole('button', { name: 'Firmar Contrato' }).click();
    await page.getByText('Contrato firmado exitosamente! Todos los compradores han completado la firma.').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);

    // The owners' view has it all, recorded as read.
    const file = await api<{
      complete: boolean;
      declarations: { occupation: string; funds_origin_details: string };
      documents: unknown[];
    }>('GET', `/api/cms/contracts/${contract.id}/buyers/${contract.buyers[0]!.id}/buyer-file`);
    expect(file).toMatchObject({
      complete: true,
      declarations: { occupation: 'Ingeniera de caminos', funds_origin_details: 'Venta de un piso en Girona en 2024' },
    });
    expect(file.documents).toHaveLength(2);
  });

  it('on a reservation: the page offers it and the signature pad is there at once', async () => {
    const contract = await contractAwaitingBuyers(api, 'reserva_no_condicionada', [ANA]);
    await page.goto(contract.buyers[0]!.signing_url);
    await page
      .getByText('Este paso es opcional para este contrato: puedes completarlo ahora o firmar directamente.')
      .waitFor();
    await page.getByRole('button', { name: 'Guardar Firma' }).waitFor();
    expect(await page.getByRole('button', { name: 'Firmar Contrato' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
