import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingPaymentDto } from '../src/shared/api/api-types';
import type { ContractDto } from '../src/shared/api/contract-dtos';
import { parseEpcQrPayload } from '../src/shared/banking/epc-qr';
import { groupsOfFour } from '../src/shared/format/groups-of-four';
import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { adminApi, signedContract, storeContent, type AdminApi } from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';

// Issue 6 end to end: the administrator creates the payment link of a signed contract from the
// contracts page, the buyer opens it on a phone, the administrator confirms the transfer.

const BANK = {
  legal_name: 'Casa Nova Reformas S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
};
const BUYER = { name: 'Ana García López', email: 'ana.pago@example.com', dni: '12345678Z', address: 'Calle Mayor 1, 08001 Barcelona' };
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

const contractLabel = () => `${contract.contract_type_name} ${contract.id.slice(0, 8)}`;
const contractRow = () => page.getByRole('row').filter({ hasText: contract.id.slice(0, 8) });

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
  it("tells the administrator to fill in the bank details before the first 'Pago'", async () => {
    await openContractsPage();
    await contractRow().getByText('Firmado', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Pago de ${contractLabel()}` }).click();
    await page
      .getByText(/^Error al generar enlace de pago: Faltan los datos bancarios de la empresa: IBAN, Banco, BIC\/SWIFT/)
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Enlace de pago' }).count()).toBe(0);
  });

  it("'Pago' on the signed contract shows the payment link and what the client will see", async () => {
    await storeContent(api, BANK);
    await page.getByRole('button', { name: `Pago de ${contractLabel()}` }).click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    const link = modal.getByRole('textbox', { name: 'Enlace para el cliente' });
    await link.waitFor();

    const list = await api<PendingPaymentDto[]>('GET', '/api/cms/pending-payments');
    expect(list).toHaveLength(1);
    pending = list[0]!;
    expect(pending).toMatchObject({ contract_id: contract.id, amount: 3000, payment_type: 'reserva' });
    paymentUrl = await link.inputValue();
    expect(paymentUrl).toBe(pending.payment_url);
    expect(paymentUrl).toMatch(new RegExp(`^${server.url}/pago/${pending.transaction_id}\\?token=`));

    const summary = modal.getByRole('definition');
    for (const text of ['3.000 € (tres mil euros)', 'Reserva', groupsOfFour(pending.payment_reference), contract.id]) {
      await summary.getByText(text, { exact: true }).waitFor();
    }
    await modal.getByRole('heading', { name: 'Consejos para enviarlo' }).waitFor();
    const client = modal.getByRole('region', { name: 'Lo que verá el cliente' });
    for (const text of ['Casa Nova Reformas S.L.', 'ES91 2100 0418 4502 0005 1332', 'CaixaBank', 'CAIXESBBXXX', 'transferencia inmediata SEPA']) {
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
    await page.getByRole('button', { name: `Pago de ${contractLabel()}` }).click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    expect(await modal.getByRole('textbox', { name: 'Enlace para el cliente' }).inputValue()).toBe(paymentUrl);
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    expect(await api<unknown[]>('GET', '/api/cms/pending-payments')).toHaveLength(1);
  });

  it('shows the buyer the transfer details and a scannable EPC QR code, on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(paymentUrl);
    await page.getByRole('heading', { name: 'Pago de la reserva' }).waitFor();
    const details = page.getByRole('region', { name: 'Datos de la transferencia' });
    for (const text of ['Casa Nova Reformas S.L.', 'ES91 2100 0418 4502 0005 1332', 'CaixaBank', 'CAIXESBBXXX', '3.000 €', 'tres mil euros']) {
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

  it("'Confirmado' in the pending panel asks first, then completes the contract", async () => {
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

    await item.getByRole('button', { name: 'Confirmado' }).click();
    await dialog.getByRole('button', { name: 'Confirmado' }).click();
    await page.getByText('Pago marcado como recibido exitosamente').waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    await contractRow().getByText('Completado', { exact: true }).waitFor();
    expect(await api<unknown[]>('GET', '/api/cms/pending-payments')).toEqual([]);

    const receipt = await waitForMail(server.dataDir, (m) => m.to.includes(BUYER.email) && /pago/.test(m.subject));
    expect(receipt.subject).toBe('Hemos recibido tu pago de 3.000 €');
  });

  it('the payment page then says the money arrived', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(paymentUrl);
    await page.getByRole('heading', { name: 'Pago recibido' }).waitFor();
    expect(await page.getByRole('img', { name: /Código QR/ }).count()).toBe(0);
  });
});
