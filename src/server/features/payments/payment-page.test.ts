import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseEpcQrPayload } from '#shared/banking/epc-qr.ts';
import { contractBuyers, contracts } from '#server/db/schema.ts';
import { insertContract } from '#server/test/factories.ts';
import { BANK, createInstructions, fillBankDetails, markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { paymentToken } from './payment-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The specification's flow: no buyer file required (the money gate has its own tests).
  await requireBuyerFile(t, { arras: false, reservation: false });
  await fillBankDetails(t);
});
afterAll(async () => {
  await t.close();
});

async function paymentLink(overrides: Parameters<typeof insertContract>[1] = {}) {
  const { contract } = await insertContract(t.db, overrides);
  const body = (await createInstructions(t, contract.id, 'reserva')).json();
  const url = new URL(body.payment_url as string);
  return {
    contract,
    transactionId: body.transaction_id as string,
    reference: body.payment_reference as string,
    api: `/api/payments/${body.transaction_id}${url.search}`,
  };
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
      beneficiary: {
        name: BANK.legal_name,
        iban: 'ES91 2100 0418 4502 0005 1332',
        bank: 'CaixaBank',
        bic: 'CAIXESBBXXX',
      },
      company: { name: BANK.legal_name, email: 'info@casanova.example', phone: null },
      // A contract inserted without a frozen text: the templates' own term (three business days).
      transfer_term: { days: 3, business_days: true, clause: null, text: null },
      contract_iban: null,
      buyers: ['Ana García López'],
      epc_payload: [
        'BCD',
        '002',
        '1',
        'SCT',
        'CAIXESBBXXX',
        BANK.legal_name,
        'ES9121000418450200051332',
        'EUR3500.50',
        '',
        reference,
      ].join('\n'),
      qr_image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      paid_at: null,
      transfer_deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
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
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${id}?token=${paymentToken(new TextEncoder().encode('test-secret-test-secret-test-secret-123'), id)}`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('pay after signing', () => {
  const IBAN_DIGITS = /2100\s*0418\s*4502\s*0005\s*1332/;

  it.each(['draft', 'pending_signature', 'partially_signed'] as const)(
    'a %s contract gets its link, but the page shows no account, reference or QR code',
    async (status) => {
      const { api, reference } = await paymentLink({ status });
      const response = await t.app.inject({ method: 'GET', url: api });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(IBAN_DIGITS);
      expect(response.body).not.toContain(reference);
      expect(response.body).not.toContain(reference.replace(/(.{4})(?=.)/g, '$1 '));
      expect(response.json()).toMatchObject({
        status: 'awaiting_signatures',
        amount: 3000,
        reference: null,
        beneficiary: null,
        epc_payload: null,
        qr_image: null,
        transfer_deadline: null,
      });
    },
  );

  it('shows the account once every party signed, with the deadline three business days after the last signature, as the contract says', async () => {
    const { contract } = await insertContract(t.db, {
      status: 'pending_signature',
      buyers: [
        { name: 'Ana García López', email: 'ana.firma@example.com', signedAt: new Date('2026-11-20T09:00:00Z') },
        { name: 'Isabel Ruiz Soler', email: 'isabel.firma@example.com', signedAt: null },
      ],
    });
    const body = (await createInstructions(t, contract.id, 'reserva')).json();
    expect(body.contract_status).toBe('pending_signature');
    const api = `/api/payments/${body.transaction_id}${new URL(body.payment_url as string).search}`;
    expect((await t.app.inject({ method: 'GET', url: api })).json().beneficiary).toBeNull();

    // The second buyer signs: the same link now shows everything.
    await t.db
      .update(contractBuyers)
      .set({ signedAt: new Date('2026-11-24T23:30:00Z') })
      .where(eq(contractBuyers.email, 'isabel.firma@example.com'));
    await t.db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, contract.id));
    const response = await t.app.inject({ method: 'GET', url: api });
    expect(response.body).toMatch(IBAN_DIGITS);
    expect(response.json()).toMatchObject({
      status: 'pending',
      reference: expect.stringMatching(/^RF\d{2} /),
      beneficiary: { iban: 'ES91 2100 0418 4502 0005 1332' },
      epc_payload: expect.stringContaining('ES9121000418450200051332'),
      // 23:30 UTC on the 24th is already the 25th in Madrid.
      // Signed on Wednesday 25 November (Madrid): Thursday 26, Friday 27 and Monday 30 are the three business days.
      transfer_deadline: '2026-11-30',
    });
  });
});

describe('the page in the link language', () => {
  it('speaks the lang of the link, else the first buyer language, and ignores an unknown one', async () => {
    const { contract } = await insertContract(t.db, {
      buyers: [
        { name: 'Jordi Puig', email: 'jordi.idioma@example.com', language: 'ca' },
        { name: 'Emma Jones', email: 'emma.idioma@example.com', language: 'en' },
      ],
    });
    const body = (await createInstructions(t, contract.id, 'reserva')).json();
    const api = `/api/payments/${body.transaction_id}${new URL(body.payment_url as string).search}`;
    const page = async (suffix: string) => (await t.app.inject({ method: 'GET', url: api + suffix })).json();
    const language = async (suffix: string) => (await page(suffix)).language;
    expect(await language('')).toBe('ca');
    expect(await language('&lang=en')).toBe('en');
    expect(await language('&lang=es')).toBe('es');
    expect(await language('&lang=fr')).toBe('ca');
    // The contract's name follows the page: no Spanish type name for an English or Catalan reader.
    expect((await page('&lang=en')).contract_type_name).toBe('Reservation deposit contract');
    expect((await page('')).contract_type_name).toBe('Contracte de reserva no condicionada');
    expect((await page('&lang=es')).contract_type_name).toBe('Contrato de Reserva No Condicionada');
  });

  it('gives every buyer a link in their own language, each one valid', async () => {
    const { contract } = await insertContract(t.db, {
      buyers: [
        { name: 'Jordi Puig', email: 'jordi.enllac@example.com', language: 'ca' },
        { name: 'Emma Jones', email: 'emma.link@example.com', language: 'en' },
        { name: 'Lucía Pérez', email: 'lucia.enlace@example.com' },
      ],
    });
    const body = (await createInstructions(t, contract.id, 'reserva')).json();
    expect(body.buyer_links.map((l: { email: string; language: string }) => [l.email, l.language])).toEqual([
      ['jordi.enllac@example.com', 'ca'],
      ['emma.link@example.com', 'en'],
      ['lucia.enlace@example.com', 'es'],
    ]);
    for (const link of body.buyer_links as { language: string; payment_url: string }[]) {
      const url = new URL(link.payment_url);
      expect(url.searchParams.get('lang')).toBe(link.language);
      const page = await t.app.inject({ method: 'GET', url: `/api/payments/${body.transaction_id}${url.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().language).toBe(link.language);
    }
  });
});
