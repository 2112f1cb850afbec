import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContractType } from '../src/shared/contract-types';
import { ANA, fullData } from '../src/shared/contract-types/test-fixtures';
import { parseEpcQrPayload } from '../src/shared/epc-qr';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';

const BANK = {
  legal_name: 'Casa Nova Reformas S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
};

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let token: string;

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A white 400x200 PNG with a drawn zig-zag: what the signature pad sends. */
function signaturePng(): string {
  const png = new PNG({ width: 400, height: 200 });
  png.data.fill(255);
  for (let x = 20; x < 380; x++) {
    const y = 100 + Math.round(40 * Math.sin(x / 15));
    for (let dy = -2; dy <= 2; dy++) {
      const index = ((y + dy) * 400 + x) * 4;
      png.data[index] = png.data[index + 1] = png.data[index + 2] = 20;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** A reservation contract signed by the company and by its buyer, through the HTTP API only. */
async function signedReservation(): Promise<string> {
  const type = getContractType('reserva_no_condicionada')!;
  const created = await api<{ id: string }>('POST', '/api/cms/contracts', {
    contract_type: type.id,
    contract_data: { ...fullData(type), importe_reserva: 3000 },
    buyers: [{ name: ANA.name, email: 'ana.pago@example.com', dni: ANA.dni, address: ANA.address, buyer_order: 1 }],
    attachments: [],
  });
  await api('POST', `/api/cms/contracts/${created.id}/sign`, { contract_id: created.id });
  const contracts = await api<{ id: string; buyers: { signing_url: string }[] }[]>('GET', '/api/cms/contracts');
  const signingUrl = new URL(contracts.find((c) => c.id === created.id)!.buyers[0]!.signing_url);
  const signed = await api<{ all_signed: boolean; status: string }>(
    'POST',
    `/api/contracts/${created.id}/buyer-sign`,
    { contract_id: created.id, token: signingUrl.searchParams.get('token'), signature_image: signaturePng() },
    false,
  );
  expect(signed).toEqual({ all_signed: true, status: 'signed' });
  return created.id;
}

/** Reads the QR code on screen back, as the buyer's banking app would. */
async function scanQr(): Promise<string | undefined> {
  const shot = PNG.sync.read(await page.getByRole('img', { name: /Código QR de transferencia SEPA/ }).screenshot());
  return jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
}

beforeAll(async () => {
  server = await startServer({ name: 'payments' });
  token = (await api<{ access_token: string }>('POST', '/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD }, false))
    .access_token;
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = browser.page;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('payment by instant SEPA transfer', () => {
  let contractId: string;
  let instructions: { payment_url: string; payment_reference: string; amount: number; transaction_id: string };

  it('refuses to create instructions until the bank details are filled in', async () => {
    contractId = await signedReservation();
    await expect(
      api('POST', '/api/payments/create-transfer-instructions', { contract_id: contractId, payment_type: 'reserva' }),
    ).rejects.toThrow(/422 .*Faltan los datos bancarios de la empresa: IBAN, Banco, BIC\/SWIFT/);
  });

  it('creates the instructions for the signed contract', async () => {
    for (const [key, content] of Object.entries(BANK)) await api('PUT', `/api/cms/content/${key}`, { content });
    instructions = await api('POST', '/api/payments/create-transfer-instructions', {
      contract_id: contractId,
      payment_type: 'reserva',
    });
    expect(instructions.amount).toBe(3000);
    expect(instructions.payment_url).toMatch(new RegExp(`^${server.url}/pago/${instructions.transaction_id}\\?token=`));
  });

  it('shows the buyer the transfer details and a scannable EPC QR code, on a phone', async () => {
    await page.goto(instructions.payment_url);
    await page.getByRole('heading', { name: 'Pago de la reserva' }).waitFor();
    const details = page.getByRole('region', { name: 'Datos de la transferencia' });
    for (const text of ['Casa Nova Reformas S.L.', 'ES91 2100 0418 4502 0005 1332', 'CaixaBank', 'CAIXESBBXXX', '3.000 €', 'tres mil euros']) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    await details.getByText(instructions.payment_reference.replace(/(.{4})(?=.)/g, '$1 '), { exact: true }).waitFor();
    await page.getByText('Paga mediante transferencia inmediata SEPA').waitFor();

    expect(parseEpcQrPayload((await scanQr())!)).toEqual({
      version: '002',
      bic: 'CAIXESBBXXX',
      name: 'Casa Nova Reformas S.L.',
      iban: 'ES9121000418450200051332',
      amount: 3000,
      purpose: '',
      reference: instructions.payment_reference,
      remittance: '',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
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
    await page.goto(instructions.payment_url.replace(/token=.{4}/, 'token=0000'));
    await page.getByRole('heading', { name: 'Enlace de pago no válido' }).waitFor();
  });

  it('after the admin confirms, completes the contract, mails the receipt and shows the paid state', async () => {
    const confirmed = await api('POST', `/api/payments/${instructions.transaction_id}/mark-as-paid`);
    expect(confirmed).toEqual({ status: 'paid', contract_status: 'completed' });
    const pending = await api<{ transaction_id: string }[]>('GET', '/api/cms/pending-payments');
    expect(pending.map((p) => p.transaction_id)).not.toContain(instructions.transaction_id);
    const receipt = await waitForMail(server.dataDir, (m) => m.to.includes('ana.pago@example.com') && /pago/.test(m.subject));
    expect(receipt.subject).toBe('Hemos recibido tu pago de 3.000 €');

    await page.goto(instructions.payment_url);
    await page.getByRole('heading', { name: 'Pago recibido' }).waitFor();
    expect(await page.getByRole('img', { name: /Código QR/ }).count()).toBe(0);
  });
});
