import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';
import { utcToMadridLocal } from '#shared/format/madrid-time.ts';
import { fullData } from '#shared/test/contract-fixtures.ts';
import { startDovecot, type Dovecot } from '#server/test/dovecot.ts';
import { idealistaMail } from '#server/test/portal-mails.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';
import { drawSignature } from './support/signature';

// From a portal's enquiry mail to a viewing and a contract, in the admin (docs/product.md §4.1–§4.2): the mail
// arrives in a real IMAP mailbox, the owner reads it in, books a viewing, the visitor confirms from the invitation,
// signs the visit sheet on the company's phone, and «Nuevo contrato» starts the contract with that buyer.
let imap: Dovecot;
let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let property: { id: number; title: string; address: string };

const fieldLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

beforeAll(async () => {
  imap = await startDovecot();
  server = await startServer({
    name: 'enquiries',
    env: { IMAP_URL: imap.url, MAILBOX_POLL_MINUTES: '1440', SEED_DEMO: 'true' },
  });
  const properties = (await (await fetch(`${server.url}/api/properties`)).json()) as (typeof property)[];
  property = properties[0]!;
  await imap.append(
    await idealistaMail({ reference: `CN-${property.id}`, name: 'Pepe Prueba', email: 'pepe.prueba@example.com' }),
  );
  browser = await launchBrowser();
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await imap?.stop();
});

describe('an enquiry from the mailbox', () => {
  it('is read in from the dashboard and shows in «Contactos» with its portal, language and property', async () => {
    await page.goto(`${server.url}/cms`);
    const mailbox = page.getByRole('region', { name: 'Buzón y portales' });
    await mailbox.getByRole('button', { name: 'Leer el buzón ahora' }).click();
    await page.getByText('Buzón leído: 1 consultas nuevas.').waitFor();

    await page.goto(`${server.url}/cms/contacts`);
    await page.getByLabel('Origen').selectOption('idealista');
    const item = page.getByTestId('contact-item').filter({ hasText: 'Pepe Prueba' });
    await item.getByText('idealista').waitFor();
    await item.click();
    const detail = page.getByRole('region', { name: 'Detalle del contacto' });
    await detail.getByText(property.title).first().waitFor();
    await detail.getByText('Español').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('books a viewing: the visitor gets the invitation and confirms it from their link', async () => {
    const detail = page.getByRole('region', { name: 'Detalle del contacto' });
    await detail.getByRole('button', { name: 'Reservar visita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reservar visita' });
    // Within the hour: the visit sheet opens on the day of the viewing.
    await dialog.getByLabel(/Día y hora/).fill(utcToMadridLocal(new Date(Date.now() + 60 * 60_000)));
    await dialog.getByLabel(/Quién acompaña/).fill('Jordi Vila');
    await dialog.getByRole('button', { name: 'Reservar y enviar invitación' }).click();
    await page.getByText('Visita reservada').waitFor();
    await detail.getByTestId('viewing-item').getByText('Programada').waitFor();

    const mail = await waitForMail(server.dataDir, (m) => m.to.includes('pepe.prueba@example.com'));
    expect(mail.attachments.map((a) => a.filename)).toContain('visita.ics');
    const link = /https?:\/\/\S+\/visita\/\d+\?token=[^\s"<]+/
      .exec(mail.text)![0]
      .replace(/^https?:\/\/[^/]+/, server.url);

    const visitor = await browser.context.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Tu visita' }).waitFor();
    await visitor.getByRole('button', { name: 'Confirmo la visita' }).click();
    await visitor.getByRole('status').getByText('Confirmada').waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.close();
  });

  it('the visitor signs the visit sheet on the company phone; it is sealed', async () => {
    await page.reload();
    await page.getByTestId('contact-item').filter({ hasText: 'Pepe Prueba' }).click();
    const detail = page.getByRole('region', { name: 'Detalle del contacto' });
    await detail.getByRole('button', { name: 'Parte de visita' }).click();
    const sheet = page.getByRole('dialog', { name: 'Parte de visita' });
    await sheet.getByLabel(/DNI, NIE o pasaporte/).fill('12345678Z');
    await sheet.getByLabel('Qué se ha mostrado').fill('Salón, cocina y terraza');
    await drawSignature(page, /Recuadro de firma del visitante/);
    await sheet.getByRole('button', { name: 'Firmar el parte' }).click();
    await page.getByText('Parte de visita firmado y sellado.').waitFor();
    await detail.getByRole('button', { name: 'Descargar parte firmado' }).waitFor();
    await detail.getByTestId('viewing-item').getByText('Hecha').waitFor();
  });

  it('«Nuevo contrato» opens the wizard with that buyer and the property, and the contract is created', async () => {
    const detail = page.getByRole('region', { name: 'Detalle del contacto' });
    await detail.getByRole('button', { name: 'Nuevo contrato' }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo Contrato' });
    await wizard.getByLabel('Tipo de contrato').selectOption('arras_penitenciales');
    expect(await wizard.getByLabel('Propiedad de la cartera').inputValue()).toBe(String(property.id));
    const type = getContractType('arras_penitenciales')!;
    const data = fullData(type);
    for (const field of type.fields) {
      if (field.auto_generated) continue;
      const input = wizard.getByLabel(fieldLabel(field.label));
      if (field.options) await input.selectOption(String(data[field.id]));
      else await input.fill(String(data[field.id]));
    }
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    const buyer = wizard.getByRole('group', { name: 'Comprador 1' });
    expect(await buyer.getByLabel(fieldLabel('Nombre completo')).inputValue()).toBe('Pepe Prueba');
    expect(await buyer.getByLabel(fieldLabel('Email')).inputValue()).toBe('pepe.prueba@example.com');
    await buyer.getByLabel(fieldLabel('DNI/NIE')).fill('12345678Z');
    await buyer.getByLabel(fieldLabel('Dirección')).fill('Calle Mayor 1, 08001 Barcelona');
    await wizard.getByRole('button', { name: 'Crear Contrato' }).click();
    await page.getByText('Contrato creado exitosamente').waitFor();

    await page.goto(`${server.url}/cms/contacts`);
    await page.getByTestId('contact-item').filter({ hasText: 'Pepe Prueba' }).click();
    await page.getByRole('region', { name: 'Contratos' }).getByText(/Arras/).waitFor();
  });
});
