import { count, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractEventDto } from '#shared/api/contract-dtos.ts';
import { contractEvents, sealedDocuments, siteContent, storedFiles } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { saveFile } from '#server/lib/storage.ts';
import { contractBody, pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { insertContract } from '#server/test/factories.ts';
import { pdfsig, withOneByteChanged } from '#server/test/pdfsig.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const download = async (contractId: string, token?: string) => {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const response = token
    ? await t.app.inject({ method: 'GET', url: `/api/contracts/${contractId}/pdf${query}` })
    : await t.asAdmin({ method: 'GET', url: `/api/contracts/${contractId}/pdf` });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const storedFileCount = async () => Number((await t.db.select({ n: count() }).from(storedFiles))[0]!.n);

describe('the final PDF of a signed contract', () => {
  it('is sealed once: pdfsig validates it, one changed byte breaks it, admin and buyers get the same bytes', async () => {
    const contract = await pendingContract(t);
    const [ana, isabel] = contract.buyers.map((buyer) => tokenOf(buyer.signing_url));
    expect((await signAs(t, contract.id, ana!)).statusCode).toBe(200);
    expect((await signAs(t, contract.id, isabel!)).statusCode).toBe(200);

    const fromAdmin = await download(contract.id);
    const fromAna = await download(contract.id, ana);
    const filesAfterFirstDownloads = await storedFileCount();
    const fromIsabel = await download(contract.id, isabel);
    expect(fromAna.equals(fromAdmin)).toBe(true);
    expect(fromIsabel.equals(fromAdmin)).toBe(true);
    expect(await storedFileCount()).toBe(filesAfterFirstDownloads);

    const report = await pdfsig(fromAdmin);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    // The signature dictionary is well formed: every key and name is a PDF name.
    expect(report).not.toContain('must be a name object');
    expect(report).not.toMatch(/Syntax Error/);
    expect(report).toContain('Total document signed');
    expect(report).toContain(`Signer Certificate Common Name: ${t.app.ctx.seal.subject}`);
    expect(await pdfsig(withOneByteChanged(fromAdmin))).not.toContain('Signature is Valid');

    const [sealed] = await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contract.id));
    expect(sealed!.sha256).toBe(sha256Hex(fromAdmin));
    expect(sealed!.certificateFingerprint).toBe(t.app.ctx.seal.fingerprint);
    const mails = (await t.outbox()).filter(
      (mail) => mail.kind === 'contract_signed' && mail.attachments[0]?.fileId === sealed!.fileId,
    );
    expect(mails).toHaveLength(3);

    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    const sealedEvent = events.find((event) => event.event === 'sealed');
    expect(sealedEvent?.details).toEqual({
      pdf_sha256: sealed!.sha256,
      certificate_subject: t.app.ctx.seal.subject,
      certificate_fingerprint: t.app.ctx.seal.fingerprint,
    });
  });

  it('names its seal on the evidence page and links to the verification page', async () => {
    const contract = await pendingContract(t, contractBody('reserva_no_condicionada'));
    for (const buyer of contract.buyers) await signAs(t, contract.id, tokenOf(buyer.signing_url));
    const pdf = await download(contract.id);
    const text = await pdfText(pdf);
    expect(text).toContain('Sello electrónico del documento');
    expect(text).toContain(`«${t.app.ctx.seal.subject}»`);
    expect(text).toContain(t.app.ctx.seal.fingerprint);
    expect(text).toContain('http://casanova.test/verificar');
    expect(text).not.toContain('PENDIENTE DE FIRMAS');
    expect(pdf.includes(Buffer.from('/URI (http://casanova.test/verificar)'))).toBe(true);
    const reason = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('Contrato firmado electrónicamente por todas las partes', 'utf16le').swap16(),
    ]);
    expect(pdf.includes(Buffer.concat([Buffer.from('/Reason ('), reason]))).toBe(true);
    expect(pdf.includes(Buffer.from('/Location (Barcelona)'))).toBe(true);
  });

  it('is an unsealed preview marked PENDIENTE DE FIRMAS while a buyer has not signed, and BORRADOR as a draft', async () => {
    const contract = await pendingContract(t);
    await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    const partial = await download(contract.id);
    expect(await pdfText(partial)).toContain('PENDIENTE DE FIRMAS');
    expect(await pdfsig(partial)).toContain('does not contain any signatures');
    expect((await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contract.id))).length).toBe(
      0,
    );

    const draft = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: contractBody() });
    const draftPdf = await download(draft.json<{ id: string }>().id);
    expect(await pdfText(draftPdf)).toContain('BORRADOR');
    expect(await pdfText(draftPdf)).not.toContain('PENDIENTE DE FIRMAS');
  });

  it('keeps serving the final PDF an earlier release stored for a contract signed before sealing existed', async () => {
    const { contract } = await insertContract(t.db, { status: 'completed' });
    const mailed = Buffer.from('%PDF-1.3\n% contrato firmado por una versión anterior\n%%EOF\n');
    const file = await saveFile(t.db, { data: mailed, contentType: 'application/pdf' });
    await t.db.insert(contractEvents).values({
      contractId: contract.id,
      event: 'final_document_sent',
      actor: 'ana@example.com',
      details: { recipients: 2, pdf_sha256: file.sha256 },
    });
    expect((await download(contract.id)).equals(mailed)).toBe(true);
    expect(await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contract.id))).toEqual([]);
  });

  it('seals a signed contract with no final PDF on record on its first download, once', async () => {
    const { contract } = await insertContract(t.db, { status: 'completed' });
    const first = await download(contract.id);
    const second = await download(contract.id);
    expect(second.equals(first)).toBe(true);
    expect(await pdfsig(first)).toContain('Signature is Valid');
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.filter((event) => event.event === 'sealed').map((event) => event.actor)).toEqual(['sistema']);
  });
});

describe('the seal follows the legal name', () => {
  const signedPdf = async () => {
    const contract = await pendingContract(t);
    for (const buyer of contract.buyers)
      expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
    return download(contract.id);
  };
  const verify = (pdf: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });

  it('seals under the legal name in force; earlier PDFs keep verifying with their own certificate', async () => {
    const before = await signedPdf();
    expect(await pdfsig(before)).toContain('Signer Certificate Common Name: Casa Nova Reformas S.L.');

    await t.db
      .update(siteContent)
      .set({ value: 'Reformas Nuevas Barcelona S.L.' })
      .where(eq(siteContent.key, 'legal_name'));
    try {
      const after = await signedPdf();
      const report = await pdfsig(after);
      expect(report).toContain('Signer Certificate Common Name: Reformas Nuevas Barcelona S.L.');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect((await verify(after)).json()).toMatchObject({ status: 'genuine' });
      expect((await verify(before)).json()).toMatchObject({ status: 'genuine' });
      // The next contract under the same name reuses that certificate.
      const again = await signedPdf();
      const [first, second] = await t.db
        .select()
        .from(sealedDocuments)
        .where(inArray(sealedDocuments.sha256, [sha256Hex(after), sha256Hex(again)]));
      expect(first!.certificateFingerprint).toBe(second!.certificateFingerprint);
    } finally {
      await t.db.update(siteContent).set({ value: 'Casa Nova Reformas S.L.' }).where(eq(siteContent.key, 'legal_name'));
    }
  });
});
