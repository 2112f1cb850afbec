// Each buyer identified, and the file says how (docs/product.md#identified-buyers): the payer check of RD 304/2014
// art. 21.1.c for the buyer who paid from an account in their name in the EU/EEA, a measure an owner records for the
// co-buyer who did not (an open item until then), the AML export's payment section; and an identity step that asks
// for both sides takes two photos or one PDF.
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import type { AdminBuyerFileDto, PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import { camt053File } from '#server/features/payments/bank-statements/test-statements.ts';
import {
  contractBody,
  createContract,
  DECLARATIONS,
  identityPhoto,
  LOW_RISK_REASON,
  multipartFile,
  pendingContract,
  staffToken,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { insertContract } from '#server/test/factories.ts';
import { createInstructions, fillBankDetails, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  await fillBankDetails(t);
  // Arras need the file before signing (the two-sides rule is seen there); reservations keep the money gate open.
  await requireBuyerFile(t, { arras: true, reservation: false });
});
afterAll(() => t.close());

const BUYERS = [
  { name: 'Anna Puig Vidal', email: 'anna.id@example.com', dni: '12345678Z' },
  { name: 'John Smith', email: 'john.id@example.com', dni: 'X1234567L' },
];
const ES_IBAN = 'ES91 2100 0418 4502 0005 1332';
const GB_IBAN = 'GB29 NWBK 6016 1331 9268 19';
const MEASURE = {
  measure: 'in_person',
  reason: 'Vino a la oficina el 3 de diciembre y cotejamos su pasaporte original con la copia',
};

const fileUrl = (contractId: string, buyerId: number) =>
  `/api/cms/contracts/${contractId}/buyers/${buyerId}/buyer-file`;
const identificationUrl = (contractId: string, buyerId: number) =>
  `/api/cms/contracts/${contractId}/buyers/${buyerId}/identification`;
const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');
async function awaiting() {
  const response = await t.asAdmin({ method: 'GET', url: '/api/cms/buyer-files/awaiting-decision' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ contract_id: string; buyer_name: string; waiting_for: string }[]>();
}

/**
 * A signed reservation whose buyers' files an owner completed and assessed, its payment confirmed by `payer`: by hand
 * («Confirmado»), or by a camt.053 statement whose line names the payer and their account.
 */
async function paidReservation(payer: { payer_name: string; payer_iban: string }, via: 'hand' | 'statement' = 'hand') {
  const { contract, buyers } = await insertContract(t.db, { contractType: 'reserva_no_condicionada', buyers: BUYERS });
  for (const buyer of buyers) {
    for (const side of ['anverso.jpg', 'reverso.jpg']) {
      const upload = await t.asAdmin({
        method: 'POST',
        url: `${fileUrl(contract.id, buyer.id)}/documents`,
        ...multipartFile(await identityPhoto(), side),
      });
      expect(upload.statusCode, upload.body).toBe(201);
    }
    expect(
      (await t.asAdmin({ method: 'PUT', url: fileUrl(contract.id, buyer.id), payload: DECLARATIONS })).statusCode,
    ).toBe(200);
    const review = await t.asAdmin({
      method: 'PUT',
      url: `${fileUrl(contract.id, buyer.id)}/review`,
      payload: { risk: 'low', reason: LOW_RISK_REASON },
    });
    expect(review.statusCode, review.body).toBe(200);
  }
  const instructions = await createInstructions(t, contract.id, 'reserva');
  expect(instructions.statusCode, instructions.body).toBe(200);
  if (via === 'statement') {
    const { amount, payment_reference: reference } = instructions.json<{ amount: number; payment_reference: string }>();
    const statement = camt053File(
      [
        {
          direction: 'credit',
          amount: Math.round(amount * 100),
          date: todayIsoDateInMadrid(new Date()),
          payer: payer.payer_name,
          payerIban: payer.payer_iban,
          text: `Reserva ${reference}`,
        },
      ],
      '08',
    );
    const imported = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/bank-statements',
      ...multipartFile(Buffer.from(statement), 'camt053.xml'),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ confirmed: unknown[] }>().confirmed, imported.body).toHaveLength(1);
    return { contract, buyers };
  }
  const paid = await t.asAdmin({
    method: 'POST',
    url: `/api/payments/${instructions.json().transaction_id}/mark-as-paid`,
    payload: {
      ...payer,
      value_date: todayIsoDateInMadrid(new Date()),
      evidence: `TRANSFERENCIA DE ${payer.payer_name} ${instructions.json().payment_reference}`,
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { contract, buyers };
}

const adminFile = async (contractId: string, buyerId: number) =>
  (await t.asAdmin({ method: 'GET', url: fileUrl(contractId, buyerId) })).json<AdminBuyerFileDto>();

describe('how each buyer was identified', () => {
  it('the buyer who paid from a Spanish account in their name is identified by it; the co-buyer stays open', async () => {
    const { contract, buyers } = await paidReservation({ payer_name: 'PUIG VIDAL ANNA', payer_iban: ES_IBAN });
    const anna = await adminFile(contract.id, buyers[0]!.id);
    expect(anna.identification).toMatchObject({
      verified: true,
      method: 'payer_check',
      open_item: false,
      payment: { payer_name: 'PUIG VIDAL ANNA', country: 'ES', eu_eea: true },
    });
    const john = await adminFile(contract.id, buyers[1]!.id);
    expect(john.identification).toMatchObject({ verified: false, pending: 'paid_by_another', open_item: true });
    expect(await awaiting()).toContainEqual(
      expect.objectContaining({ contract_id: contract.id, buyer_name: 'John Smith', waiting_for: 'identification' }),
    );
    expect((await awaiting()).filter((item) => item.contract_id === contract.id)).toHaveLength(1);

    const exported = await t.asAdmin({ method: 'GET', url: `${fileUrl(contract.id, buyers[1]!.id)}/export.pdf` });
    const text = await pdfText(exported.rawPayload);
    expect(text).toContain('PENDIENTE. El pago lo hizo otra persona');
    expect(text).toContain('Pagos recibidos');
    expect(text).toContain('ES91 2100 0418 4502 0005 1332 (ES)');
  });

  it('an owner records the measure for the co-buyer, once, with what was done; staff cannot', async () => {
    const { contract, buyers } = await paidReservation({ payer_name: 'Anna Puig', payer_iban: ES_IBAN });
    const url = identificationUrl(contract.id, buyers[1]!.id);
    const staff = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${await staffToken(t)}` },
      payload: MEASURE,
    });
    expect(staff.statusCode).toBe(403);
    const placeholder = await t.asAdmin({ method: 'POST', url, payload: { measure: 'in_person', reason: 'ok' } });
    expect(placeholder.statusCode).toBe(422);
    expect(placeholder.json().detail).toMatch(/al menos 20 caracteres/);
    const unknown = await t.asAdmin({ method: 'POST', url, payload: { ...MEASURE, measure: 'a_phone_call' } });
    expect(unknown.statusCode).toBe(422);
    expect((await adminFile(contract.id, buyers[1]!.id)).identification?.verified).toBe(false);

    const recorded = await t.asAdmin({ method: 'POST', url, payload: MEASURE });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<AdminBuyerFileDto>().identification).toMatchObject({
      verified: true,
      method: 'in_person',
      reason: MEASURE.reason,
      by: expect.any(String),
      open_item: false,
    });
    expect((await awaiting()).filter((item) => item.contract_id === contract.id)).toEqual([]);
    expect((await t.asAdmin({ method: 'POST', url, payload: MEASURE })).statusCode).toBe(409);

    const exported = await t.asAdmin({ method: 'GET', url: `${fileUrl(contract.id, buyers[1]!.id)}/export.pdf` });
    const text = await pdfText(exported.rawPayload);
    expect(text).toContain('En persona, con el documento original a la vista');
    expect(text).toContain(MEASURE.reason);
  });

  it('a payment from an account outside the EU/EEA identifies nobody and the export flags it', async () => {
    const { contract, buyers } = await paidReservation({ payer_name: 'John Smith', payer_iban: GB_IBAN });
    const john = await adminFile(contract.id, buyers[1]!.id);
    expect(john.identification).toMatchObject({
      verified: false,
      pending: 'account_outside_eu_eea',
      open_item: true,
      payment: { country: 'GB', eu_eea: false },
    });
    const names = (await awaiting()).filter((item) => item.contract_id === contract.id).map((item) => item.buyer_name);
    expect(names.sort()).toEqual(['Anna Puig Vidal', 'John Smith']);
    const exported = await t.asAdmin({ method: 'GET', url: `${fileUrl(contract.id, buyers[1]!.id)}/export.pdf` });
    expect(await pdfText(exported.rawPayload)).toContain('GB29 NWBK 6016 1331 9268 19 (GB) — FUERA DE LA UE/EEE');
  });

  it('a statement line gives the ordering account: from the EU/EEA it identifies, from elsewhere the export flags it', async () => {
    const fromSpain = await paidReservation({ payer_name: 'Anna Puig Vidal', payer_iban: ES_IBAN }, 'statement');
    expect((await adminFile(fromSpain.contract.id, fromSpain.buyers[0]!.id)).identification).toMatchObject({
      verified: true,
      method: 'payer_check',
      payment: { payer_iban: 'ES9121000418450200051332', country: 'ES', eu_eea: true },
    });

    const { contract, buyers } = await paidReservation({ payer_name: 'John Smith', payer_iban: GB_IBAN }, 'statement');
    expect((await adminFile(contract.id, buyers[1]!.id)).identification).toMatchObject({
      verified: false,
      pending: 'account_outside_eu_eea',
      payment: { country: 'GB', eu_eea: false },
    });
    const exported = await t.asAdmin({ method: 'GET', url: `${fileUrl(contract.id, buyers[1]!.id)}/export.pdf` });
    expect(await pdfText(exported.rawPayload)).toContain('GB29 NWBK 6016 1331 9268 19 (GB) — FUERA DE LA UE/EEE');
  });

  it('before any payment nobody is flagged: the transfer may still identify them', async () => {
    const { contract, buyers } = await insertContract(t.db, { buyers: BUYERS });
    const view = await adminFile(contract.id, buyers[0]!.id);
    expect(view.identification).toMatchObject({ verified: false, pending: 'no_payment', open_item: false });
  });
});

/** A small real PDF, as a scanner would send both sides of a card on one page. */
const scannedPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('DNI — anverso y reverso');
    doc.end();
  });

describe('an identity step that asks for both sides', () => {
  const publicUpload = async (contractId: string, token: string, data: Buffer, name: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/buyer-file/documents?token=${encodeURIComponent(token)}`,
      ...multipartFile(data, name),
    });

  it('is not complete with one photo of a DNI: the buyer is asked for the other side and cannot sign', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.id}/buyer-file?token=${encodeURIComponent(token)}`,
      payload: DECLARATIONS,
    });
    const one = await publicUpload(contract.id, token, await identityPhoto(), 'anverso.jpg');
    expect(one.json<PublicBuyerFileDto>()).toMatchObject({
      complete: false,
      identity_complete: false,
      sides_needed: 2,
    });
    const two = await publicUpload(contract.id, token, await identityPhoto(), 'reverso.jpg');
    expect(two.json<PublicBuyerFileDto>()).toMatchObject({ complete: true, identity_complete: true });
  });

  it('takes one PDF with both sides, and one photo of a passport’s data page', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const pdf = await publicUpload(contract.id, token, await scannedPdf(), 'dni.pdf');
    expect(pdf.json<PublicBuyerFileDto>()).toMatchObject({ identity_complete: true });

    const foreign = await createContract(
      t,
      contractBody('arras_penitenciales', {
        buyers: [
          {
            name: 'Emma Brown',
            email: 'emma.sides@example.com',
            id_type: 'passport',
            dni: '123456789',
            id_country: 'GB',
            address: '1 High Street, London',
            buyer_order: 1,
          },
        ],
      }),
    );
    const signed = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${foreign.id}/sign`, payload: {} });
    expect(signed.statusCode, signed.body).toBe(200);
    const emma = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${foreign.id}` })).json();
    expect(emma.buyers[0].id).toBeTypeOf('number');
    const upload = await t.asAdmin({
      method: 'POST',
      url: `${fileUrl(foreign.id, emma.buyers[0].id)}/documents`,
      ...multipartFile(await identityPhoto(), 'pasaporte.jpg'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const put = await t.asAdmin({ method: 'PUT', url: fileUrl(foreign.id, emma.buyers[0].id), payload: DECLARATIONS });
    expect(put.json<AdminBuyerFileDto>().complete).toBe(true);
  });
});
