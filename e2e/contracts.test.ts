import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';
import { COMPANY, fullData } from '#shared/test/contract-fixtures.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { completeBuyerFile } from './support/contracts-api';
import { ADMIN_PASSWORD, adminToken, startServer, waitForMail, type RunningServer } from './support/server';
import { drawSignature } from './support/signature';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const BUYERS = [
  { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z', address: 'Calle Mayor 1, 08001 Barcelona' },
  {
    name: 'Isabel Ruiz Soler',
    email: 'isabel@example.com',
    dni: 'X1234567L',
    address: 'Carrer de Balmes 2, 08007 Barcelona',
  },
];

async function storeCompanyDetails(url: string) {
  const access_token = await adminToken(url);
  for (const [key, content] of Object.entries({ ...COMPANY, bank_bic: 'CAIXESBBXXX' })) {
    const response = await fetch(`${url}/api/cms/content/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ content }),
    });
    expect(response.status, key).toBe(200);
  }
}

/** A field's label, whatever required mark follows it. */
const fieldLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** A signature drawn with the mouse, in a few strokes across the pad. */
beforeAll(async () => {
  server = await startServer({ name: 'contracts' });
  await storeCompanyDetails(server.url);
  browser = await launchBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contract journey', () => {
  it('creates a two-buyer arras contract with an attachment, signs, mails and collects both signatures', async () => {
    await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
    await page.goto(`${server.url}/cms/contracts`);
    await page.getByRole('heading', { name: 'Contratos y Firmas' }).waitFor();

    await page.getByRole('button', { name: 'Nuevo Contrato', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo Contrato' });
    await wizard.getByLabel('Tipo de contrato').selectOption('arras_penitenciales');
    const type = getContractType('arras_penitenciales')!;
    const data = fullData(type);
    for (const field of type.fields) {
      if (field.auto_generated) continue;
      const input = wizard.getByLabel(fieldLabel(field.label));
      if (field.options) await input.selectOption(String(data[field.id]));
      else await input.fill(String(data[field.id]));
    }
    await expect.poll(() => wizard.getByLabel(fieldLabel('Precio de venta')).inputValue()).toBe('350.000');
    expect(await wizard.getByLabel(fieldLabel('Precio de venta en letras')).inputValue()).toBe(
      'trescientos cincuenta mil euros',
    );
    await wizard.getByLabel(/Adjuntar documentos/).setInputFiles({
      name: 'nota-simple.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% nota simple\n'),
    });
    await wizard.getByText('nota-simple.pdf').waitFor();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();

    await wizard.getByRole('heading', { name: 'Compradores' }).waitFor();
    await wizard.getByRole('button', { name: /Añadir Comprador/ }).click();
    for (const [index, buyer] of BUYERS.entries()) {
      const group = wizard.getByRole('group', { name: `Comprador ${index + 1}` });
      await group.getByLabel(fieldLabel('Nombre completo')).fill(buyer.name);
      await group.getByLabel(fieldLabel('Email')).fill(buyer.email);
      await group.getByLabel(fieldLabel('DNI/NIE')).fill(buyer.dni);
      await group.getByLabel(fieldLabel('Dirección')).fill(buyer.address);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: 'Crear Contrato' }).click();
    await page.getByText('Contrato creado exitosamente').waitFor();
    await expect.poll(() => wizard.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Firmar', exact: true }).click();
    const signDialog = page.getByRole('dialog', { name: 'Firmar contrato' });
    await signDialog.getByText(/El texto del contrato quedará fijado/).waitFor();
    // Every company detail is filled in: nothing to confirm beyond the signature itself.
    expect(await signDialog.getByRole('checkbox').count()).toBe(0);
    await signDialog.getByRole('button', { name: 'Firmar', exact: true }).click();
    await page.getByText('Contrato firmado por el administrador').waitFor();
    await page.getByText('Pendiente de Firma').first().waitFor();
    await page.getByRole('button', { name: 'Enviar Emails a Compradores' }).click();
    // The first send says to whom before it goes (docs/product.md#last-look).
    await page
      .getByRole('dialog', { name: 'Enviar Emails a Compradores' })
      .getByRole('button', { name: 'Enviar' })
      .click();
    await page.getByText('Emails de firma enviados exitosamente').waitFor();
    // No token on screen: each buyer's link is taken, on the record, with its copy button (#links-in-company-hands).
    expect(await page.getByRole('button', { name: /^Copiar enlace de firma de/ }).count()).toBe(2);

    for (const [index, buyer] of BUYERS.entries()) {
      const mail = await waitForMail(
        server.dataDir,
        (m) => m.to.includes(buyer.email) && m.subject.startsWith('Firma pendiente'),
      );
      const link = /(http\S+\/sign\?\S+)/.exec(mail.text)![1]!;
      // An arras contract: the buyer's identification (Ley 10/2010) comes first; e2e/buyer-due-diligence.test.ts does it on the page.
      await completeBuyerFile(server.url, link);
      const buyerPage = await browser.context.newPage();
      await buyerPage.goto(link);
      await buyerPage.getByRole('heading', { level: 1, name: 'Contrato de Arras Penitenciales' }).waitFor();
      await buyerPage.getByText(buyer.name).first().waitFor();
      await buyerPage.getByRole('button', { name: /nota-simple\.pdf/ }).waitFor();
      expect(await buyerPage.getByRole('button', { name: 'Firmar Contrato' }).isDisabled()).toBe(true);

      await buyerPage.getByRole('button', { name: 'Guardar Firma' }).click();
      await buyerPage.getByText('Por favor, añada su firma antes de continuar.').waitFor();
      await drawSignature(buyerPage);
      await buyerPage.getByRole('button', { name: 'Guardar Firma' }).click();
      await buyerPage.getByRole('button', { name: 'Cambiar Firma' }).waitFor();
      await buyerPage.getByRole('button', { name: 'Firmar Contrato' }).click();
      const expected =
        index === BUYERS.length - 1
          ? 'Contrato firmado exitosamente! Todos los compradores han completado la firma.'
          : 'Su firma ha sido registrada exitosamente. Esperando firmas de otros compradores.';
      await buyerPage.getByText(expected).waitFor();
      await buyerPage.getByRole('button', { name: /Descargar PDF/ }).waitFor();
      await buyerPage.close();
    }

    await page.reload();
    await page.getByRole('heading', { name: 'Contratos y Firmas' }).waitFor();
    await page.locator('tbody').first().getByText('Firmado', { exact: true }).waitFor();

    const finalMail = await waitForMail(
      server.dataDir,
      (m) => m.to.includes('ana@example.com') && m.subject.startsWith('Contrato firmado'),
    );
    expect(finalMail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^contrato-.*\.pdf$/)]);
    expect(finalMail.attachments[0]!.size).toBeGreaterThan(5000);
  });

  it('fills the property fields from a property picked in the portfolio', async () => {
    const access_token = await adminToken(server.url);
    const created = await fetch(`${server.url}/api/cms/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({
        title: 'Piso con balcón en Gràcia',
        description: 'Exterior, reformado.',
        address: 'Carrer de Verdi 12, 3.º 1.ª',
        neighborhood: 'Gràcia',
        property_type: 'piso',
        status: 'vendiendo',
        bedrooms: 2,
        bathrooms: 1,
        size_m2: 70,
        price: 300000,
        cadastral_reference: '9872023VH5797S0001WX',
        reservation_amount: 6000,
        start_date: '2026-11-01T00:00:00.000Z',
      }),
    });
    expect(created.status).toBe(201);

    await page.goto(`${server.url}/cms/contracts`);
    await page.getByRole('button', { name: 'Nuevo Contrato', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo Contrato' });
    await wizard.getByLabel('Tipo de contrato').selectOption('reserva_no_condicionada');
    await wizard
      .getByLabel('Propiedad de la cartera')
      .selectOption({ label: 'Piso con balcón en Gràcia · Carrer de Verdi 12, 3.º 1.ª' });
    expect(await wizard.getByLabel(fieldLabel('Dirección del inmueble')).inputValue()).toBe(
      'Carrer de Verdi 12, 3.º 1.ª, Barcelona',
    );
    expect(await wizard.getByLabel(fieldLabel('Referencia catastral')).inputValue()).toBe('9872023VH5797S0001WX');
    expect(await wizard.getByLabel(fieldLabel('Precio de venta')).inputValue()).toBe('300.000');
    expect(await wizard.getByLabel(fieldLabel('Importe de la reserva')).inputValue()).toBe('6.000');
    await wizard.getByRole('button', { name: 'Cancelar' }).click();
  });
});
