import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEpcQrPayload } from '../../../shared/banking/epc-qr';
import { contracts } from '../../db/schema';
import { insertContract } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paymentToken } from './payment-link';
import { BANK, createInstructions, fillBankDetails, markAsPaid } from './payment-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await fillBankDetails(t);
});
afterAll(async () => {
  await t.close();
});

async function paymentLink(overrides: Parameters<typeof insertContract>[1] = {}) {
  const { contract } = await insertContract(t.db, overrides);
  const body = (await createInstructions(t, contract.id, 'reserva')).json();
  const url = new URL(body.payment_url as string);
  return { contract, transactionId: body.transaction_id as string, reference: body.payment_reference as string, api: `/api/payments/${body.transaction_id}${url.search}` };
}

/** Rasterises the served SVG data URL and reads it back as a banking app's camera would. */
async function decodeQr(dataUrl: string): Promise<string | undefined> {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64');
  const png = PNG.sync.read(await sharp(svg, { density: 300 }).png().toBuffer());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('GET /api/payments/{transaction_id}?token=…', () => {
  it('gives the buyer everything to pay: beneficiary, amount in words, RF reference and the EPC QR code', async () => {
    const { contract, transactionId, reference, api } = await paymentLink({
      contractType: 'reserva_condicionada',
      contractData: { importe_reserva: 3500.5 },
    });
    const response = await t.app.inject({ method: 'GET', url: api });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json();
    expect(page).toEqual({
      transaction_id: transactionId,
      status: 'pending',
      amount: 3500.5,
      amount_words: 'tres mil quinientos euros con cincuenta céntimos',
      payment_type: 'reserva',
      contract_type_name: 'Contrato de Reserva Condicionada',
      contract_short_id: contract.id.slice(0, 8),
      reference: reference.replace(/(.{4})(?=.)/g, '$1 '),
      beneficiary: { name: BANK.legal_name, iban: 'ES91 2100 0418 4502 0005 1332', bank: 'CaixaBank', bic: 'CAIXESBBXXX' },
      company: { name: BANK.legal_name, email: 'info@casanova.example', phone: null },
      epc_payload: ['BCD', '002', '1', 'SCT', 'CAIXESBBXXX', BANK.legal_name, 'ES9121000418450200051332', 'EUR3500.50', '', reference].join('\n'),
      qr_image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      paid_at: null,
      language: 'es',
    });
    expect(await decodeQr(page.qr_image)).toBe(page.epc_payload);
  });

  it('encodes accented beneficiary names as UTF-8 that decodes back field by field', async () => {
    await fillBankDetails(t, { legal_name: 'Reformas Ñandú i Cía, S.L.' });
    try {
      const { api, reference } = await paymentLink();
      const page = (await t.app.inject({ method: 'GET', url: api })).json();
      expect(parseEpcQrPayload((await decodeQr(page.qr_image))!)).toEqual({
        version: '002',
        bic: 'CAIXESBBXXX',
        name: 'Reformas Ñandú i Cía, S.L.',
        iban: 'ES9121000418450200051332',
        amount: 3000,
        purpose: '',
        reference,
        remittance: '',
      });
    } finally {
      await fillBankDetails(t, { legal_name: BANK.legal_name });
    }
  });

  it('shows the paid state, without a QR code, once the admin confirmed the transfer', async () => {
    const { transactionId, api } = await paymentLink();
    await markAsPaid(t, transactionId);
    const page = (await t.app.inject({ method: 'GET', url: api })).json();
    expect(page).toMatchObject({ status: 'paid', epc_payload: null, qr_image: null, paid_at: expect.any(String) });
  });

  it('tells the buyer not to pay once the contract is cancelled', async () => {
    const { contract, api } = await paymentLink();
    await t.db.update(contracts).set({ status: 'cancelled' }).where(eq(contracts.id, contract.id));
    const page = (await t.app.inject({ method: 'GET', url: api })).json();
    expect(page).toMatchObject({ status: 'cancelled', epc_payload: null, qr_image: null });
  });

  it('refuses links without the right token (403)', async () => {
    const { transactionId, api } = await paymentLink();
    const other = await paymentLink();
    for (const url of [
      `/api/payments/${transactionId}`,
      `/api/payments/${transactionId}?token=`,
      `/api/payments/${transactionId}?token=${'0'.repeat(64)}`,
      `/api/payments/${transactionId}?token=${paymentToken(new TextEncoder().encode('another-secret'), transactionId)}`,
      `/api/payments/${transactionId}${new URL(api, 'http://x').search}&token=again`,
      `/api/payments/${other.transactionId}${new URL(api, 'http://x').search}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().detail).toBe('El enlace de pago no es válido. Pide uno nuevo a quien te lo envió.');
    }
  });

  it('answers 404 for a link to a payment that no longer exists', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const response = await t.app.inject({ method: 'GET', url: `/api/payments/${id}?token=${paymentToken(new TextEncoder().encode('test-secret-test-secret-test-secret-123'), id)}` });
    expect(response.statusCode).toBe(404);
  });
});
