import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { parseEpcQrPayload } from '#shared/banking/epc-qr.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { adminApi, signedContract, storeContent, type AdminApi } from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';

// Issue 6 end to end: the administrator creates the payment link of a signed contract from the
// contracts page, the buyer opens it on a phone, the administrator confirms the transfer. It starts as a
// fresh install (SEED_DEMO=false, no company details): the link works before the bank details exist, and
// the buyer is asked to get in touch until they are filled in (docs/product.md §6).

const BANK = {
  legal_name: 'Casa Nova Reformas S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
};
const BUYER = {
  name: 'Ana García López',
  email: 'ana.pago@example.com',
  dni: '12345678Z',
  address: 'Calle Mayor 1, 08001 Barcelona',
};
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let api: AdminApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let contract: ContractDto;
let paymentUrl: string;
let pending: PendingPaymentDto;

/** Reads the QR code on screen back, as the buyer's banking app would. */
async function scanQr(): Promise<string | undefined> {
  const shot = PNG.sync.read(await page.getByRole('img', { name: /Código QR de transferencia SEPA/ }).screenshot());
  return jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
}

const contractRow = () => page.getByRole('row').filter({ hasText: contract.id.slice(0, 8) });
const paymentButton = () => contractRow().getByRole('button', { name: 'Pago', exact: true });

async function openContractsPage() {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}/cms/contracts`);
  await page.getByRole('heading', { name: 'Contratos y Firmas' }).waitFor();
  await contractRow().first().waitFor();
}

beforeAll(async () => {
  server = await startServer({ name: 'payments' });
  api = await adminApi(server.url);
  contract = await signedContract(api, server.url, 'reserva_no_condicionada', [BUYER], { importe_reserva: 3000 });
  expect(contract.status).toBe('signed');
  browser = await launchBrowser({ viewport: DESKTOP });
  page = browser.page;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('payment by instant SEPA transfer', () => {
  it("on a fresh install 'Pago' already gives the link, and says which bank details to fill in", async () => {
    await openContractsPage();
    await contractRow().getByText('Firmado', { exact: true }).waitFor();
    await paymentButton().click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    paymentUrl = await modal.getByRole('textbox', { name: 'Enlace para el cliente' }).inputValue();
    expect(paymentUrl).toMatch(new RegExp(`^${server.url}/pago/[0-9a-f-]{36}\\?token=`));
    const missing = modal.getByRole('status').filter({ hasText: 'Faltan los datos bancarios' });
    await missing.getByText('Faltan los datos bancarios de la empresa: IBAN, Banco, BIC/SWIFT.').waitFor();
    expect(
      await missing.getByRole('link', { name: 'Rellenar los datos bancarios en Contenido' }).getAttribute('href'),
    ).toBe('/cms/content#field-bank_iban');
    expect(await modal.getByText('ES91 2100 0418 4502 0005 1332').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect.poll(() => modal.count()).toBe(0);
  });

  it("the buyer's page says the bank details are pending and whom to contact, with no account and no QR", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(paymentUrl);
    await page.getByRole('heading', { name: 'Pago de la reserva' }).waitFor();
    await page.getByText('3.000 €', { exact: true }).first().waitFor();
    const pendingBox = page.getByRole('region', { name: /^Datos bancarios pendientes — contacta con / });
    await pendingBox
      .getByRole('heading', { name: 'Datos bancarios pendientes — contacta con Casa Nova Reformas S.L.' })
      .waitFor();
    // A fresh install's default company email is only an example address, but still an address: it is linked.
    expect(await pendingBox.getByRole('link', { name: 'info@casanova.example' }).getAttribute('href')).toBe(
      'mailto:info@casanova.example',
    );
    expect(await page.getByRole('region', { name: 'Datos de la transferencia' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: /Código QR/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("'Pago' on the signed contract shows the payment link and what the client will see", async () => {
    await storeContent(api, BANK);
    await openContractsPage();
    await paymentButton().click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    const link = modal.getByRole('textbox', { name: 'Enlace para el cliente' });
    await link.waitFor();

    const list = await api<PendingPaymentDto[]>('GET', '/api/cms/pending-payments');
    expect(list).toHaveLength(1);
    pending = list[0]!;
    expect(pending).toMatchObject({ contract_id: contract.id, amount: 3000, payment_type: 'reserva' });
    // The same link as before the bank details existed.
    expect(await link.inputValue()).toBe(paymentUrl);
    expect(paymentUrl).toBe(pending.payment_url);
    expect(paymentUrl).toMatch(new RegExp(`^${server.url}/pago/${pending.transaction_id}\\?token=`));

    const summary = modal.getByRole('definition');
    for (const text of [
      '3.000 € (tres mil euros)',
      'Reserva',
      groupsOfFour(pending.payment_reference),
      contract.id.slice(0, 8),
    ]) {
      // The contract by its short reference (docs/product.md#short-references).
      await summary.getByText(text, { exact: true }).waitFor();
    }
    await modal.getByRole('heading', { name: 'Consejos para enviarlo' }).waitFor();
    const client = modal.getByRole('region', { name: 'Lo que verá el cliente' });
    for (const text of [
      'Casa Nova Reformas S.L.',
      'ES91 2100 0418 4502 0005 1332',
      'CaixaBank',
      'CAIXESBBXXX',
      'transferencia inmediata SEPA',
    ]) {
      await client.getByText(text, { exact: true }).waitFor();
    }
    expect(await client.getByRole('link', { name: /Vista previa/ }).getAttribute('href')).toBe(paymentUrl);

    expect(await seriousViolations(page)).toEqual([]);

    const copy = modal.getByRole('button', { name: 'Copiar enlace de pago' });
    await copy.click();
    await copy.getByText('Copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paymentUrl);

    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect.poll(() => modal.count()).toBe(0);
    const panel = page.getByRole('region', { name: 'Esperando transferencia' });
    await panel.getByText(groupsOfFour(pending.payment_reference)).waitFor();
  });

  it('asking again gives the same link', async () => {
    await paymentButton().click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    expect(await modal.getByRole('textbox', { name: 'Enlace para el cliente' }).inputValue()).toBe(paymentUrl);
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    expect(await api<unknown[]>('GET', '/api/cms/pending-payments')).toHaveLength(1);
  });

  it('once the details are filled in, the same link shows the transfer details and a scannable EPC QR code, on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(paymentUrl);
    await page.getByRole('heading', { name: 'Pago de la reserva' }).waitFor();
    const details = page.getByRole('region', { name: 'Datos de la transferencia' });
    for (const text of [
      'Casa Nova Reformas S.L.',
      'ES91 2100 0418 4502 0005 1332',
      'CaixaBank',
      'CAIXESBBXXX',
      '3.000 €',
      'tres mil euros',
    ]) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    await details.getByText(groupsOfFour(pending.payment_reference), { exact: true }).waitFor();
    await page.getByText('Paga mediante transferencia inmediata SEPA').waitFor();
    expect(await page.getByRole('img', { name: /Código QR de transferencia SEPA/ }).isVisible()).toBe(true);

    expect(parseEpcQrPayload((await scanQr())!)).toEqual({
      version: '002',
      bic: 'CAIXESBBXXX',
      name: 'Casa Nova Reformas S.L.',
      iban: 'ES9121000418450200051332',
      amount: 3000,
      purpose: '',
      reference: pending.payment_reference,
      remittance: '',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('copies the IBAN and confirms for 3 seconds', async () => {
    const button = page.getByRole('button', { name: 'Copiar IBAN' });
    await button.click();
    await button.getByText('Copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ES9121000418450200051332');
    await button.getByText('Copiar', { exact: true }).waitFor({ timeout: 5000 });
  });

  it('prints without buttons', async () => {
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Copiar IBAN' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir o guardar en PDF' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('shows an error for a tampered link', async () => {
    await page.goto(paymentUrl.replace(/token=.{4}/, 'token=0000'));
    await page.getByRole('heading', { name: 'Enlace de pago no válido' }).waitFor();
  });

  it("'Confirmado' in the pending panel asks for the payer and the bank's proof, then completes the contract", async () => {
    await openContractsPage();
    const panel = page.getByRole('region', { name: 'Esperando transferencia' });
    const item = panel.getByRole('listitem').filter({ hasText: groupsOfFour(pending.payment_reference) });
    await item.getByText('3.000 € · Reserva').waitFor();

    // Dismissing the confirmation changes nothing.
    await item.getByRole('button', { name: 'Confirmado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar pago' });
    await dialog.getByText(groupsOfFour(pending.payment_reference), { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await api<unknown[]>('GET', '/api/cms/pending-payments')).toHaveLength(1);

    // A manual confirmation is evidence, not a word (docs/product.md#manual-confirmation).
    await item.getByRole('button', { name: 'Confirmado' }).click();
    await dialog.getByRole('combobox', { name: /Ordenante/ }).selectOption(BUYER.name);
    await dialog.getByRole('textbox', { name: /IBAN del ordenante/ }).fill('ES91 2100 0418 4502 0005 1332');
    await dialog.getByRole('combobox', { name: /Justificante/ }).selectOption('line');
    await dialog
      .getByRole('textbox', { name: /Línea del extracto/ })
      .fill(`TRANSFERENCIA DE ${BUYER.name.toUpperCase()} ${pending.payment_reference} 3.000,00`);
    await dialog.getByRole('button', { name: 'Confirmado' }).click();
    await page.getByText('Pago marcado como recibido exitosamente').waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    await contractRow().getByText('Completado', { exact: true }).waitFor();
    expect(await api<unknown[]>('GET', '/api/cms/pending-payments')).toEqual([]);

    const receipt = await waitForMail(server.dataDir, (m) => m.to.includes(BUYER.email) && /pago/.test(m.subject));
    expect(receipt.subject).toBe('Hemos recibido el pago de 3.000 €');
  });

  it('the payment page then says the money arrived', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(paymentUrl);
    await page.getByRole('heading', { name: 'Pago recibido' }).waitFor();
    expect(await page.getByRole('img', { name: /Código QR/ }).count()).toBe(0);
  });
});
