// Mutual agreement is every party's act (docs/product.md#mutual-agreement): «Anular» offers a termination agreement;
// the contract is cancelled, and the buyers told, only once the company and every buyer signed it (or the paper copy
// came in).
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import type { TerminationDto } from '#shared/schemas/termination-schema.ts';
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
const SIGNING_DAY = new Date('2026-12-01T10:00:00Z');
let clock = SIGNING_DAY;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const REASON = 'Las partes acuerdan no seguir adelante con la compraventa de la vivienda.';
const cancel = (id: string, payload: object) =>
  t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/cancel`, payload });
const status = async (id: string) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts` })).json<ContractDto[]>().find((c) => c.id === id)!
    .status;
const buyerSigns = async (contract: ContractDto, index: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contract.id}/termination/sign?token=${encodeURIComponent(tokenOf(contract.buyers[index]!.signing_url))}`,
    headers,
    payload: { signature_image: pngDataUrl(await signaturePng()) },
  });
const mailsOf = async (kind: string, to: string) => (await t.outbox()).filter((m) => m.kind === kind && m.to === to);

async function signedByAll(buyers: object[], type = 'arras_penitenciales', extra: object = {}): Promise<ContractDto> {
  clock = SIGNING_DAY;
  const contract = await pendingContract(t, contractBody(type, { buyers, ...extra }));
  for (const buyer of contract.buyers)
    expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
  clock = new Date('2026-12-14T10:00:00Z');
  return contract;
}

describe('a termination agreement every party signs', () => {
  it('offers, waits for every signature, then cancels and tells each buyer the amount and the day', async () => {
    const ana = { ...BUYERS[0]!, email: 'ta-ana@example.com' };
    const emma = { ...BUYERS[1]!, name: 'Emma Jones', email: 'ta-emma@example.com', language: 'en' };
    const contract = await signedByAll([ana, emma]);

    const offered = await cancel(contract.id, {
      reason: REASON,
      reason_code: 'mutual_agreement',
      deadline: '2026-12-30',
    });
    expect(offered.statusCode).toBe(202);
    const termination = offered.json<{ termination: TerminationDto }>().termination;
    // Default amount from the signed terms: everything delivered — the earlier reservation the arras clause recites.
    expect(termination).toMatchObject({
      state: 'open',
      amount: 3000,
      deadline: '2026-12-30',
      // Fifteen days to sign, to the end of that day in Barcelona.
      expires_at: '2026-12-29T22:59:59.000Z',
    });
    expect(termination.release).toMatch(/^Cumplido lo anterior, las partes se declaran mutuamente liberadas/);
    expect(termination.texts.map((text) => text.language)).toEqual(['es', 'en']);
    expect(termination.texts[0]!.paragraphs.join('\n')).toContain('tres mil euros (3.000');
    expect(termination.texts[0]!.paragraphs.join('\n')).toContain('como muy tarde el 30 de diciembre de 2026');
    // The admin in a fresh install (nobody has powers yet) signs for the company as it offers.
    expect(termination.parties.map((p) => [p.party, p.signed_at !== null])).toEqual([
      ['company', true],
      ['buyer', false],
      ['buyer', false],
    ]);
    expect(await status(contract.id)).toBe('signed');
    expect(await mailsOf('contract_cancelled', ana.email)).toEqual([]);
    const [offerMail] = await mailsOf('termination_offer', emma.email);
    expect(offerMail!.subject).toBe('Termination agreement to sign: Deposit contract (arras penitenciales)');
    expect(offerMail!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'it will pay you back €3,000 by 30 December 2026',
    );

    // A second offer while this one is open; a company account on a buyer's route.
    expect((await cancel(contract.id, { reason: REASON, reason_code: 'mutual_agreement' })).statusCode).toBe(409);
    const asCompany = await buyerSigns(contract, 0, { authorization: `Bearer ${await t.adminToken()}` });
    expect(asCompany.statusCode).toBe(403);

    const first = await buyerSigns(contract, 0);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ termination: TerminationDto }>().termination.state).toBe('open');
    expect((await buyerSigns(contract, 0)).statusCode).toBe(409);
    expect(await status(contract.id)).toBe('signed');
    expect(await mailsOf('contract_cancelled', ana.email)).toEqual([]);

    const last = await buyerSigns(contract, 1);
    expect(last.statusCode).toBe(200);
    expect(last.json<{ termination: TerminationDto }>().termination.state).toBe('complete');
    expect(await status(contract.id)).toBe('cancelled');
    const [notice] = await mailsOf('contract_cancelled', ana.email);
    expect(notice!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'te devolverá 3.000 € como muy tarde el 30 de diciembre de 2026',
    );
    const [english] = await mailsOf('contract_cancelled', emma.email);
    expect(english!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('will pay you back €3,000 by 30 December 2026');

    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      { event: string; details: Record<string, unknown> }[]
    >();
    expect(events.map((e) => e.event).slice(-5)).toEqual([
      'termination_offered',
      'termination_signed',
      'termination_signed',
      'termination_signed',
      'cancelled',
    ]);
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/termination/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('in Catalan for a Catalan contract; the amount within what was delivered; nothing without a signed buyer', async () => {
    const contract = await signedByAll(
      [{ ...BUYERS[0]!, email: 'ta-ca@example.com', language: 'ca' }],
      'arras_penitenciales',
      {
        contract_language: 'ca',
      },
    );
    const tooMuch = await cancel(contract.id, { reason: REASON, reason_code: 'mutual_agreement', amount: 3000.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().detail).toBe(
      'El importe a devolver (3000.01 €) no puede superar lo entregado según los términos firmados (3000.00 €).',
    );
    const offered = await cancel(contract.id, {
      reason: REASON,
      reason_code: 'mutual_agreement',
      termination: { amount: 1500, expires_on: '2026-12-20' },
    });
    expect(offered.statusCode).toBe(202);
    const termination = offered.json<{ termination: TerminationDto }>().termination;
    expect(termination.texts.map((text) => text.language)).toEqual(['ca']);
    expect(termination.texts[0]!.title).toBe('ACORD DE RESOLUCIÓ DE MUTU ACORD');
    expect(termination.release).toMatch(/^Complert l’anterior, les parts es declaren mútuament alliberades/);
    expect(termination.amount).toBe(1500);

    clock = new Date('2026-12-21T10:00:00Z');
    const expired = await buyerSigns(contract, 0);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toMatch(/ha caducado/);
    expect(await status(contract.id)).toBe('signed');

    const unsigned = await pendingContract(
      t,
      contractBody('reserva_no_condicionada', { buyers: [{ ...BUYERS[1]!, email: 'ta-none@example.com' }] }),
    );
    const none = await cancel(unsigned.id, { reason: REASON, reason_code: 'mutual_agreement' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toMatch(/^Ningún comprador ha firmado todavía/);
  });

  it('an agreement signed on paper completes it: a PDF that opens, kept with its fingerprint', async () => {
    const contract = await signedByAll([{ ...BUYERS[0]!, email: 'ta-paper@example.com' }]);
    expect((await cancel(contract.id, { reason: REASON, reason_code: 'mutual_agreement' })).statusCode).toBe(202);
    const upload = (document: string) =>
      t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/termination/paper`, payload: { document } });
    expect((await upload(Buffer.from('hola, no soy un PDF').toString('base64'))).statusCode).toBe(422);
    expect((await upload(Buffer.from('%PDF-1.4 roto').toString('base64'))).statusCode).toBe(422);
    expect(await status(contract.id)).toBe('signed');
    const done = await upload((await realPdf()).toString('base64'));
    expect(done.statusCode).toBe(200);
    const termination = done.json<{ termination: TerminationDto }>().termination;
    expect(termination.state).toBe('complete');
    expect(termination.paper?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await status(contract.id)).toBe('cancelled');
    expect(await mailsOf('contract_cancelled', 'ta-paper@example.com')).toHaveLength(1);
  });
});

describe('the termination agreement under the email-code policy the contract was signed under', () => {
  it('asks the buyer for the code again, as buyer-sign does, and then signs', async () => {
    const setCode = (on: boolean) =>
      t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: on } });
    const email = 'ta-code@example.com';
    clock = SIGNING_DAY;
    expect((await setCode(true)).statusCode).toBe(200);
    const contract = await pendingContract(
      t,
      contractBody('reserva_no_condicionada', { buyers: [{ ...BUYERS[0]!, email }] }),
    );
    await setCode(false);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const codeRoute = (suffix: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contracts/${contract.id}/email-code${suffix}`,
        payload: { token, ...payload },
      });
    const mailedCode = async () =>
      /^(\d{6})$/m.exec(
        (await t.outbox()).filter((m) => m.kind === 'signing_code' && m.to === email).at(-1)!.text,
      )![1]!;
    const verified = async () => {
      clock = new Date(clock.getTime() + 61_000);
      expect((await codeRoute('', {})).statusCode).toBe(200);
      const ok = await codeRoute('/verify', { code: await mailedCode() });
      expect(ok.statusCode).toBe(200);
      return String(ok.headers['set-cookie'] ?? '').split(';')[0]!;
    };
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      headers: { cookie: await verified() },
      payload: { signature_image: pngDataUrl(await signaturePng()), token },
    });
    expect(signed.statusCode).toBe(200);
    clock = new Date('2026-12-14T10:00:00Z');
    expect((await cancel(contract.id, { reason: REASON, reason_code: 'mutual_agreement' })).statusCode).toBe(202);

    const withoutCode = await buyerSigns(contract, 0);
    expect(withoutCode.statusCode).toBe(403);
    expect(await status(contract.id)).toBe('signed');
    const withCode = await buyerSigns(contract, 0, { cookie: await verified() });
    expect(withCode.statusCode).toBe(200);
    expect(await status(contract.id)).toBe('cancelled');
  });
});

function realPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Acuerdo de resolución firmado por todas las partes.');
  doc.end();
  return done;
}
