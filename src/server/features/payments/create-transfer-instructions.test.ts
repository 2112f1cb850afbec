import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isValidRfReference } from '#shared/banking/rf-reference.ts';
import { auditLog, contractEvents, payments, siteContent } from '#server/db/schema.ts';
import { insertContract } from '#server/test/factories.ts';
import { BANK, createInstructions, fillBankDetails, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The specification's flow: no buyer file required (the money gate has its own tests).
  await requireBuyerFile(t, { arras: false, reservation: false });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/payments/create-transfer-instructions without bank details', () => {
  it('creates the payment all the same and says which company details are missing (fresh install)', async () => {
    const { contract } = await insertContract(t.db);
    const response = await createInstructions(t, contract.id, 'reserva');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      payment_url: expect.stringMatching(/^http:\/\/casanova\.test\/pago\/[0-9a-f-]{36}\?token=[0-9a-f]{64}$/),
      payment_reference: expect.stringMatching(/^RF\d{2}[0-9A-Z]{12}$/),
      amount: 3000,
      payment_type: 'reserva',
      contract_id: contract.id,
      beneficiary: null,
      missing_bank_details: ['IBAN', 'Banco', 'BIC/SWIFT'],
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.transactionId, body.transaction_id));
    expect(row).toMatchObject({ contractId: contract.id, amountCents: 300000, status: 'pending' });

    // The buyer's page works too: no account, but whom to contact.
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(body.payment_url).pathname.replace('/pago/', '/api/payments/') + new URL(body.payment_url).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'pending',
      amount: 3000,
      beneficiary: null,
      epc_payload: null,
      qr_image: null,
      company: { name: 'Casa Nova Reformas S.L.', email: 'info@casanova.example', phone: null },
    });

    // Once the details are filled in, the same link shows the account and the QR code.
    await fillBankDetails(t);
    try {
      const again = (
        await t.app.inject({
          method: 'GET',
          url:
            new URL(body.payment_url).pathname.replace('/pago/', '/api/payments/') + new URL(body.payment_url).search,
        })
      ).json();
      expect(again.beneficiary).toEqual({
        name: BANK.legal_name,
        iban: BANK.bank_iban,
        bank: BANK.bank_name,
        bic: BANK.bank_bic,
      });
      expect(again.qr_image).toMatch(/^data:image\/svg\+xml;base64,/);
      const instructions = (await createInstructions(t, contract.id, 'reserva')).json();
      expect(instructions).toMatchObject({ transaction_id: body.transaction_id, missing_bank_details: [] });
    } finally {
      for (const key of ['bank_iban', 'bank_name', 'bank_bic'])
        await t.db.delete(siteContent).where(eq(siteContent.key, key));
    }
  });
});

describe('POST /api/payments/create-transfer-instructions', () => {
  beforeAll(async () => {
    await fillBankDetails(t);
  });

  it('requires the admin token', async () => {
    const { contract } = await insertContract(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-transfer-instructions',
      payload: { contract_id: contract.id, payment_type: 'reserva' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('No hay token de autorización');
  });

  it('creates a pending reservation payment with the amount of the contract and an RF reference', async () => {
    const { contract } = await insertContract(t.db, {
      contractType: 'reserva_condicionada',
      contractData: { importe_reserva: '4.500' },
    });
    const response = await createInstructions(t, contract.id, 'reserva');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const token = new URL(body.payment_url).searchParams.get('token');
    expect(body).toEqual({
      payment_url: `http://casanova.test/pago/${body.transaction_id}?token=${token}`,
      payment_reference: expect.stringMatching(/^RF\d{2}[0-9A-Z]{12}$/),
      amount: 4500,
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      payment_type: 'reserva',
      contract_id: contract.id,
      beneficiary: { name: BANK.legal_name, iban: BANK.bank_iban, bank: BANK.bank_name, bic: BANK.bank_bic },
      missing_bank_details: [],
      // Not paid yet: «Pago» offers the link (docs/product.md#paid).
      paid: null,
      contract_status: 'signed',
      buyer_links: [
        {
          name: expect.any(String),
          email: expect.any(String),
          language: 'es',
          payment_url: `http://casanova.test/pago/${body.transaction_id}?token=${token}&lang=es`,
        },
      ],
    });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidRfReference(body.payment_reference)).toBe(true);
    // Random, never derived from the contract id that every signing and payment link shows (docs/product.md §6).
    const hexId = contract.id.replace(/-/g, '').toUpperCase();
    expect(body.payment_reference).not.toContain(hexId.slice(0, 8));
    expect(hexId).not.toContain(body.payment_reference.slice(4, 12));
    const other = await insertContract(t.db, { contractType: 'reserva_condicionada', contractData: {} });
    const second = (await createInstructions(t, other.contract.id, 'reserva')).json().payment_reference;
    expect(isValidRfReference(second)).toBe(true);
    expect(second).not.toBe(body.payment_reference);

    const [row] = await t.db.select().from(payments).where(eq(payments.transactionId, body.transaction_id));
    expect(row).toMatchObject({
      contractId: contract.id,
      paymentType: 'reserva',
      amountCents: 450000,
      status: 'pending',
    });
    const events = await t.db.select().from(contractEvents).where(eq(contractEvents.contractId, contract.id));
    expect(events.map((e) => [e.event, e.actor])).toEqual([['payment_created', 'admin']]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.transaction_id));
    expect(audit).toMatchObject([{ action: 'create', entity: 'payment', actor: 'admin' }]);
  });

  it('charges the arras deposit for an arras contract, not the reservation amount', async () => {
    const { contract } = await insertContract(t.db, {
      contractType: 'arras_penitenciales',
      contractData: { importe_arras: 32000, importe_reserva: 3000 },
    });
    const response = await createInstructions(t, contract.id, 'arras');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: 32000, payment_type: 'arras' });
  });

  it('ignores an amount sent by the browser', async () => {
    const { contract } = await insertContract(t.db, { contractData: { importe_reserva: 3000 } });
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/payments/create-transfer-instructions',
      payload: { contract_id: contract.id, payment_type: 'reserva', amount: 1 },
    });
    expect(response.json().amount).toBe(3000);
  });

  it.each([
    ['arras_penitenciales', 'reserva'],
    ['reserva_no_condicionada', 'arras'],
    ['reserva_condicionada', 'arras'],
    ['reserva_condicionada', 'senal'],
    ['reserva_condicionada', ''],
  ] as const)('refuses a %s contract paid as %j (422)', async (contractType, paymentType) => {
    const { contract } = await insertContract(t.db, { contractType });
    const response = await createInstructions(t, contract.id, paymentType);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^Tipo de pago no válido/);
  });

  it('refuses a contract without a positive amount (422)', async () => {
    const { contract } = await insertContract(t.db, { contractData: { importe_reserva: 0 } });
    const response = await createInstructions(t, contract.id, 'reserva');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('El contrato no tiene un importe a pagar válido (Importe de la reserva).');
  });

  it('answers 404 for an unknown contract and 409 for a cancelled one', async () => {
    const unknown = await createInstructions(t, '00000000-0000-4000-8000-000000000001', 'reserva');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Contrato no encontrado');
    expect((await createInstructions(t, 'not-a-uuid', 'reserva')).statusCode).toBe(404);

    const { contract } = await insertContract(t.db, { status: 'cancelled' });
    const cancelled = await createInstructions(t, contract.id, 'reserva');
    expect(cancelled.statusCode).toBe(409);
    expect(typeof cancelled.json().detail).toBe('string');
  });

  it('accepts contracts in any status but cancelled', async () => {
    for (const status of ['draft', 'pending_signature', 'partially_signed', 'signed', 'completed'] as const) {
      const { contract } = await insertContract(t.db, { status });
      expect((await createInstructions(t, contract.id, 'reserva')).statusCode, status).toBe(200);
    }
  });

  it('returns the same pending payment when asked again, recording it once', async () => {
    const { contract } = await insertContract(t.db);
    const first = (await createInstructions(t, contract.id, 'reserva')).json();
    const [second, third] = await Promise.all([
      createInstructions(t, contract.id, 'reserva'),
      createInstructions(t, contract.id, 'reserva'),
    ]);
    expect(second.json()).toEqual(first);
    expect(third.json()).toEqual(first);
    expect(await t.db.select().from(payments).where(eq(payments.contractId, contract.id))).toHaveLength(1);
    const events = await t.db.select().from(contractEvents).where(eq(contractEvents.contractId, contract.id));
    expect(events).toHaveLength(1);
  });

  it('validates the body (422 with a Spanish detail)', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/payments/create-transfer-instructions',
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(typeof response.json().detail).toBe('string');
  });
});
