import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import type { VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { sealedDocuments } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { BUYERS, pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { withOneByteChanged } from '#server/test/pdfsig.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let ours: TestApp;
let theirs: TestApp;
beforeAll(async () => {
  ours = await createTestApp();
  theirs = await createTestApp({}, { sealName: 'Inmobiliaria Ajena S.L.' });
  await storeCompanyDetails(ours);
  await storeCompanyDetails(theirs);
});
afterAll(async () => {
  await ours.close();
  await theirs.close();
});

/** A contract signed by both buyers on `t`, and its final PDF as the administrator downloads it. */
async function signedPdf(t: TestApp): Promise<{ id: string; pdf: Buffer }> {
  const contract = await pendingContract(t);
  for (const buyer of contract.buyers)
    expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
  const response = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
  return { id: contract.id, pdf: response.rawPayload };
}

let address = 0;
/** Each call from its own address unless told otherwise, so the rate limit only bites where tested. */
const verify = (
  t: TestApp,
  payload: Buffer | string,
  options: { contentType?: string; ip?: string; lang?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: options.lang ? `/api/documents/verify?lang=${options.lang}` : '/api/documents/verify',
    headers: { 'content-type': options.contentType ?? 'application/pdf' },
    remoteAddress: options.ip ?? `198.51.100.${++address}`,
    payload,
  });

describe('POST /api/documents/verify', () => {
  it('recognises a sealed PDF this installation issued', async () => {
    const { id, pdf } = await signedPdf(ours);
    const response = await verify(ours, pdf);
    expect(response.statusCode).toBe(200);
    const body = response.json<VerifyDocumentDto>();
    expect(body).toMatchObject({
      status: 'genuine',
      sha256: sha256Hex(pdf),
      contract_id: id,
      contract_type_name: 'Contrato de Arras Penitenciales',
    });
    if (body.status !== 'genuine') throw new Error('expected genuine');
    // The company first, signing through its representative, then every buyer.
    expect(body.signers.map((signer) => signer.role)).toEqual(['seller', ...BUYERS.map(() => 'buyer')]);
    expect(body.signers[0]!.name).toMatch(/^Casa Nova Reformas S\.L\. \(representada por .+\)$/);
    expect(body.signers.slice(1).map((signer) => signer.name)).toEqual(BUYERS.map((buyer) => buyer.name));
    expect(body.signers.every((signer) => signer.signed_at !== null)).toBe(true);
    expect(body.signed_at).toBe([...body.signers.slice(1).map((s) => s.signed_at!)].sort().at(-1));
  });

  it("names the contract and the company's representative in the reader's language (lang)", async () => {
    const { pdf } = await signedPdf(ours);
    const english = (await verify(ours, pdf, { lang: 'en' })).json<VerifyDocumentDto & { status: 'genuine' }>();
    expect(english.contract_type_name).toBe('Deposit contract (arras penitenciales)');
    expect(english.signers[0]!.name).toMatch(/^Casa Nova Reformas S\.L\. \(represented by .+\)$/);
    const catalan = (await verify(ours, pdf, { lang: 'ca' })).json<VerifyDocumentDto & { status: 'genuine' }>();
    expect(catalan.contract_type_name).toBe('Contracte d’arres penitencials');
    expect(catalan.signers[0]!.name).toMatch(/\(representada per .+\)$/);
    // Any other value is no error: the answer stays in Spanish.
    const other = (await verify(ours, pdf, { lang: 'fr' })).json<VerifyDocumentDto & { status: 'genuine' }>();
    expect(other.contract_type_name).toBe('Contrato de Arras Penitenciales');
  });

  it('says what happened after the money: the outcome of the contract, once recorded', async () => {
    // The specification's flow: with no buyer file required, the payment is due once everyone signed.
    await requireBuyerFile(ours, { arras: false, reservation: false });
    const { id, pdf } = await signedPdf(ours);
    const before = (await verify(ours, pdf)).json<VerifyDocumentDto>();
    expect(before).toMatchObject({ status: 'genuine', contract_status: 'signed', outcome: null });

    const [payment] = (await ours.asAdmin({ method: 'GET', url: '/api/cms/pending-payments' }))
      .json<PendingPaymentDto[]>()
      .filter((pending) => pending.contract_id === id);
    expect((await markAsPaid(ours, payment!.transaction_id)).statusCode).toBe(200);
    const date = todayIsoDateInMadrid(new Date());
    const deed = { outcome: 'deed_signed', date, notary: 'Joan Vidal Puig', protocol: '1.234' };
    const recorded = await ours.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/outcome`, payload: deed });
    expect(recorded.statusCode, recorded.body).toBe(200);

    const after = await verify(ours, pdf);
    // Which outcome and when, nothing else: no notary, amounts, reasons or who recorded it (docs/product.md#verification).
    expect(after.json<VerifyDocumentDto>()).toMatchObject({
      status: 'genuine',
      contract_id: id,
      contract_status: 'completed',
      outcome: { outcome: 'deed_signed', date },
    });
    expect(after.body).not.toMatch(/Joan Vidal|recorded_by|reason|@/);
  });

  it('answers unknown, with only the hash, when one byte changed', async () => {
    const { pdf } = await signedPdf(ours);
    const changed = withOneByteChanged(pdf);
    const response = await verify(ours, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unknown', sha256: sha256Hex(changed) });
  });

  it('answers unknown for a sealed PDF from another installation, even if its hash were on record here', async () => {
    const { pdf } = await signedPdf(theirs);
    expect((await verify(theirs, pdf)).json<VerifyDocumentDto>().status).toBe('genuine');
    expect((await verify(ours, pdf)).json()).toEqual({ status: 'unknown', sha256: sha256Hex(pdf) });

    // Even with that hash on record here it is not ours: its seal was not made with our certificate.
    const { id } = await signedPdf(ours);
    await ours.db
      .update(sealedDocuments)
      .set({ sha256: sha256Hex(pdf) })
      .where(eq(sealedDocuments.contractId, id));
    expect((await verify(ours, pdf)).json()).toEqual({ status: 'unknown', sha256: sha256Hex(pdf) });
  });

  it('recognises the review copy of a known contract made before signing, and names the sealed PDF', async () => {
    const contract = await pendingContract(ours);
    // The copy a buyer downloads before everyone signed: the frozen text, no signatures, no seal.
    const early = await ours.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}/pdf?email=${encodeURIComponent(contract.buyers[0]!.email)}&token=${tokenOf(contract.buyers[0]!.signing_url)}`,
    });
    expect(early.statusCode).toBe(200);
    const review = early.rawPayload;
    const before = (await verify(ours, review, { lang: 'en' })).json();
    expect(before).toMatchObject({
      status: 'unknown',
      review_copy: { contract_ref: contract.id.slice(0, 8), sealed_sha256: null },
    });
    for (const buyer of contract.buyers)
      expect((await signAs(ours, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
    const after = (await verify(ours, review, { lang: 'en' })).json();
    const [sealed] = await ours.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contract.id));
    expect(after).toMatchObject({ status: 'unknown', review_copy: { sealed_sha256: sealed!.sha256 } });
    expect(after.review_copy.contract_type_name).toMatch(/[A-Za-z]/);
    // A sealed PDF with one byte changed is not a review copy: it may have been altered.
    const { pdf } = await signedPdf(ours);
    const altered = (await verify(ours, withOneByteChanged(pdf))).json();
    expect(altered).toEqual({ status: 'unknown', sha256: expect.any(String) });
    // Nor is a PDF of some other contract this installation never froze.
    const foreign = (await verify(theirs, review)).json();
    expect(foreign).toEqual({ status: 'unknown', sha256: expect.any(String) });
  });

  it('refuses bytes that are not a PDF with 422 and a Spanish detail', async () => {
    for (const payload of ['hola, esto no es un PDF', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])]) {
      const response = await verify(ours, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: 'El archivo no es un PDF.' });
    }
    expect((await verify(ours, '{"a":1}', { contentType: 'application/json' })).statusCode).toBe(422);
    expect((await verify(ours, '')).statusCode).toBe(422);
  });

  it('refuses more than 20 MB with 413', async () => {
    const response = await verify(ours, Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.alloc(20 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().detail).toBe('string');
  });

  it('limits each address: the eleventh check in a minute answers 429 with Retry-After', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 10; i++) expect((await verify(ours, 'no es un pdf', { ip })).statusCode).toBe(422);
    const limited = await verify(ours, 'no es un pdf', { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(typeof limited.json().detail).toBe('string');
    expect((await verify(ours, 'no es un pdf', { ip: '203.0.113.100' })).statusCode).toBe(422);
  });
});
