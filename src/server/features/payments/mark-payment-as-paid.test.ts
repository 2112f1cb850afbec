import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, contractEvents, contracts, mailOutbox, payments } from '#server/db/schema.ts';
import { insertContract } from '#server/test/factories.ts';
import { createInstructions, fillBankDetails, markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

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

async function pendingPayment(overrides: Parameters<typeof insertContract>[1] = {}) {
  const { contract, buyers } = await insertContract(t.db, overrides);
  const response = await createInstructions(t, contract.id, 'reserva');
  expect(response.statusCode).toBe(200);
  return { contract, buyers, transactionId: response.json().transaction_id as string };
}

const contractStatus = async (id: string) =>
  (await t.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id)))[0]?.status;

describe('GET /api/cms/pending-payments', () => {
  it('lists pending payments newest first, without caching', async () => {
    const older = await pendingPayment();
    const newer = await pendingPayment({ contractData: { importe_reserva: 6000 } });
    const response = await t.asAdmin({ method: 'GET', url: '/api/cms/pending-payments' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json();
    expect(list.map((p: { transaction_id: string }) => p.transaction_id).slice(0, 2)).toEqual([
      newer.transactionId,
      older.transactionId,
    ]);
    expect(list[0]).toEqual({
      transaction_id: newer.transactionId,
      amount: 6000,
      contract_type: 'reserva_no_condicionada',
      contract_data: expect.objectContaining({ importe_reserva: 6000, direccion_inmueble: expect.any(String) }),
      payment_reference: expect.stringMatching(/^RF\d{2}/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      contract_id: newer.contract.id,
      payment_type: 'reserva',
      payment_url: expect.stringContaining(`/pago/${newer.transactionId}?token=`),
      contract_status: 'signed',
      confirm_blocked_reason: null,
      buyers: newer.buyers.map((buyer) => buyer.name),
    });
  });

  it("names the contract's buyers in their order, so «Confirmado» can offer them as the payer", async () => {
    const { transactionId } = await pendingPayment({
      buyers: [
        { name: 'Núria Vidal Puig', email: 'nuria.pendiente@example.com' },
        { name: 'Pere Roca Sala', email: 'pere.pendiente@example.com' },
      ],
    });
    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/pending-payments' })).json();
    const payment = list.find((p: { transaction_id: string }) => p.transaction_id === transactionId);
    expect(payment.buyers).toEqual(['Núria Vidal Puig', 'Pere Roca Sala']);
  });

  it('leaves out the payments of cancelled contracts', async () => {
    const { contract, transactionId } = await pendingPayment();
    await t.db.update(contracts).set({ status: 'cancelled' }).where(eq(contracts.id, contract.id));
    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/pending-payments' })).json();
    expect(list.map((p: { transaction_id: string }) => p.transaction_id)).not.toContain(transactionId);
  });

  it('requires the admin token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/pending-payments' })).statusCode).toBe(401);
  });
});

describe('POST /api/payments/{transaction_id}/mark-as-paid', () => {
  it('requires the admin token', async () => {
    const { transactionId } = await pendingPayment();
    const response = await t.app.inject({ method: 'POST', url: `/api/payments/${transactionId}/mark-as-paid` });
    expect(response.statusCode).toBe(401);
    expect((await t.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0]?.status).toBe(
      'pending',
    );
  });

  it('confirms the payment, completes the signed contract and records who and when', async () => {
    const { contract, transactionId } = await pendingPayment();
    const before = Date.now();
    const response = await markAsPaid(t, transactionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'paid', contract_status: 'completed' });
    expect(await contractStatus(contract.id)).toBe('completed');

    const [payment] = await t.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.status).toBe('paid');
    expect(payment!.paidBy).toBe(1);
    expect(payment!.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, transactionId)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['create', 'admin'],
      ['mark_paid', 'admin'],
    ]);
    const events = await t.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contract.id))
      .orderBy(contractEvents.id);
    expect(events.map((e) => e.event)).toEqual(['payment_created', 'payment_confirmed']);

    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/pending-payments' })).json();
    expect(list.map((p: { transaction_id: string }) => p.transaction_id)).not.toContain(transactionId);
  });

  it('mails every buyer one receipt, and is harmless when repeated', async () => {
    const { transactionId } = await pendingPayment({
      buyers: [
        { name: 'Ana García López', email: 'ana.recibo@example.com' },
        { name: 'Isabel Ruiz Soler', email: 'isabel.recibo@example.com' },
      ],
    });
    const first = await markAsPaid(t, transactionId);
    const [second, third] = await Promise.all([markAsPaid(t, transactionId), markAsPaid(t, transactionId)]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());

    const receipts = (await t.outbox()).filter((m) => m.to.endsWith('.recibo@example.com'));
    expect(receipts.map((m) => [m.kind, m.to])).toEqual([
      ['payment_receipt', 'ana.recibo@example.com'],
      ['payment_receipt', 'isabel.recibo@example.com'],
    ]);
    expect(receipts[0]!.subject).toBe('Hemos recibido el pago de 3.000 €');
    expect(receipts[0]!.text).toContain('Hola, Ana García López:');
    expect(receipts[0]!.text).toContain('3.000 € (tres mil euros) en concepto de la reserva');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, transactionId));
    expect(audit.filter((a) => a.action === 'mark_paid')).toHaveLength(1);
  });

  it("names the contract in each buyer's language on the receipt", async () => {
    const { transactionId } = await pendingPayment({
      buyers: [
        { name: 'Jordi Puig', email: 'jordi.rebut@example.com', language: 'ca' },
        { name: 'Emma Brown', email: 'emma.receipt@example.com', language: 'en' },
      ],
    });
    expect((await markAsPaid(t, transactionId)).statusCode).toBe(200);
    const receipt = async (to: string) => (await t.outbox()).find((m) => m.to === to && m.kind === 'payment_receipt')!;
    expect((await receipt('jordi.rebut@example.com')).text).toMatch(
      /Contracte: Contracte de reserva \S+ condicionada \(/,
    );
    expect((await receipt('emma.receipt@example.com')).text).toMatch(/Contract: [A-Z][a-z]+ .*contract \(/);
    expect((await receipt('emma.receipt@example.com')).text).not.toMatch(/Contrato de reserva/);
  });

  it.each(['pending_signature', 'partially_signed', 'completed'] as const)(
    'leaves a %s contract as it is',
    async (status) => {
      const { contract, transactionId } = await pendingPayment({ status });
      expect((await markAsPaid(t, transactionId)).json()).toEqual({ status: 'paid', contract_status: status });
      expect(await contractStatus(contract.id)).toBe(status);
    },
  );

  it.each([
    ['cancelled', { status: 'cancelled' as const }],
    ['archived', { archivedAt: new Date() }],
  ])('refuses a %s contract (409): nothing paid, no receipt', async (_label, change) => {
    const { contract, transactionId } = await pendingPayment();
    await t.db.update(contracts).set(change).where(eq(contracts.id, contract.id));
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const response = await markAsPaid(t, transactionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/ya no se puede confirmar/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment?.status).toBe('pending');
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it('answers 404 for an unknown payment', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000001', 'nope']) {
      const response = await markAsPaid(t, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Pago no encontrado');
    }
  });
});

describe('receipt of a payment confirmed before every party signed', () => {
  it('calls it a payment on account, never arras, and leaves the contract as it is', async () => {
    const { contract, transactionId } = await (async () => {
      const { contract } = await insertContract(t.db, {
        contractType: 'arras_penitenciales',
        status: 'partially_signed',
        buyers: [
          { name: 'Ana García López', email: 'ana.acuenta@example.com', signedAt: new Date() },
          { name: 'Emma Jones', email: 'emma.acuenta@example.com', signedAt: null, language: 'en' },
        ],
      });
      const response = await createInstructions(t, contract.id, 'arras');
      expect(response.statusCode).toBe(200);
      return { contract, transactionId: response.json().transaction_id as string };
    })();
    expect((await markAsPaid(t, transactionId)).json()).toEqual({
      status: 'paid',
      contract_status: 'partially_signed',
    });
    expect(await contractStatus(contract.id)).toBe('partially_signed');
    const receipts = (await t.outbox()).filter((m) => m.to.endsWith('.acuenta@example.com'));
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts)
      expect(`${receipt.subject}\n${receipt.text}\n${receipt.html}`).not.toMatch(/arras|arres/i);
    const spanish = receipts.find((m) => m.to === 'ana.acuenta@example.com')!;
    expect(spanish.text).toContain('en concepto de pago a cuenta');
    expect(spanish.text).toContain('El contrato todavía no está firmado por todas las partes');
    const english = receipts.find((m) => m.to === 'emma.acuenta@example.com')!;
    expect(english.text).toContain('for a payment on account');
  });
});
