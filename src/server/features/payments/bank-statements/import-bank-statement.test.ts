import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { auditLog, contracts, payments } from '#server/db/schema.ts';
import {
  createInstructions,
  fillBankDetails,
  requireBuyerFile,
} from '#server/features/payments/payment-test-helpers.ts';
import { insertContract } from '#server/test/factories.ts';
import { multipartFile } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { camt053File, norma43File } from './test-statements';

// The fixtures carry the references these payments had when references were derived from the contract id (RF + the
// first 12 hex digits): payments created before references were random keep theirs, and statements still match them.
const A = { id: 'b5e7a1c2-3d4f-4a5b-8c6d-7e8f9a0b1c2d', reference: 'RF71B5E7A1C23D4F', amount: 3000 };
const B = { id: 'c0ffee00-1234-4abc-9def-001122334455', reference: 'RF03C0FFEE001234', amount: 2000 };
const C = { id: 'd1ce0000-5678-4abc-8def-aabbccddeeff', reference: 'RF05D1CE00005678', amount: 4250.5 };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await fillBankDetails(t);
  // The specification's flow; the money gate has its own tests (money-gate.test.ts).
  await requireBuyerFile(t, { arras: false, reservation: false });
});
afterEach(async () => {
  await t.close();
});

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

async function pendingPayment(
  payment: { id: string; amount: number; reference: string },
  overrides: Parameters<typeof insertContract>[1] = {},
  buyerName = 'Ana García López',
) {
  const email = `comprador.${payment.id.slice(0, 4)}@example.com`;
  await insertContract(t.db, {
    id: payment.id,
    contractData: { importe_reserva: payment.amount },
    buyers: [{ name: buyerName, email }],
    ...overrides,
  });
  const response = await createInstructions(t, payment.id, 'reserva');
  expect(response.statusCode, response.body).toBe(200);
  const transactionId = response.json().transaction_id as string;
  await t.db.update(payments).set({ reference: payment.reference }).where(eq(payments.transactionId, transactionId));
  return { transactionId, email };
}

function upload(bytes: Buffer | string, filename = 'extracto.n43', asAdmin = true) {
  const { payload, contentType } = multipartFile('file', filename, 'application/octet-stream', Buffer.from(bytes));
  const options = {
    method: 'POST' as const,
    url: '/api/cms/bank-statements',
    payload,
    headers: { 'content-type': contentType },
  };
  return asAdmin ? t.asAdmin(options) : t.app.inject(options);
}

const paymentStatus = async (transactionId: string) =>
  (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.transactionId, transactionId)))[0]
    ?.status;
const contractStatus = async (id: string) =>
  (await t.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id)))[0]?.status;
const reasons = (body: { unmatched: { reason: string; amount: number }[] }) =>
  body.unmatched.map((u) => [u.reason, u.amount]);

describe('POST /api/cms/bank-statements with a bank Norma 43 file', () => {
  it('confirms the payment whose reference, amount and payer match, as Confirmado does, and reports the rest', async () => {
    const a = await pendingPayment(A, {}, 'José Muñoz Pérez');
    const b = await pendingPayment(B);
    const response = await upload(fixture('bank-sample.n43'), 'TT251126.N43');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.format).toBe('norma43');
    expect(body.confirmed).toEqual([
      {
        amount: 3000,
        currency: 'EUR',
        reference: A.reference,
        payer_name: 'JOSÉ MUÑOZ PÉREZ',
        payer: 'JOSÉ MUÑOZ PÉREZ',
        text: expect.stringContaining('RF71 B5E7 A1C2 3D4F'),
        booked_on: '2026-11-24',
        account: '2100-0418-0200051332',
        transaction_id: a.transactionId,
        contract_id: A.id,
        contract_status: 'completed',
      },
    ]);
    // The second account of the file is not the company's: its credits confirm nothing.
    expect(reasons(body)).toEqual([
      ['debit', 12],
      ['amount_mismatch', 1500],
      ['wrong_account', 250],
      ['wrong_account', 3000],
    ]);
    expect(body.unmatched[1]).toMatchObject({
      reference: B.reference,
      expected_amount: 2000,
      payer_name: 'ISABEL RUIZ SOLER',
      transaction_id: b.transactionId,
    });
    expect(body.unmatched[3]).toMatchObject({ reference: 'RF39999999999999', payer_name: 'PERE SOLÀ I FONT' });
    expect(body.already_confirmed).toEqual([]);

    expect(await paymentStatus(a.transactionId)).toBe('paid');
    expect(await paymentStatus(b.transactionId)).toBe('pending');
    expect(await contractStatus(A.id)).toBe('completed');
    const receipts = (await t.outbox()).filter((m) => m.kind === 'payment_receipt');
    expect(receipts.map((m) => m.to)).toEqual([a.email]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mark_paid'), eq(auditLog.entityId, a.transactionId)));
    expect(audit!.details).toMatchObject({
      evidence: {
        source: 'bank_statement',
        file_name: 'TT251126.N43',
        format: 'norma43',
        file_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
  });

  it('confirms nothing twice when the same file, or one overlapping it, is imported again', async () => {
    const a = await pendingPayment(A, {}, 'José Muñoz Pérez');
    expect((await upload(fixture('bank-sample.n43'))).json().confirmed).toHaveLength(1);
    const again = (await upload(fixture('bank-sample.n43'))).json();
    expect(again.confirmed).toEqual([]);
    expect(again.already_confirmed).toEqual([
      expect.objectContaining({
        reference: A.reference,
        amount: 3000,
        transaction_id: a.transactionId,
        paid_at: expect.any(String),
      }),
    ]);
    // The next day's statement repeats the movement in camt.053.
    const overlapping = (await upload(fixture('bank-sample.camt053.001.02.xml'), 'extracto.xml')).json();
    expect(overlapping.confirmed).toEqual([]);
    expect(overlapping.already_confirmed.map((c: { reference: string }) => c.reference)).toEqual([A.reference]);
    expect((await t.outbox()).filter((m) => m.kind === 'payment_receipt')).toHaveLength(1);
  });
});

describe('POST /api/cms/bank-statements with camt.053 files', () => {
  it('confirms by structured and unstructured reference in a .001.02 statement, never a debit or a pending entry', async () => {
    const a = await pendingPayment(A);
    const b = await pendingPayment(B, {}, 'Isabel Ruiz Soler');
    const c = await pendingPayment(C);
    const body = (await upload(fixture('bank-sample.camt053.001.02.xml'), 'camt053.xml')).json();
    expect(body.format).toBe('camt053');
    expect(
      body.confirmed.map((x: { transaction_id: string; payer_name: string }) => [x.transaction_id, x.payer_name]),
    ).toEqual([
      [a.transactionId, 'Ana García López'],
      [b.transactionId, 'Isabel Ruiz Soler'],
    ]);
    expect(reasons(body)).toEqual([
      ['debit', 45.3],
      ['no_reference', 1500],
      ['not_booked', 4250.5],
    ]);
    expect(await paymentStatus(c.transactionId)).toBe('pending');
  });

  it('confirms an amount with cents in a .001.08 statement and ignores a debit carrying a reference', async () => {
    const a = await pendingPayment(A);
    const c = await pendingPayment(C, {}, 'Emma Jones');
    // The statement is of another account than the company's: nothing in it confirms anything.
    const elsewhere = (await upload(fixture('bank-sample.camt053.001.08.xml'), 'camt053.xml')).json();
    expect(elsewhere.confirmed).toEqual([]);
    expect(elsewhere.unmatched.map((u: { reason: string }) => u.reason)).toEqual(['wrong_account', 'debit']);
    expect(await paymentStatus(c.transactionId)).toBe('pending');

    await fillBankDetails(t, { bank_iban: 'ES60 0049 1500 0512 3456 7892' });
    const body = (await upload(fixture('bank-sample.camt053.001.08.xml'), 'camt053.xml')).json();
    expect(body.confirmed).toEqual([
      expect.objectContaining({ transaction_id: c.transactionId, amount: 4250.5, payer_name: 'Emma Jones' }),
    ]);
    expect(body.unmatched).toEqual([
      expect.objectContaining({ reason: 'debit', reference: A.reference, amount: 3000 }),
    ]);
    expect(await paymentStatus(a.transactionId)).toBe('pending');
  });
});

describe('POST /api/cms/bank-statements with generated files', () => {
  it.each(['norma43', 'camt053.001.02', 'camt053.001.08'])(
    '%s: only an equal credit with the reference confirms',
    async (kind) => {
      const a = await pendingPayment(A);
      const b = await pendingPayment(B);
      const c = await pendingPayment(C);
      await t.db.update(contracts).set({ status: 'cancelled' }).where(eq(contracts.id, C.id));
      const movements = [
        { direction: 'debit' as const, amount: 200000, text: `DEVOLUCION ${B.reference}` },
        { direction: 'credit' as const, amount: 299999, payer: 'OTRA PERSONA', text: `reserva ${A.reference}` },
        { direction: 'credit' as const, amount: 425050, payer: 'EMMA JONES', text: `deposit ${C.reference}` },
        {
          direction: 'credit' as const,
          amount: 300000,
          payer: 'ANA GARCIA',
          text: `pago ${A.reference.toLowerCase()}`,
        },
      ];
      const file =
        kind === 'norma43' ? norma43File(movements) : camt053File(movements, kind.endsWith('08') ? '08' : '02');
      const body = (await upload(file)).json();
      expect(body.confirmed.map((x: { transaction_id: string }) => x.transaction_id)).toEqual([a.transactionId]);
      expect(reasons(body)).toEqual([
        ['debit', 2000],
        ['amount_mismatch', 2999.99],
        ['contract_cancelled', 4250.5],
      ]);
      expect(await paymentStatus(b.transactionId)).toBe('pending');
      expect(await paymentStatus(c.transactionId)).toBe('pending');
    },
  );

  it('confirms a payment of a contract not everyone signed without completing it', async () => {
    const a = await pendingPayment(A, { status: 'partially_signed' });
    const body = (
      await upload(norma43File([{ direction: 'credit', amount: 300000, payer: 'GARCIA LOPEZ ANA', text: A.reference }]))
    ).json();
    expect(body.confirmed).toEqual([
      expect.objectContaining({ transaction_id: a.transactionId, contract_status: 'partially_signed' }),
    ]);
    const [receipt] = (await t.outbox()).filter((m) => m.kind === 'payment_receipt');
    expect(receipt!.text).toContain('en concepto de pago a cuenta');
  });

  it('confirms a payment by the random reference it was given today', async () => {
    await insertContract(t.db, { id: A.id, contractData: { importe_reserva: A.amount } });
    const created = (await createInstructions(t, A.id, 'reserva')).json();
    const body = (
      await upload(
        norma43File([
          { direction: 'credit', amount: 300000, payer: 'GARCIA LOPEZ ANA', text: `pago ${created.payment_reference}` },
        ]),
      )
    ).json();
    expect(body.confirmed).toEqual([expect.objectContaining({ transaction_id: created.transaction_id })]);
  });
});

describe('POST /api/cms/bank-statements refusals', () => {
  it.each([
    ['contrato.pdf', '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'],
    ['notas.txt', 'Esto no es un extracto.\n'],
    ['pedido.xml', '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>'],
  ])('answers 422 with a Spanish detail for %s', async (filename, content) => {
    const response = await upload(content, filename);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^El archivo no es un extracto bancario/);
  });

  it('requires the admin token and a file', async () => {
    expect((await upload(norma43File([]), 'x.n43', false)).statusCode).toBe(401);
    const response = await t.asAdmin({ method: 'POST', url: '/api/cms/bank-statements', payload: {} });
    expect(response.statusCode).toBe(415);
  });
});
