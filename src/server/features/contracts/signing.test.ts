import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BuyerSignResponse, ContractDto, ContractEventDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import {
  BUYERS,
  completeBuyerFiles,
  contractBody,
  createContract,
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

const read = (id: string, token?: string, suffix = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/contracts/${id}${suffix}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  });

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('access to the public contract endpoints', () => {
  let contract: ContractDto;
  let other: ContractDto;
  beforeAll(async () => {
    contract = await pendingContract(
      t,
      contractBody('arras_penitenciales', {
        attachments: [
          {
            filename: 'nota.pdf',
            content: Buffer.from('%PDF-1.4 nota').toString('base64'),
            content_type: 'application/pdf',
            size: 13,
          },
        ],
      }),
    );
    other = await pendingContract(t);
  });

  it('lets a buyer read their own contract, once recorded as viewed', async () => {
    const token = tokenOf(contract.buyers[1]!.signing_url);
    const response = await read(contract.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<PublicContractDto>();
    expect(view.signer).toEqual({
      name: BUYERS[1]!.name,
      email: BUYERS[1]!.email,
      dni: BUYERS[1]!.dni,
      signed_at: null,
    });
    expect(view.signers).toHaveLength(2);
    expect(view.attachments).toEqual([{ index: 0, filename: 'nota.pdf', content_type: 'application/pdf', size: 13 }]);
    expect(view.content).toContain('1454');
    await read(contract.id, token);
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.filter((e) => e.event === 'viewed')).toHaveLength(1);
  });

  it('answers 403 without a token, with a made-up token or with a token of another contract', async () => {
    const foreign = tokenOf(other.buyers[0]!.signing_url);
    for (const suffix of ['', '/pdf', '/docx', '/attachments/0']) {
      expect((await read(contract.id, undefined, suffix)).statusCode, suffix).toBe(403);
      expect((await read(contract.id, 'x'.repeat(43), suffix)).statusCode, suffix).toBe(403);
      expect((await read(contract.id, foreign, suffix)).statusCode, suffix).toBe(403);
    }
    const signing = await signAs(t, contract.id, foreign);
    expect(signing.statusCode).toBe(403);
    expect((await read('not-a-uuid')).statusCode).toBe(403);
  });

  it('serves the PDF and the attachments to the buyer and to the administrator, and Word only for a draft', async () => {
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const pdf = await read(contract.id, token, '/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const frozen = await read(contract.id, token, '/docx');
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().detail).toMatch(/PDF/);
    const draft = await createContract(t);
    const docx = await t.asAdmin({ method: 'GET', url: `/api/contracts/${draft.id}/docx` });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const attachment = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/attachments/0` });
    expect(attachment.rawPayload.toString()).toBe('%PDF-1.4 nota');
  });
});

describe('buyer signatures', () => {
  it('refuses a draft with 409', async () => {
    const draft = await createContract(t);
    const response = await signAs(t, draft.id, tokenOf(draft.buyers[0]!.signing_url));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('El contrato todavía no está listo para firmar');
  });

  it("refuses with 403 a token used in another buyer's name, and signs nobody", async () => {
    const contract = await pendingContract(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      payload: {
        contract_id: contract.id,
        signer_name: BUYERS[1]!.name,
        signer_email: BUYERS[1]!.email,
        signer_dni: BUYERS[1]!.dni,
        signature_image: pngDataUrl(await signaturePng()),
        token: tokenOf(contract.buyers[0]!.signing_url),
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('El enlace de firma no es válido para este contrato.');
    const view = (await read(contract.id, tokenOf(contract.buyers[1]!.signing_url))).json<PublicContractDto>();
    expect(view.signers.map((s) => s.signed_at)).toEqual([null, null]);
  });

  it("signs for the token's buyer when the body names them in another case, or not at all", async () => {
    const contract = await pendingContract(t);
    await completeBuyerFiles(t, contract);
    const image = pngDataUrl(await signaturePng());
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      payload: {
        signer_email: BUYERS[0]!.email.toUpperCase(),
        signature_image: image,
        token: tokenOf(contract.buyers[0]!.signing_url),
      },
    });
    expect(signed.json<BuyerSignResponse>()).toEqual({ all_signed: false, status: 'partially_signed' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      payload: { signature_image: image, token: tokenOf(contract.buyers[1]!.signing_url) },
    });
    expect(anonymous.json<BuyerSignResponse>()).toEqual({ all_signed: true, status: 'signed' });
  });

  it('answers 409 to a second signature of the same buyer', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    expect((await signAs(t, contract.id, token)).statusCode).toBe(200);
    const again = await signAs(t, contract.id, token);
    expect(again.statusCode).toBe(409);
  });

  it('lets exactly one of two simultaneous signatures of the same buyer succeed', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const signature = pngDataUrl(await signaturePng());
    const results = await Promise.all([
      signAs(t, contract.id, token, signature),
      signAs(t, contract.id, token, signature),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.filter((e) => e.event === 'buyer_signed')).toHaveLength(1);
  });

  it.each([
    ['garbage', 'data:image/png;base64,AAAA'],
    [
      'an SVG',
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
    ],
    ['not a data URL', 'https://example.com/firma.png'],
    ['an empty string', ''],
  ])('refuses %s as signature with 4xx', async (_label, image) => {
    const contract = await pendingContract(t);
    const response = await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url), image);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses blank, oversized, tiny and disguised images', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const white = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const clear = await sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const huge = await signaturePng(3000, 1500);
    const tiny = await signaturePng(40, 20);
    const jpeg = await sharp(await signaturePng())
      .jpeg()
      .toBuffer();
    for (const png of [white, clear, huge, tiny, jpeg]) {
      const response = await signAs(t, contract.id, token, pngDataUrl(png));
      expect(response.statusCode).toBe(422);
    }
    const blank = await signAs(t, contract.id, token, pngDataUrl(white));
    expect(blank.json().detail).toBe('Por favor, añada su firma antes de continuar.');
    const tooLong = await signAs(t, contract.id, token, `data:image/png;base64,${'A'.repeat(1_200_000)}`);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });
});

describe('the signed contract', () => {
  it('is complete when every buyer signs: status, final PDF with certificate, mails', async () => {
    const contract = await pendingContract(t);
    const [ana, isabel] = contract.buyers.map((b) => tokenOf(b.signing_url));
    const draftPdf = await pdfText(
      (await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` })).rawPayload,
    );
    expect(draftPdf).not.toContain('BORRADOR');

    expect((await signAs(t, contract.id, ana!)).json<BuyerSignResponse>()).toEqual({
      all_signed: false,
      status: 'partially_signed',
    });
    const outboxBefore = (await t.outbox()).length;
    const last = await signAs(t, contract.id, isabel!);
    expect(last.json<BuyerSignResponse>()).toEqual({ all_signed: true, status: 'signed' });

    const view = (await read(contract.id, ana)).json<PublicContractDto>();
    expect(view.status).toBe('signed');
    const sha256 = createHash('sha256').update(view.content).digest('hex');
    expect(view.frozen_sha256).toBe(sha256);

    const text = await pdfText((await read(contract.id, ana, '/pdf')).rawPayload);
    expect(text).toContain('Carrer de Mallorca 100');
    expect(text).toContain('trescientos cincuenta mil euros');
    expect(text).toContain('Ana García López');
    expect(text).toContain('Isabel Ruiz Soler');
    expect(text).toContain('1454');
    expect(text).toContain('Registro de evidencias de firma');
    expect(text).not.toContain('Certificado de firma');
    expect(text).toContain(sha256);
    expect(text).toContain('*****678Z');
    expect(text).toContain('127.0.0.1');

    const after = (await t.outbox()).slice(outboxBefore);
    const mails = after.filter((m) => m.kind === 'contract_signed');
    expect(mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'info@casanova.example', 'isabel@example.com']);
    // The last signature also opens the money: each buyer gets their payment link (docs/product.md §6).
    expect(
      after
        .filter((m) => m.kind === 'payment_link')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['ana@example.com', 'isabel@example.com']);
    expect(after).toHaveLength(mails.length + 2);
    for (const mail of mails) {
      expect(mail.kind).toBe('contract_signed');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    }
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.map((e) => e.event)).toEqual([
      'created',
      'admin_signed',
      'buyer_signed',
      'buyer_signed',
      'signed',
      'sealed',
      'final_document_sent',
      'payment_created',
      'payment_links_sent',
      'viewed',
    ]);
  });

  it('marks a draft PDF as BORRADOR, without certificate', async () => {
    const draft = await createContract(t, contractBody('reserva_no_condicionada'));
    const text = await pdfText((await t.asAdmin({ method: 'GET', url: `/api/contracts/${draft.id}/pdf` })).rawPayload);
    expect(text).toContain('BORRADOR');
    expect(text).not.toContain('Registro de evidencias de firma');
  });
});
