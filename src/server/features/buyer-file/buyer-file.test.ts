import { and, asc, eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import type { AdminBuyerFileDto, PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import { auditLog, buyerFileDocuments, buyerFiles, contractBuyers, storedFiles } from '#server/db/schema.ts';
import { STAFF_FORBIDDEN } from '#server/features/people/staff-access.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import {
  addFundsEvidence,
  assessBuyer,
  completeBuyerFile,
  contractBody,
  createContract,
  DECLARATIONS,
  identityPhoto,
  multipartFile,
  pendingContract,
  pngDataUrl,
  signaturePng,
  staffToken,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { BUYER_FILE_REQUIRED, HIGH_RISK_UNCONFIRMED } from './require-buyer-file';
import { PURGE_REASON, purgeExpiredBuyerFiles } from './retention';

// The buyer's file under Ley 10/2010 (docs/product.md §5.7, decision 020).

let t: TestApp;
/** The app's clock runs with the real one, moved ahead by `offset` to reach the end of the retention period. */
let offset = 0;
const TEN_YEARS_AND_A_DAY = (10 * 365 + 4) * 24 * 60 * 60 * 1000;
const FIVE_YEARS_AND_A_DAY = (5 * 365 + 3) * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + offset) });
  await storeCompanyDetails(t);
  // The owners' decision the checklist asks for (docs/product.md §5.7): the file before arras, as recommended.
  await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { buyer_file_required_arras: true } });
});
afterAll(async () => {
  await t.close();
});

const query = (token: string) => `token=${encodeURIComponent(token)}`;
const buyerSign = async (contractId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/buyer-sign`,
    payload: { signature_image: pngDataUrl(await signaturePng()), token },
  });
const publicFile = (contractId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/contracts/${contractId}/buyer-file?${query(token)}` });
const adminBase = (contract: ContractDto, index = 0) =>
  `/api/cms/contracts/${contract.id}/buyers/${contract.buyers[index]!.id}/buyer-file`;
const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

const staffSession = () => staffToken(t);

/** A small real PDF, as a scanner would send. */
const realPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('DOCUMENTO NACIONAL DE IDENTIDAD');
    doc.end();
  });

describe('before signing an arras contract', () => {
  it('refuses the buyer’s signature with 422 until their identity document and declarations are in', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    expect((await publicFile(contract.id, token)).json<PublicBuyerFileDto>()).toEqual({
      required: true,
      complete: false,
      under_review: false,
      sides_needed: 2,
      identity_complete: false,
      funds_requested: false,
      declarations: null,
      documents: [],
    });

    const refused = await buyerSign(contract.id, token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: BUYER_FILE_REQUIRED });

    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-file/documents?${query(token)}`,
      ...multipartFile(await identityPhoto(), 'dni-anverso.jpg', 'image/jpeg'),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json<PublicBuyerFileDto>()).toMatchObject({
      complete: false,
      documents: [{ filename: 'dni-anverso.jpg', content_type: 'image/jpeg', uploaded_by: 'buyer' }],
    });
    expect((await buyerSign(contract.id, token)).statusCode).toBe(422);

    const declared = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.id}/buyer-file?${query(token)}`,
      payload: DECLARATIONS,
    });
    expect(declared.statusCode).toBe(200);
    // One photo of a DNI is one side: the step asks for both (docs/product.md#identified-buyers).
    expect(declared.json<PublicBuyerFileDto>()).toMatchObject({
      complete: false,
      identity_complete: false,
      declarations: { occupation: 'Arquitecta técnica', funds_origin_category: 'savings' },
    });
    expect((await buyerSign(contract.id, token)).statusCode).toBe(422);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-file/documents?${query(token)}`,
      ...multipartFile(await identityPhoto(), 'dni-reverso.jpg', 'image/jpeg'),
    });
    expect(back.json<PublicBuyerFileDto>()).toMatchObject({
      complete: true,
      identity_complete: true,
      under_review: true,
    });
    // Complete is not enough: the company is told, and the buyer waits for an owner's assessment (art. 7.3).
    expect((await buyerSign(contract.id, token)).statusCode).toBe(409);
    const awaiting = (await t.outbox()).filter((mail) => mail.kind === 'buyer_file_awaiting').at(-1);
    expect(awaiting).toMatchObject({ to: 'info@casanova.example' });
    expect(awaiting!.subject).toBe(
      `Expediente pendiente de valorar: ${contract.buyers[0]!.name} (contrato ${contract.id.slice(0, 8)})`,
    );
    await assessBuyer(t, contract.id, contract.buyers[0]!.id);
    const cleared = (await t.outbox()).filter((mail) => mail.kind === 'buyer_file_cleared').at(-1);
    expect(cleared).toMatchObject({
      to: contract.buyers[0]!.email,
      subject: 'Ya puedes firmar: Contrato de Arras Penitenciales',
    });
    expect(cleared!.text).toContain(`token=${encodeURIComponent(token)}`);

    const signed = await buyerSign(contract.id, token);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ all_signed: false, status: 'partially_signed' });
    // Once signed, the buyer's file is closed to them.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/contracts/${contract.id}/buyer-file?${query(token)}`,
          payload: DECLARATIONS,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('does not stop a reservation: the page offers the file, signing goes ahead without it', async () => {
    const contract = await pendingContract(t, contractBody('reserva_no_condicionada'));
    const token = tokenOf(contract.buyers[0]!.signing_url);
    expect((await publicFile(contract.id, token)).json<PublicBuyerFileDto>()).toMatchObject({
      required: false,
      complete: false,
    });
    expect((await buyerSign(contract.id, token)).statusCode).toBe(200);
  });

  it('follows the settings: required for reservations too, or for neither', async () => {
    await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/settings',
      payload: { buyer_file_required_reservation: true, buyer_file_required_arras: false },
    });
    try {
      const reservation = await pendingContract(t, contractBody('reserva_condicionada'));
      expect((await buyerSign(reservation.id, tokenOf(reservation.buyers[0]!.signing_url))).statusCode).toBe(422);
      const arras = await pendingContract(t);
      expect((await buyerSign(arras.id, tokenOf(arras.buyers[0]!.signing_url))).statusCode).toBe(200);
    } finally {
      await t.asAdmin({
        method: 'PUT',
        url: '/api/cms/settings',
        payload: { buyer_file_required_reservation: false, buyer_file_required_arras: true },
      });
    }
  });

  it.each([
    [{ ...DECLARATIONS, acts_on_own_behalf: false }, 'Indica por cuenta de quién actúas (titular real)'],
    [{ ...DECLARATIONS, is_pep: true }, 'Indica el cargo público que ocupas o has ocupado'],
    [{ ...DECLARATIONS, is_company: true }, 'Una sociedad debe indicar al menos un titular real'],
    [{ ...DECLARATIONS, occupation: '  ' }, 'Profesión o actividad es obligatorio'],
    [{ ...DECLARATIONS, funds_origin_category: 'lottery' }, 'Elige el origen de los fondos'],
  ])('refuses incomplete declarations %# with a Spanish message', async (payload, message) => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.id}/buyer-file?${query(token)}`,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('accepts a company naming its beneficial owners, and someone acting for another person', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const payload = {
      ...DECLARATIONS,
      acts_on_own_behalf: false,
      beneficial_owner: { name: 'Jordi Mas Vila', id_document: '87654321X' },
      is_company: true,
      company_beneficial_owners: [{ name: 'Jordi Mas Vila', id_document: '87654321X', ownership: '60 %' }],
      is_pep: true,
      pep_details: 'Concejal del Ayuntamiento de Sabadell (2015-2019)',
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.id}/buyer-file?${query(token)}`,
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicBuyerFileDto>().declarations).toMatchObject({
      company_beneficial_owners: [{ ownership: '60 %' }],
      is_pep: true,
    });
  });

  it('takes photos and PDFs by their bytes: a text file called .jpg is refused', async () => {
    const contract = await pendingContract(t);
    const url = `/api/contracts/${contract.id}/buyer-file/documents?${query(tokenOf(contract.buyers[0]!.signing_url))}`;
    const fake = await t.app.inject({
      method: 'POST',
      url,
      ...multipartFile(Buffer.from('<html>no soy un DNI</html>'), 'dni.jpg', 'image/jpeg'),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().detail).toBe('El documento de identidad debe ser una foto (JPEG, PNG o WebP) o un PDF.');
    const pdf = await t.app.inject({ method: 'POST', url, ...multipartFile(await realPdf(), 'dni.pdf') });
    expect(pdf.json<PublicBuyerFileDto>().documents.at(-1)).toMatchObject({ content_type: 'application/pdf' });
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#eee' } })
      .webp()
      .toBuffer();
    const photo = await t.app.inject({ method: 'POST', url, ...multipartFile(webp, 'reverso.webp') });
    expect(photo.json<PublicBuyerFileDto>().documents.at(-1)).toMatchObject({ content_type: 'image/webp' });
  });

  it('decodes every document whole: garbage behind the right first bytes is refused, in the buyer’s language', async () => {
    const contract = await pendingContract(t);
    const url = `/api/contracts/${contract.id}/buyer-file/documents?${query(tokenOf(contract.buyers[0]!.signing_url))}`;
    const upload = (data: Buffer, name: string) => t.app.inject({ method: 'POST', url, ...multipartFile(data, name) });
    const photo = await identityPhoto();
    const garbage = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)]),
      photo.subarray(0, Math.floor(photo.length / 2)),
      Buffer.from('%PDF-1.4\n%fake but starts right\n'),
    ];
    for (const [index, data] of garbage.entries()) {
      const refused = await upload(data, `dni-${index}.jpg`);
      expect(refused.statusCode, String(index)).toBe(422);
      expect(refused.json().detail).toMatch(/^No hemos podido abrir el documento/);
    }
    await t.db.update(contractBuyers).set({ language: 'ca' }).where(eq(contractBuyers.id, contract.buyers[0]!.id));
    expect((await upload(garbage[0]!, 'dni.jpg')).json().detail).toMatch(/^No hem pogut obrir el document/);
    await t.db.update(contractBuyers).set({ language: 'en' }).where(eq(contractBuyers.id, contract.buyers[0]!.id));
    expect((await upload(garbage[0]!, 'dni.jpg')).json().detail).toMatch(/^We could not open the document/);
    expect((await publicFile(contract.id, tokenOf(contract.buyers[0]!.signing_url))).json().documents).toEqual([]);
  });

  it('is the buyer’s own: another contract’s token and the admin token on the public route are refused', async () => {
    const contract = await pendingContract(t);
    const other = await pendingContract(t);
    expect((await publicFile(contract.id, tokenOf(other.buyers[0]!.signing_url))).statusCode).toBe(403);
    expect((await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/buyer-file` })).statusCode).toBe(403);
  });
});

describe('the owners’ side', () => {
  it('shows the file only to owners, staff get 403, and every view is an audit row naming the person', async () => {
    const contract = await pendingContract(t);
    await completeBuyerFile(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    const staff = await staffSession();
    for (const url of [adminBase(contract), `${adminBase(contract)}/export.pdf`]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(STAFF_FORBIDDEN);
    }

    const before = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'buyer_file'), eq(auditLog.action, 'view')))
      .orderBy(asc(auditLog.id));
    const viewed = await t.asAdmin({ method: 'GET', url: adminBase(contract) });
    expect(viewed.statusCode).toBe(200);
    const file = viewed.json<AdminBuyerFileDto>();
    expect(file).toMatchObject({
      blocked: false,
      complete: true,
      required: true,
      buyer: { name: 'Ana García López' },
      declarations: { occupation: 'Arquitecta técnica' },
      declared: { name: 'ana@example.com' },
      documents: [
        { uploaded_by: 'buyer', content_type: 'image/jpeg' },
        { uploaded_by: 'buyer', content_type: 'image/jpeg' },
      ],
      review: null,
    });
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'buyer_file'), eq(auditLog.action, 'view')))
      .orderBy(asc(auditLog.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actor: 'admin',
      details: { contract_id: contract.id, buyer_id: contract.buyers[0]!.id },
    });
    expect(after.at(-1)!.userId).not.toBeNull();

    const document = await t.asAdmin({
      method: 'GET',
      url: `${adminBase(contract)}/documents/${file.documents[0]!.id}`,
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'buyer_file'), eq(auditLog.action, 'view_document')))
      .orderBy(asc(auditLog.id));
    expect(reads.at(-1)).toMatchObject({ actor: 'admin', details: { document_id: file.documents[0]!.id } });
  });

  it('lets the company complete the file of a buyer identified in person, and the buyer then sign from their link', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[1]!.signing_url);
    expect((await buyerSign(contract.id, token)).statusCode).toBe(422);
    const upload = await t.asAdmin({
      method: 'POST',
      url: `${adminBase(contract, 1)}/documents`,
      ...multipartFile(await identityPhoto(), 'nie-anverso.jpg'),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json<AdminBuyerFileDto>().documents).toMatchObject([{ uploaded_by: 'admin' }]);
    const back = await t.asAdmin({
      method: 'POST',
      url: `${adminBase(contract, 1)}/documents`,
      ...multipartFile(await identityPhoto(), 'nie-reverso.jpg'),
    });
    expect(back.statusCode).toBe(201);
    expect(
      (await t.asAdmin({ method: 'PUT', url: adminBase(contract, 1), payload: DECLARATIONS })).json<AdminBuyerFileDto>()
        .complete,
    ).toBe(true);
    // The file comes before the bond: until an owner records the assessment the buyer cannot sign (art. 7.3).
    const waiting = await buyerSign(contract.id, token);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().detail).toMatch(/^La empresa está revisando tu documentación/);
    await assessBuyer(t, contract.id, contract.buyers[1]!.id);
    expect((await buyerSign(contract.id, token)).statusCode).toBe(200);
  });

  it('names a download by what the bytes are, and lets an owner remove a document with a reason', async () => {
    const contract = await pendingContract(t);
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    const uploaded = await t.asAdmin({
      method: 'POST',
      url: `${adminBase(contract)}/documents`,
      ...multipartFile(png, 'pasaporte.jpg'),
    });
    const document = uploaded.json<AdminBuyerFileDto>().documents[0]!;
    expect(document).toMatchObject({ filename: 'pasaporte.png', content_type: 'image/png' });
    const download = await t.asAdmin({ method: 'GET', url: `${adminBase(contract)}/documents/${document.id}` });
    expect(download.headers['content-disposition']).toContain('pasaporte.png');

    const documentUrl = `${adminBase(contract)}/documents/${document.id}`;
    expect((await t.asAdmin({ method: 'DELETE', url: documentUrl, payload: { reason: '' } })).statusCode).toBe(422);
    const staff = await staffSession();
    const byStaff = await t.app.inject({
      method: 'DELETE',
      url: documentUrl,
      payload: { reason: 'x' },
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(byStaff.statusCode).toBe(403);
    const removed = await t.asAdmin({
      method: 'DELETE',
      url: documentUrl,
      payload: { reason: 'Foto borrosa: el comprador enviará otra' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminBuyerFileDto>().documents).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'buyer_file'), eq(auditLog.action, 'remove_document')));
    expect(audit).toMatchObject({
      actor: 'admin',
      details: {
        document_id: document.id,
        reason: 'Foto borrosa: el comprador enviará otra',
        sha256: expect.any(String),
      },
    });
  });

  it('exports a file with an unreadable document, listing it as such', async () => {
    const contract = await pendingContract(t);
    await completeBuyerFile(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    const [document] = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>()
      .documents;
    // Stored before uploads were decoded: the bytes start like a JPEG and are nothing.
    const [row] = await t.db.select().from(buyerFileDocuments).where(eq(buyerFileDocuments.id, document!.id));
    await t.db
      .update(storedFiles)
      .set({ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]) })
      .where(eq(storedFiles.id, row!.fileId));
    const exported = await t.asAdmin({ method: 'GET', url: `${adminBase(contract)}/export.pdf` });
    expect(exported.statusCode).toBe(200);
    expect(await pdfText(exported.rawPayload)).toContain('ILEGIBLE');
  });

  it('a high risk blocks Firmar until an owner confirms it; a new assessment needs a new confirmation', async () => {
    const draft = await createContract(t);
    const review = (risk: string, reason: string) =>
      t.asAdmin({ method: 'PUT', url: `${adminBase(draft)}/review`, payload: { risk, reason } });
    expect((await review('extreme', 'x')).statusCode).toBe(422);
    expect((await review('high', '')).json().detail).toContain('El motivo de la valoración debe explicar el porqué');
    expect((await review('low', 'ok')).statusCode).toBe(422);
    const high = await review(
      'high',
      'Pago anunciado desde una sociedad de un país de la lista de la UE de alto riesgo',
    );
    expect(high.json<AdminBuyerFileDto>()).toMatchObject({
      review: { risk: 'high', by: 'admin' },
      blocks_signing: true,
      high_risk_confirmed: null,
    });

    const sign = () => t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${draft.id}/sign`, payload: {} });
    const blocked = await sign();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ detail: HIGH_RISK_UNCONFIRMED });

    const approval = { reason: 'Sociedad con actividad real y cuentas auditadas; fondos de su cuenta en España' };
    const confirm = () => t.asAdmin({ method: 'POST', url: `${adminBase(draft)}/confirm`, payload: approval });
    // Without a reason, with "ok", or without evidence of the source of funds: nothing approved (art. 14).
    expect((await t.asAdmin({ method: 'POST', url: `${adminBase(draft)}/confirm` })).statusCode).toBe(422);
    expect(
      (await t.asAdmin({ method: 'POST', url: `${adminBase(draft)}/confirm`, payload: { reason: 'ok' } })).statusCode,
    ).toBe(422);
    expect((await confirm()).statusCode).toBe(422);
    await addFundsEvidence(t, draft.id, draft.buyers[0]!.id);
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<AdminBuyerFileDto>()).toMatchObject({
      blocks_signing: false,
      high_risk_confirmed: { name: 'admin' },
    });
    expect((await confirm()).statusCode).toBe(409);

    await review('high', 'Nueva información del banco');
    expect((await sign()).statusCode).toBe(409);
    await review('normal', 'El banco confirma el origen de los fondos');
    expect((await sign()).statusCode).toBe(200);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entity, 'buyer_file')).orderBy(asc(auditLog.id))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['review', 'confirm_high_risk']));
  });

  it('exports the file as a PDF with the declarations; the sealed contract never contains them', async () => {
    const contract = await pendingContract(t);
    const [ana, isabel] = contract.buyers.map((buyer) => tokenOf(buyer.signing_url));
    const declarations = {
      ...DECLARATIONS,
      occupation: 'Restauradora de vitrales',
      funds_origin_category: 'property_sale',
      funds_origin_details: 'Venta de un piso en Girona en 2024',
    };
    await completeBuyerFile(t, contract.id, ana!, declarations);
    await completeBuyerFile(t, contract.id, isabel!);
    for (const buyer of contract.buyers) await assessBuyer(t, contract.id, buyer.id);
    expect((await buyerSign(contract.id, ana!)).statusCode).toBe(200);
    expect((await buyerSign(contract.id, isabel!)).json()).toEqual({ all_signed: true, status: 'signed' });
    await t.asAdmin({
      method: 'PUT',
      url: `${adminBase(contract)}/review`,
      payload: { risk: 'low', reason: 'Fondos de una venta documentada' },
    });

    const exported = await t.asAdmin({ method: 'GET', url: `${adminBase(contract)}/export.pdf` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(exported.rawPayload);
    for (const expected of [
      'Expediente de diligencia debida',
      'Ley 10/2010',
      'Ana García López',
      'Restauradora de vitrales',
      'Venta de un piso en Girona en 2024',
      'Venta de otro inmueble',
      'Bajo',
      'Fondos de una venta documentada',
    ]) {
      expect(text).toContain(expected);
    }
    const exports = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'buyer_file'), eq(auditLog.action, 'export')))
      .orderBy(asc(auditLog.id));
    expect(exports.at(-1)).toMatchObject({ actor: 'admin' });

    const sealed = await pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf?${query(ana!)}` })).rawPayload,
    );
    expect(sealed).toContain('Ana García López');
    expect(sealed).not.toContain('Restauradora de vitrales');
    expect(sealed).not.toContain('Girona en 2024');
  });

  it('keeps the file ten years from the end of the relationship; after five it opens only with a stated reason', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    await completeBuyerFile(t, contract.id, token);
    const ongoing = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>();
    expect(ongoing).toMatchObject({ retention_until: null, access_limited_from: null, access_limited: false });

    const cancelledAt = Date.now();
    expect(
      (
        await t.asAdmin({
          method: 'POST',
          url: `/api/cms/contracts/${contract.id}/cancel`,
          payload: { reason: 'El comprador desiste antes de firmar el contrato' },
        })
      ).statusCode,
    ).toBe(200);
    const kept = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>();
    const until = new Date(kept.retention_until!);
    expect(until.getUTCFullYear() - new Date(cancelledAt).getUTCFullYear()).toBe(10);
    expect(new Date(kept.access_limited_from!).getUTCFullYear() - new Date(cancelledAt).getUTCFullYear()).toBe(5);
    expect(kept).toMatchObject({ blocked: false, declarations: { occupation: 'Arquitecta técnica' } });
    const documentUrl = `${adminBase(contract)}/documents/${kept.documents[0]!.id}`;

    offset = FIVE_YEARS_AND_A_DAY;
    try {
      const withheld = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>();
      expect(withheld).toMatchObject({ exists: true, access_limited: true, blocked: false, declarations: null });
      expect(withheld.documents).toEqual([]);
      for (const url of [documentUrl, `${adminBase(contract)}/export.pdf`]) {
        const refused = await t.asAdmin({ method: 'GET', url });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().detail).toMatch(/^Han pasado más de 5 años .* indicando el motivo de la consulta\.$/);
      }
      const reason = 'Requerimiento del SEPBLAC de 3 de marzo';
      const opened = await t.asAdmin({
        method: 'GET',
        url: `${adminBase(contract)}?reason=${encodeURIComponent(reason)}`,
      });
      expect(opened.json<AdminBuyerFileDto>()).toMatchObject({
        access_limited: true,
        declarations: { occupation: 'Arquitecta técnica' },
      });
      const document = await t.asAdmin({ method: 'GET', url: `${documentUrl}?reason=${encodeURIComponent(reason)}` });
      expect(document.statusCode).toBe(200);
      const tooShort = await t.asAdmin({ method: 'GET', url: `${adminBase(contract)}?reason=porque` });
      expect(tooShort.statusCode).toBe(422);
      // Internal control only: nothing changes any more.
      const review = await t.asAdmin({
        method: 'PUT',
        url: `${adminBase(contract)}/review`,
        payload: { risk: 'low', reason: 'Revisión tardía pedida por la auditoría interna de cumplimiento' },
      });
      expect(review.statusCode).toBe(409);
      const readings = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity, 'buyer_file'))
        .orderBy(asc(auditLog.id));
      expect(readings.filter((row) => row.details?.reason === reason).map((row) => row.action)).toEqual([
        'view',
        'view_document',
      ]);
      expect(readings.some((row) => row.action === 'view' && row.details?.access_limited === true)).toBe(true);
    } finally {
      offset = 0;
    }

    offset = TEN_YEARS_AND_A_DAY;
    try {
      const blocked = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>();
      expect(blocked).toMatchObject({ exists: true, blocked: true, declarations: null, documents: [], purged: null });

      const [file] = await t.db.select().from(buyerFiles).where(eq(buyerFiles.buyerId, contract.buyers[0]!.id));
      const fileIds = (
        await t.db.select().from(buyerFileDocuments).where(eq(buyerFileDocuments.buyerFileId, file!.id))
      ).map((document) => document.fileId);
      expect(fileIds.length).toBeGreaterThan(0);

      // The daily job deletes it; two instances at once delete it once.
      const now = new Date(Date.now() + offset);
      const [first, second] = await Promise.all([purgeExpiredBuyerFiles(t.db, now), purgeExpiredBuyerFiles(t.db, now)]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      const tombstone = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>();
      expect(tombstone).toMatchObject({
        exists: true,
        blocked: true,
        declarations: null,
        documents: [],
        purged: { by: 'sistema (borrado automático)', reason: PURGE_REASON },
      });
      const [row] = await t.db.select().from(buyerFiles).where(eq(buyerFiles.buyerId, contract.buyers[0]!.id));
      expect(row).toMatchObject({ declarations: null, declaredBy: null, risk: null, riskReason: null });
      expect(await t.db.select().from(buyerFileDocuments).where(eq(buyerFileDocuments.buyerFileId, row!.id))).toEqual(
        [],
      );
      expect(await t.db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds))).toEqual([]);
      const purges = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'buyer_file'), eq(auditLog.action, 'purge'), eq(auditLog.entityId, String(row!.id))),
        );
      expect(purges).toHaveLength(1);
      expect(purges[0]).toMatchObject({ actor: 'sistema (borrado automático)', details: { reason: PURGE_REASON } });
      const gone = await t.asAdmin({
        method: 'GET',
        url: `${documentUrl}?reason=${encodeURIComponent('Control interno anual')}`,
      });
      expect(gone.statusCode).toBe(409);
      expect(gone.json().detail).toMatch(/^Este expediente se borró el /);
    } finally {
      offset = 0;
    }
  });
});

describe('the source of funds the company asks the buyer for (docs/product.md#file-before-bond)', () => {
  /** The signing page's upload: the multipart field `kind` before the file, as the browser sends it. */
  const fundsUpload = (data: Buffer, filename: string) => {
    const boundary = `----casanova${Math.random().toString(16).slice(2)}`;
    const kind = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfunds\r\n`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(kind + head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('takes the buyer’s own funds document through their link, into the file with its SHA-256, and the approval goes ahead', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    await completeBuyerFile(t, contract.id, token, {
      ...DECLARATIONS,
      is_pep: true,
      pep_details: 'Concejala de urbanismo del Ayuntamiento de Girona hasta 2025',
    });
    expect((await publicFile(contract.id, token)).json<PublicBuyerFileDto>()).toMatchObject({
      funds_requested: true,
      identity_complete: true,
    });

    const pdf = await realPdf();
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-file/documents?${query(token)}`,
      ...fundsUpload(pdf, 'escritura-venta-girona.pdf'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const answered = upload.json<PublicBuyerFileDto>();
    expect(answered.documents.filter((document) => document.kind === 'funds')).toEqual([
      expect.objectContaining({
        filename: 'escritura-venta-girona.pdf',
        content_type: 'application/pdf',
        uploaded_by: 'buyer',
      }),
    ]);
    // A funds document is not a side of the identity document.
    expect(answered.documents.filter((document) => document.kind === 'identity')).toHaveLength(2);

    // The owners' file lists it apart, and the audit row keeps its fingerprint.
    const file = (await t.asAdmin({ method: 'GET', url: adminBase(contract) })).json<AdminBuyerFileDto>();
    expect(file.documents.filter((document) => document.kind === 'funds')).toEqual([
      expect.objectContaining({ filename: 'escritura-venta-girona.pdf', uploaded_by: 'buyer' }),
    ]);
    const added = await t.db
      .select({ details: auditLog.details, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'add_document'), eq(auditLog.entity, 'buyer_file')));
    expect(added).toContainEqual({
      actor: contract.buyers[0]!.email,
      details: expect.objectContaining({ contract_id: contract.id, kind: 'funds', sha256: sha256Hex(pdf) }),
    });
    const exported = await t.asAdmin({ method: 'GET', url: `${adminBase(contract)}/export.pdf` });
    const text = await pdfText(exported.rawPayload);
    expect(text).toContain('escritura-venta-girona.pdf');
    // The fingerprint may wrap across a line of the PDF.
    expect(text.replace(/\s/g, '')).toContain(`SHA-256:${sha256Hex(pdf)}`);

    // What the buyer sent is the evidence the owner's approval needs (art. 14).
    const approved = await t.asAdmin({
      method: 'POST',
      url: `${adminBase(contract)}/confirm`,
      payload: { reason: 'La escritura de venta del piso de Girona explica el origen de todo el dinero de la compra.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await publicFile(contract.id, token)).json<PublicBuyerFileDto>().funds_requested).toBe(false);
  });

  it('refuses a funds document that is not a photo or a PDF by its bytes', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-file/documents?${query(token)}`,
      ...fundsUpload(Buffer.from('no soy un PDF, solo texto'), 'nomina.pdf'),
    });
    expect(refused.statusCode).toBe(422);
  });
});
