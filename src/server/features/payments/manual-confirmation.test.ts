// A manual confirmation is evidence, not a word (docs/product.md#manual-confirmation): who paid, from which account,
// on which value date, and the bank's proof; a payer who is not a buyer needs a reason; the receipts say whose
// transfer it was. The specification's body-less call still works in test mode and is refused once live.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { contractEvents, payments, storedFiles } from '#server/db/schema.ts';
import { insertContract } from '#server/test/factories.ts';
import { goLive } from '#server/test/go-live.ts';
import { createInstructions, fillBankDetails, markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;

const BUYERS = [
  { name: 'José Antonio García Fernández', email: 'jose.pago@example.com' },
  { name: 'Núria Vidal Puig', email: 'nuria.pago@example.com', language: 'ca' as const },
];

async function pendingPayment() {
  const { contract } = await insertContract(t.db, { buyers: BUYERS });
  const response = await createInstructions(t, contract.id, 'reserva');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().transaction_id as string;
}

const confirm = (transactionId: string, payload: object) =>
  t.asAdmin({ method: 'POST', url: `/api/payments/${transactionId}/mark-as-paid`, payload });
const rowOf = async (transactionId: string) =>
  (await t.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0]!;

describe('in test mode (a fresh install)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await requireBuyerFile(t, { arras: false, reservation: false });
    await fillBankDetails(t);
  });
  afterAll(() => t.close());

  it('the specification’s call without a body still confirms, recorded as given by nobody', async () => {
    const transactionId = await pendingPayment();
    expect((await markAsPaid(t, transactionId)).statusCode).toBe(200);
    expect(await rowOf(transactionId)).toMatchObject({
      status: 'paid',
      payerName: null,
      payerIban: null,
      valueDate: null,
      evidence: null,
    });
  });
});

describe('in a live installation', () => {
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await requireBuyerFile(t, { arras: false, reservation: false });
    await fillBankDetails(t);
    await goLive(t);
  });
  afterAll(() => t.close());

  const today = () => todayIsoDateInMadrid(new Date());
  const line = 'TRANSFERENCIA DE FERNANDEZ GARCIA JOSE ANTONIO RF18539007547034 3.000,00';

  it('refuses a confirmation that names no payer, account, value date or proof (422), and records nothing', async () => {
    const transactionId = await pendingPayment();
    const empty = await markAsPaid(t, transactionId);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toMatch(/^Para confirmar el pago indica quién lo hizo/);
    const partial = await confirm(transactionId, { payer_name: 'FERNANDEZ GARCIA JOSE ANTONIO' });
    expect(partial.statusCode).toBe(422);
    expect((await rowOf(transactionId)).status).toBe('pending');
  });

  it('keeps the payer, the account, the value date and the proof; each receipt says whose transfer it was', async () => {
    const transactionId = await pendingPayment();
    const future = await confirm(transactionId, {
      payer_name: 'FERNANDEZ GARCIA JOSE ANTONIO',
      payer_iban: 'ES91 2100 0418 4502 0005 1332',
      value_date: '2999-01-01',
      evidence: line,
    });
    expect(future.statusCode).toBe(422);
    const badIban = await confirm(transactionId, {
      payer_name: 'FERNANDEZ GARCIA JOSE ANTONIO',
      payer_iban: 'ES00 0000',
      value_date: today(),
      evidence: line,
    });
    expect(badIban.statusCode).toBe(422);

    const confirmed = await confirm(transactionId, {
      payer_name: 'FERNANDEZ GARCIA JOSE ANTONIO',
      payer_iban: 'ES91 2100 0418 4502 0005 1332',
      value_date: today(),
      evidence: line,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await rowOf(transactionId)).toMatchObject({
      payerName: 'FERNANDEZ GARCIA JOSE ANTONIO',
      payerIban: 'ES9121000418450200051332',
      valueDate: today(),
      payerIsBuyer: true,
      evidence: { kind: 'text', text: line },
    });
    const receipts = (await t.outbox()).filter((mail) => mail.kind === 'payment_receipt').slice(-2);
    const [payer, coBuyer] = receipts.map((mail) => ({ ...mail, text: mail.text.replace(/\u00a0/g, ' ') }));
    expect(payer!.text).toContain('hemos recibido tu transferencia de 3.000 €');
    expect(coBuyer!.to).toBe('nuria.pago@example.com');
    expect(coBuyer!.text).toContain('hem rebut la transferència de FERNANDEZ GARCIA JOSE ANTONIO de 3.000 €');
    expect(coBuyer!.text).toContain('Data valor:');
    const [event] = await t.db.select().from(contractEvents).where(eq(contractEvents.event, 'payment_confirmed'));
    expect(event!.details).toMatchObject({ payer_iban: 'ES9121000418450200051332', value_date: today() });
  });

  it('a payer who is not a buyer needs a reason that means something; the bank’s advice as a PDF is kept', async () => {
    const transactionId = await pendingPayment();
    const body = {
      payer_name: 'INVERSIONES GARCIA E HIJOS SL',
      payer_iban: 'ES91 2100 0418 4502 0005 1332',
      value_date: today(),
      evidence: Buffer.from('%PDF-1.4\n% aviso de abono\n').toString('base64'),
    };
    expect((await confirm(transactionId, body)).statusCode).toBe(422);
    expect((await confirm(transactionId, { ...body, reason: 'ok' })).statusCode).toBe(422);
    const accepted = await confirm(transactionId, {
      ...body,
      reason: 'La sociedad familiar del comprador paga por él; adjunta el acuerdo de la junta y su escritura.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const row = await rowOf(transactionId);
    expect(row).toMatchObject({ payerIsBuyer: false, evidence: { kind: 'pdf' } });
    const evidence = row.evidence as { kind: 'pdf'; file_id: string };
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, evidence.file_id));
    expect(file!.contentType).toBe('application/pdf');
  });
});
