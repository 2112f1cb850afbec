// What happens after the money (docs/product.md#outcome): recorded from the signed terms, never recomputed from
// elsewhere; the buying party's withdrawal is theirs; impossible dates and empty reasons are refused; a correction is
// a new event, mailed again, the history kept; /verificar learns only which outcome and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import {
  BUYERS,
  contractBody,
  pendingContract,
  pngDataUrl,
  signAs,
  signaturePng,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => todayIsoDateInMadrid(new Date());
const outcome = (id: string, payload: object) =>
  t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/outcome`, payload });
const REASON = 'Comunicado por burofax con acuse de recibo, recibido el mismo día.';

let counter = 0;
/**
 * An arras contract after a reservation (3 000 € reserved before, 32 000 € of arras: the clause makes both
 * penitential), signed by both buyers — one reads English — and its arras paid: completed.
 */
async function completedContract(overrides: Record<string, unknown> = {}): Promise<ContractDto> {
  counter += 1;
  const buyers = BUYERS.map((buyer, index) => ({
    ...buyer,
    email: buyer.email.replace('@', `+${counter}@`),
    ...(index === 1 ? { language: 'en' } : {}),
  }));
  const contract = await pendingContract(t, contractBody('arras_penitenciales', { buyers, ...overrides }));
  for (const buyer of contract.buyers)
    expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
  const instructions = await t.asAdmin({
    method: 'POST',
    url: '/api/payments/create-transfer-instructions',
    payload: { contract_id: contract.id, payment_type: 'arras' },
  });
  const paid = await t.asAdmin({
    method: 'POST',
    url: `/api/payments/${instructions.json().transaction_id}/mark-as-paid`,
  });
  expect(paid.json()).toMatchObject({ contract_status: 'completed' });
  return contract;
}

const withdraw = async (contract: ContractDto, index: number, bearer?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contract.id}/withdrawal?token=${encodeURIComponent(tokenOf(contract.buyers[index]!.signing_url))}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: {
      statement: 'Desisto de la compra de la vivienda por motivos familiares.',
      signature_image: pngDataUrl(await signaturePng()),
    },
  });

async function declareWithdrawal(contract: ContractDto, index: number) {
  const response = await withdraw(contract, index);
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /api/cms/contracts/{id}/outcome/preview (docs/product.md#last-look)', () => {
  it('shows each buyer the mail they would receive, in their language, and records, sends and changes nothing', async () => {
    const contract = await completedContract();
    const outboxBefore = (await t.outbox()).length;
    const body = { outcome: 'seller_withdrew', date: today(), reason: REASON };
    const preview = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/outcome/preview`,
      payload: body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { mails } = preview.json<{ mails: { buyer_name: string; to: string; language: string; text: string }[] }>();
    expect(mails.map((mail) => [mail.to, mail.language])).toEqual([
      [contract.buyers[0]!.email, 'es'],
      [contract.buyers[1]!.email, 'en'],
    ]);
    expect(mails[0]!.buyer_name).toBe(contract.buyers[0]!.name);
    expect(mails[0]!.text.replace(/\u00a0/g, ' ')).toContain('70.000 €');
    expect(mails[1]!.text.replace(/\u00a0/g, ' ')).toContain('€70,000');

    expect((await t.outbox()).length).toBe(outboxBefore);
    const read = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}` });
    expect(read.json().outcome).toBeNull();
    // The real act afterwards sends the very same text.
    const recorded = await outcome(contract.id, body);
    expect(recorded.statusCode).toBe(200);
    const sent = (await t.outbox()).filter((m) => m.kind === 'contract_outcome').slice(-2);
    expect(sent.map((m) => m.text)).toEqual(mails.map((mail) => mail.text));
  });

  it('refuses what the act would refuse, with the same answer', async () => {
    const contract = await completedContract();
    const future = '2999-01-01';
    const body = { outcome: 'deed_signed', date: future, notary: 'Joan Vidal Puig', protocol: '1.234' };
    const preview = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/outcome/preview`,
      payload: body,
    });
    const real = await outcome(contract.id, body);
    expect(preview.statusCode).toBe(422);
    expect(preview.json()).toEqual(real.json());
  });
});

describe('POST /api/cms/contracts/{id}/cancel/preview', () => {
  it('shows the notice each buyer with a link would receive, without cancelling', async () => {
    const contract = await pendingContract(t, contractBody('arras_penitenciales'));
    const sent = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
    expect(sent.statusCode).toBe(200);
    const outboxBefore = (await t.outbox()).length;
    const body = {
      reason: 'La compradora nos comunica que no sigue adelante con la compra.',
      reason_code: 'buyer_withdrawal',
    };
    const preview = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/cancel/preview`,
      payload: body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { mails } = preview.json<{ mails: { to: string; subject: string }[] }>();
    expect(mails.map((mail) => mail.to)).toEqual(contract.buyers.map((buyer) => buyer.email));
    expect(mails[0]!.subject).toContain('Contrato anulado');
    expect((await t.outbox()).length).toBe(outboxBefore);
    const read = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}` });
    expect(read.json().status).toBe(contract.status);
  });
});

describe('POST /api/cms/contracts/{id}/outcome', () => {
  it('the seller’s withdrawal returns double every penitential sum delivered, the earlier reservation too, by the clause', async () => {
    const contract = await completedContract();
    const response = await outcome(contract.id, { outcome: 'seller_withdrew', date: today(), reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    // 2 × (3 000 + 32 000): the signed clause covers the reservation and the arras, not only the arras transferred.
    expect(response.json()).toMatchObject({
      outcome: 'seller_withdrew',
      paid_amount: 35000,
      refund_amount: 70000,
      forfeited_amount: null,
      clause: 'TERCERA.- ARRAS PENITENCIALES',
    });
    expect(response.json().refund_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mails = (await t.outbox()).filter((m) => m.kind === 'contract_outcome').slice(-2);
    const spanish = mails[0]!.text.replace(/\u00a0/g, ' ');
    expect(spanish).toContain('Conforme a la cláusula TERCERA («ARRAS PENITENCIALES») del contrato firmado');
    expect(spanish).toContain('70.000 €');
    expect(mails[1]!.text.replace(/\u00a0/g, ' ')).toContain('€70,000');
    // The buyer's page reads the same outcome.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}?token=${encodeURIComponent(tokenOf(contract.buyers[0]!.signing_url))}`,
    });
    expect(read.json().outcome).toMatchObject({ outcome: 'seller_withdrew', refund_amount: 70000 });
  });

  it('the buying party’s withdrawal needs every buyer’s own declaration (or written evidence): 422 until then', async () => {
    const contract = await completedContract();
    const body = { outcome: 'buyer_withdrew', date: today(), reason: REASON };
    const none = await outcome(contract.id, body);
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toContain(contract.buyers[0]!.name);

    // A company account never declares for a buyer.
    expect((await withdraw(contract, 0, await t.adminToken())).statusCode).toBe(403);
    await declareWithdrawal(contract, 0);
    expect((await withdraw(contract, 0)).statusCode).toBe(409);
    const one = await outcome(contract.id, body);
    expect(one.statusCode).toBe(422);
    expect(one.json().detail).toContain(contract.buyers[1]!.name);
    expect(one.json().detail).not.toContain(contract.buyers[0]!.name);

    await declareWithdrawal(contract, 1);
    const recorded = await outcome(contract.id, body);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ forfeited_amount: 35000, refund_amount: null });
  });

  it('a written declaration in PDF stands for the buyers’ own; anything else as evidence is refused', async () => {
    const contract = await completedContract();
    const notPdf = await outcome(contract.id, {
      outcome: 'buyer_withdrew',
      date: today(),
      reason: REASON,
      evidence: Buffer.from('no es un pdf').toString('base64'),
    });
    expect(notPdf.statusCode).toBe(422);
    const pdf = Buffer.from('%PDF-1.4\n% acta notarial de incomparecencia\n');
    const recorded = await outcome(contract.id, {
      outcome: 'buyer_withdrew',
      date: today(),
      reason: REASON,
      evidence: pdf.toString('base64'),
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().evidence_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses impossible outcomes: a date after today, an empty reason, a justified withdrawal the contract does not provide', async () => {
    const contract = await completedContract();
    const deed = { outcome: 'deed_signed', notary: 'Joan Vidal Puig', protocol: '1.234' };
    const future = await outcome(contract.id, { ...deed, date: '2099-02-20' });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toMatch(/^La fecha no puede ser posterior a hoy/);
    expect((await outcome(contract.id, { ...deed, date: '2020-01-01' })).statusCode).toBe(422);
    for (const reason of ['x', 'ok', '-', 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
      expect((await outcome(contract.id, { outcome: 'seller_withdrew', date: today(), reason })).statusCode).toBe(422);
    }
    const justified = await outcome(contract.id, {
      outcome: 'buyer_withdrew_justified',
      date: today(),
      reason: REASON,
    });
    expect(justified.statusCode).toBe(422);
    // Nothing was recorded, nothing mailed.
    const read = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` });
    expect(read.json<ContractDto>().outcome).toBeNull();
  });

  it('with financing, the justified withdrawal returns what was delivered, without penalty', async () => {
    const contract = await completedContract({
      contract_data: {
        ...contractBody('arras_penitenciales').contract_data,
        financiacion: 'sí',
      },
    });
    for (const index of [0, 1]) await declareWithdrawal(contract, index);
    const response = await outcome(contract.id, { outcome: 'buyer_withdrew_justified', date: today(), reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refund_amount: 35000, forfeited_amount: null });
  });

  it('records once; a correction is a new event with its reason, mailed again, and the history stays', async () => {
    const contract = await completedContract();
    const deed = { outcome: 'deed_signed', date: today(), notary: 'Joan Vidal Puig', protocol: '1.234' };
    expect((await outcome(contract.id, deed)).statusCode).toBe(200);
    expect((await outcome(contract.id, deed)).statusCode).toBe(409);
    const corrected = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/outcome/corrections`,
      payload: { ...deed, protocol: '1.243', correction_reason: 'El número de protocolo se escribió mal: es 1.243.' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const read = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` })).json<ContractDto>();
    expect(read.outcome).toMatchObject({ protocol: '1.243' });
    expect(read.outcome_history.map((entry) => entry.protocol)).toEqual(['1.234', '1.243']);
    const mail = (await t.outbox()).filter((m) => m.kind === 'contract_outcome').at(-2)!;
    expect(mail.text).toContain('Esta comunicación corrige la del');

    // /verificar: which outcome and when, nothing else.
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf.rawPayload,
    });
    expect(verified.json().outcome).toEqual({ outcome: 'deed_signed', date: today() });
  });

  it('refuses an outcome before the money (409)', async () => {
    const contract = await pendingContract(t);
    const early = await outcome(contract.id, { outcome: 'seller_withdrew', date: today(), reason: REASON });
    expect(early.statusCode).toBe(409);
  });
});
