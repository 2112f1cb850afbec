import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { identificationOf } from '#shared/identity/buyer-identification.ts';
import { auditLog, contractBuyers, contracts, payments } from '#server/db/schema.ts';
import { confirmedPaymentsOf } from '#server/features/buyer-file/identification.ts';
import { insertContract } from '#server/test/factories.ts';
import { multipartFile } from '#server/test/images.ts';
import { createInstructions, fillBankDetails, requireBuyerFile } from '#server/test/payments.ts';
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

describe("POST /api/cms/bank-statements: contract payments apart from the account's other movements", () => {
  it("names each payment line's contract and home, and groups debits and credits without RF as other movements", async () => {
    const a = await pendingPayment(
      A,
      { contractData: { importe_reserva: A.amount, direccion_inmueble: 'Carrer de Verdi 12, 2n 1a' } },
      'José Muñoz Pérez',
    );
    const response = await upload(fixture('bank-sample.n43'), 'TT251126.N43');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.confirmed).toEqual([
      expect.objectContaining({
        transaction_id: a.transactionId,
        contract_ref: 'b5e7a1c2',
        property: 'Carrer de Verdi 12, 2n 1a',
      }),
    ]);
    const groups = body.unmatched.map((u: { reason: string; group: string; contract_ref: string | null }) => [
      u.reason,
      u.group,
      u.contract_ref,
    ]);
    // The debit is the account's ordinary life; the RF reference that matches nothing may be a buyer's typo.
    expect(groups).toContainEqual(['debit', 'other', null]);
    expect(groups).toContainEqual(['wrong_account', 'contract_payment', null]);
  });

  it('lists a credit with no RF reference as another movement and a reference of a contract as a payment to review', async () => {
    await pendingPayment(A);
    const file = norma43File([
      { direction: 'credit', amount: 4512, payer: 'COMUNIDAD PROP VERDI 12', text: 'DEVOLUCION DERRAMA 2026' },
      { direction: 'debit', amount: 8934, payer: 'ENDESA ENERGIA SAU', text: 'RECIBO LUZ NOVIEMBRE' },
      { direction: 'credit', amount: 299_999, payer: 'ANA GARCIA LOPEZ', text: `${A.reference} RESERVA` },
    ]);
    const body = (await upload(file)).json();
    expect(body.unmatched.map((u: { reason: string; group: string }) => [u.reason, u.group])).toEqual([
      ['no_reference', 'other'],
      ['debit', 'other'],
      ['amount_mismatch', 'contract_payment'],
    ]);
    expect(body.unmatched[2]).toMatchObject({ contract_ref: 'b5e7a1c2', contract_id: A.id });
    expect(body.unmatched[0]).toMatchObject({ contract_ref: null, property: null });
  });
});

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
        raw_amount: null,
        currency: 'EUR',
        reference: A.reference,
        payer_name: 'JOSÉ MUÑOZ PÉREZ',
        payer: 'JOSÉ MUÑOZ PÉREZ',
        // Norma 43 has no field for the ordering account.
        payer_iban: null,
        text: expect.stringContaining('RF71 B5E7 A1C2 3D4F'),
        booked_on: '2026-11-24',
        account: '2100-0418-0200051332',
        transaction_id: a.transactionId,
        contract_id: A.id,
        contract_ref: A.id.slice(0, 8),
        property: expect.any(String),
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

describe('POST /api/cms/bank-statements: the ordering account (docs/product.md#identified-buyers)', () => {
  const payerOf = async (transactionId: string) =>
    (
      await t.db
        .select({ payerName: payments.payerName, payerIban: payments.payerIban, valueDate: payments.valueDate })
        .from(payments)
        .where(eq(payments.transactionId, transactionId))
    )[0];
  const identification = async (contractId: string) => {
    const buyers = await t.db
      .select({ name: contractBuyers.name, dni: contractBuyers.dni })
      .from(contractBuyers)
      .where(eq(contractBuyers.contractId, contractId));
    return identificationOf(buyers[0]!, buyers, await confirmedPaymentsOf(t.db, contractId), null);
  };

  it("records the IBAN of a .001.02 line as the payer's: a Spanish account identifies the buyer who paid", async () => {
    const a = await pendingPayment(A);
    const body = (await upload(fixture('bank-sample.camt053.001.02.xml'), 'camt053.xml')).json();
    expect(body.confirmed).toEqual([
      expect.objectContaining({ transaction_id: a.transactionId, payer_iban: 'ES7921000813610123456789' }),
    ]);
    // Every line of the answer says whether the bank gave the ordering account.
    expect(body.unmatched.map((u: { payer_iban: string | null }) => u.payer_iban)).toEqual([null, null, null, null]);
    expect(await payerOf(a.transactionId)).toEqual({
      payerName: 'Ana García López',
      payerIban: 'ES7921000813610123456789',
      valueDate: '2026-11-24',
    });
    const [audit] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mark_paid'), eq(auditLog.entityId, a.transactionId)));
    expect(audit?.details).toMatchObject({
      payer_iban: 'ES7921000813610123456789',
      evidence: expect.objectContaining({ payer_iban: 'ES7921000813610123456789' }),
    });
    expect(await identification(A.id)).toMatchObject({ verified: true, method: 'payer_check' });
  });

  it('records an account outside the EU/EEA from a .001.08 line, which leaves the identification open', async () => {
    await fillBankDetails(t, { bank_iban: 'ES60 0049 1500 0512 3456 7892' });
    const c = await pendingPayment(C, {}, 'Emma Jones');
    const body = (await upload(fixture('bank-sample.camt053.001.08.xml'), 'camt053.xml')).json();
    expect(body.confirmed).toEqual([
      expect.objectContaining({ transaction_id: c.transactionId, payer_iban: 'GB33BUKB20201555555555' }),
    ]);
    expect((await payerOf(c.transactionId))?.payerIban).toBe('GB33BUKB20201555555555');
    expect(await identification(C.id)).toMatchObject({ verified: false, pending: 'account_outside_eu_eea' });
  });

  it('gives the ordering account of a line to review, and none for Norma 43', async () => {
    const a = await pendingPayment(A);
    const line = { direction: 'credit' as const, amount: 300000, payer: 'Pere Roca Vidal', text: A.reference };
    const camt = (await upload(camt053File([{ ...line, payerIban: 'ES91 2100 0418 4502 0005 1332' }]))).json();
    expect(camt.unmatched).toEqual([
      expect.objectContaining({
        reason: 'payer_not_buyer',
        transaction_id: a.transactionId,
        payer_iban: 'ES9121000418450200051332',
      }),
    ]);
    const n43 = (await upload(norma43File([{ ...line, payer: 'PERE ROCA VIDAL' }]))).json();
    expect(n43.unmatched).toEqual([expect.objectContaining({ reason: 'payer_not_buyer', payer_iban: null })]);
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

describe('POST /api/cms/bank-statements: a payer is the buyer, not a namesake (issue 43)', () => {
  it('reports namesakes and a company named after the buyer as payer_partial and confirms the buyer in bank order', async () => {
    const a = await pendingPayment(A, {}, 'José Antonio García Fernández');
    const namesakes = ['ANTONIO GARCIA', 'GARCIA FERNANDEZ', 'JOSE ANTONIO GARCIA FERNANDEZ E HIJOS SL'];
    const movements = [...namesakes, 'FERNANDEZ GARCIA JOSE ANTONIO'].map((payer) => ({
      direction: 'credit' as const,
      amount: 300000,
      payer,
      text: `reserva ${A.reference}`,
    }));
    const onlyNamesakes = (await upload(camt053File(movements.slice(0, 3)))).json();
    expect(onlyNamesakes.confirmed).toEqual([]);
    expect(onlyNamesakes.unmatched.map((u: { reason: string; payer: string }) => [u.reason, u.payer])).toEqual(
      namesakes.map((payer) => ['payer_partial', payer]),
    );
    expect(onlyNamesakes.unmatched[0]).toMatchObject({
      transaction_id: a.transactionId,
      explanation: expect.stringMatching(/confirmarlo a mano/),
    });
    expect(await paymentStatus(a.transactionId)).toBe('pending');

    const body = (await upload(norma43File(movements.slice(3)))).json();
    expect(body.confirmed).toEqual([
      expect.objectContaining({ transaction_id: a.transactionId, payer: 'FERNANDEZ GARCIA JOSE ANTONIO' }),
    ]);
  });
});

describe('POST /api/cms/bank-statements reports every line (issue 43)', () => {
  it('reports a line whose amount cannot be read as unreadable_amount, with its raw text, never dropping it', async () => {
    const a = await pendingPayment(A);
    const unreadable = ['-3000.00', '3000,00', '3.0e3', '1e21', '1000000000000000000000', '٣٠٠٠.٠٠', ''];
    const movements = unreadable.map((amountText) => ({
      direction: 'credit' as const,
      amount: 0,
      amountText,
      payer: 'ANA GARCIA LOPEZ',
      text: `reserva ${A.reference}`,
    }));
    const body = (await upload(camt053File(movements))).json();
    expect(body.confirmed).toEqual([]);
    expect(body.unmatched.map((u: { reason: string; raw_amount: string; amount: null }) => u)).toEqual(
      unreadable.map((raw) =>
        expect.objectContaining({
          reason: 'unreadable_amount',
          raw_amount: raw,
          amount: null,
          transaction_id: a.transactionId,
          explanation: expect.stringMatching(/no se puede leer/),
        }),
      ),
    );
    expect(await paymentStatus(a.transactionId)).toBe('pending');
  });

  it('reports a credit booked after today as future_date and never confirms it', async () => {
    const a = await pendingPayment(A);
    const today = todayIsoDateInMadrid(new Date());
    const tomorrow = todayIsoDateInMadrid(new Date(Date.now() + 36 * 60 * 60_000));
    const line = (date: string) => ({
      direction: 'credit' as const,
      amount: 300000,
      date,
      payer: 'GARCIA LOPEZ ANA',
      text: `reserva ${A.reference}`,
    });
    for (const file of [camt053File([line(tomorrow)]), norma43File([line(tomorrow)])]) {
      const body = (await upload(file)).json();
      expect(body.confirmed).toEqual([]);
      expect(body.unmatched).toEqual([
        expect.objectContaining({ reason: 'future_date', booked_on: tomorrow, transaction_id: a.transactionId }),
      ]);
    }
    expect(await paymentStatus(a.transactionId)).toBe('pending');
    const booked = (await upload(camt053File([line(today)]))).json();
    expect(booked.confirmed).toEqual([expect.objectContaining({ transaction_id: a.transactionId })]);
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
