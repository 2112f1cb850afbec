// Each reader gets their documents, before and after signing, and nothing is missing from them without the company
// saying so (docs/product.md#each-readers-documents): the information sheet in every language the contract is read in,
// art. 60.3 items left unstated listed and overridden only with a reason, the courtesy translation kept, mailed and
// fingerprinted, English mails that say which text binds, reservation mails that say what withdrawing costs.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import { auditLog, contractEvents, contracts } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { loadFile } from '#server/lib/storage.ts';
import {
  BUYERS,
  contractBody,
  createContract,
  pendingContract,
  signAs,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { COMPLETE_SHEET_FACTS, propertyInput } from '#server/test/factories.ts';
import { goLive } from '#server/test/go-live.ts';
import { pdfText } from '#server/test/pdf-text.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** A property whose sheet leaves exactly two art. 60.3 items unstated: the cadastral reference and the statutes. */
const { cadastral_reference: _reference, community_statutes: _statutes, ...ALMOST_COMPLETE } = COMPLETE_SHEET_FACTS;
const MISSING = ['Referencia catastral', 'Estatutos y normas de la comunidad'];
const REASON = 'El comprador ya tiene la nota simple y los estatutos en mano, entregados en la visita.';

async function createProperty(t: TestApp, title: string): Promise<number> {
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({ title, status: 'vendiendo', price: 350000, ...ALMOST_COMPLETE }),
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

/** Buyers reading the given languages, with addresses of their own for this test. */
const buyers = (tag: string, languages: string[]) =>
  languages.map((language, index) => ({
    ...BUYERS[index]!,
    email: BUYERS[index]!.email.replace('@', `+${tag}@`),
    language,
  }));

const fileText = async (t: TestApp, fileId: string) => pdfText((await loadFile(t.db, fileId))!.data);

const eventDetails = async (
  t: TestApp,
  contractId: string,
  event: 'admin_signed' | 'sealed' | 'final_document_sent',
) => {
  const [row] = await t.db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, event)));
  return row?.details as Record<string, unknown>;
};

const mailsTo = async (t: TestApp, email: string, kind: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.kind === kind);

describe('a Catalan contract with its Spanish copy, one buyer reading Catalan and one English (test mode)', () => {
  let t: TestApp;
  let propertyId: number;
  let contract: ContractDto;
  let id8: string;

  beforeAll(async () => {
    t = await createTestApp();
    await storeCompanyDetails(t);
    propertyId = await createProperty(t, 'Piso con balcón en Gràcia');
    contract = await createContract(
      t,
      contractBody('arras_penitenciales', {
        property_id: propertyId,
        contract_language: 'ca',
        copy_language: 'es',
        buyers: buyers('bi', ['ca', 'en']),
      }),
    );
    id8 = contract.id.slice(0, 8);
  });
  afterAll(() => t.close());

  it('attaches the information sheet in Catalan, Spanish and English, each named and written in its language', async () => {
    expect(contract.attachments.map((attachment) => attachment.filename)).toEqual([
      expect.stringMatching(new RegExp(`^fitxa-${propertyId}-.+\\.pdf$`)),
      `ficha-${propertyId}-piso-con-balcon-en-gracia.pdf`,
      expect.stringMatching(new RegExp(`^information-sheet-${propertyId}-.+\\.pdf$`)),
      expect.stringMatching(new RegExp(`^planol-${propertyId}-.+\\.pdf$`)),
    ]);
    const texts = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const response = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/attachments/${index}` });
        expect(response.statusCode).toBe(200);
        return pdfText(response.rawPayload);
      }),
    );
    const [catalan, spanish, english] = texts as [string, string, string];
    expect(catalan).toContain('Fitxa informativa de l’habitatge');
    expect(catalan).toContain('Encara no consta');
    expect(spanish).toContain('Ficha informativa de la vivienda');
    expect(spanish).toContain('No consta todavía');
    expect(english).toContain('Property information sheet');
    expect(english).toContain('Not provided yet');
    // Each says so in its own words only: no Catalan in the English sheet.
    expect(english).not.toContain('Encara no consta');
  });

  it('lists in pre_payment_warnings every item the sheets mark as not stated', () => {
    const warning = contract.pre_payment_warnings.find((entry) => entry.code === 'information_sheet_incomplete');
    expect(warning?.items).toEqual(MISSING);
    expect(warning?.message).toContain(`Faltan: ${MISSING.join(', ')}.`);
  });

  it('signs in test mode without an override, the timeline keeping the warning and the translation fingerprinted', async () => {
    const signed = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/sign`, payload: {} });
    expect(signed.statusCode).toBe(200);
    const details = await eventDetails(t, contract.id, 'admin_signed');
    expect(details.missing_information).toEqual({ items: MISSING, override_reason: null });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const kept = await loadFile(t.db, row!.courtesyFileId!);
    expect(details.courtesy_sha256).toBe(kept!.sha256);
    expect(sha256Hex(kept!.data)).toBe(kept!.sha256);
    const timeline = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/timeline` });
    expect(timeline.body).toContain('Referencia catastral');
  });

  it('mails each buyer the sheets in the languages they read, and tells the English reader what binds', async () => {
    expect(
      (await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` })).statusCode,
    ).toBe(200);
    const [ana, isabel] = contract.buyers;
    const [anaMail] = await mailsTo(t, ana!.email, 'contract_signature_request');
    const [isabelMail] = await mailsTo(t, isabel!.email, 'contract_signature_request');
    expect(anaMail!.attachments.map((file) => file.filename)).toEqual([
      contract.attachments[0]!.filename,
      contract.attachments[1]!.filename,
      contract.attachments[3]!.filename,
    ]);
    expect(isabelMail!.attachments.map((file) => file.filename)).toEqual(
      contract.attachments.map((file) => file.filename),
    );
    // The file an English name promises is the English sheet.
    const englishSheet = isabelMail!.attachments.find((file) => file.filename.startsWith('information-sheet-'))!;
    expect(await fileText(t, englishSheet.fileId)).toContain('Not provided yet');
    const catalanSheet = isabelMail!.attachments.find((file) => file.filename.startsWith('fitxa-'))!;
    expect(await fileText(t, catalanSheet.fileId)).toContain('Encara no consta');

    expect(isabelMail!.text).toContain(
      'The contract is written in Catalan: the Catalan text is the one that binds you and the company.',
    );
    expect(isabelMail!.text).toContain(
      'A Spanish copy is signed together with it; if the two texts differ, the Catalan text prevails.',
    );
    expect(isabelMail!.text).toContain(
      'An English courtesy translation, which is not binding, is on your signing page',
    );
    expect(isabelMail!.text).toContain(`The information sheet on the property is attached: ${catalanSheet.filename}`);
    // The Catalan reader reads the binding text: no note about it, but her sheets named.
    expect(anaMail!.text).not.toContain('vinculant');
    expect(anaMail!.text).toContain('Adjuntem la fitxa informativa de l’habitatge:');
  });

  it('after signing: the translation stays on the page, goes with the final mail under an English name and is in the evidence', async () => {
    const [ana, isabel] = contract.buyers;
    expect((await signAs(t, contract.id, tokenOf(ana!.signing_url))).statusCode).toBe(200);
    expect((await signAs(t, contract.id, tokenOf(isabel!.signing_url))).statusCode).toBe(200);
    const details = await eventDetails(t, contract.id, 'admin_signed');
    const fingerprint = details.courtesy_sha256 as string;

    const link = `token=${tokenOf(isabel!.signing_url)}&email=${encodeURIComponent(isabel!.email)}`;
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/contracts/${contract.id}?${link}` })
    ).json<PublicContractDto>();
    expect(page.status).toBe('signed');
    expect(page.courtesy_translation?.pdf_url).toBe(`/api/contracts/${contract.id}/courtesy-translation`);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}/courtesy-translation?${link}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`filename="contract-${id8}-courtesy-translation-en.pdf"`);
    expect(sha256Hex(download.rawPayload)).toBe(fingerprint);

    const [isabelFinal] = await mailsTo(t, isabel!.email, 'contract_signed');
    const [anaFinal] = await mailsTo(t, ana!.email, 'contract_signed');
    const courtesy = isabelFinal!.attachments.find((file) => file.filename.includes('courtesy'))!;
    expect(courtesy.filename).toBe(`contract-${id8}-courtesy-translation-en.pdf`);
    expect((await loadFile(t.db, courtesy.fileId))!.sha256).toBe(fingerprint);
    expect(isabelFinal!.attachments.map((file) => file.filename)).toEqual([
      `contract-${id8}.pdf`,
      ...contract.attachments.map((file) => file.filename),
      `contract-${id8}-courtesy-translation-en.pdf`,
    ]);
    expect(isabelFinal!.text).toContain(
      `The English courtesy translation, which is not binding, is attached to this email (contract-${id8}-courtesy-translation-en.pdf)`,
    );
    expect(anaFinal!.attachments.some((file) => file.filename.includes('courtesy'))).toBe(false);

    expect((await eventDetails(t, contract.id, 'sealed')).courtesy_sha256).toBe(fingerprint);
    expect((await eventDetails(t, contract.id, 'final_document_sent')).courtesy_sha256).toBe(fingerprint);
    const sealed = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    const evidence = await pdfText(sealed.rawPayload);
    expect(evidence).toContain('SHA-256 de la traducció de cortesia a l’anglès (no vinculant)');
    expect(evidence.replace(/\s/g, '')).toContain(fingerprint);
  });
});

describe('the sheets a contract carries, by the languages it is read in', () => {
  let t: TestApp;
  let propertyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await storeCompanyDetails(t);
    propertyId = await createProperty(t, 'Piso en Poblenou');
  });
  afterAll(() => t.close());

  const TITLES = {
    ficha: 'Ficha informativa de la vivienda',
    fitxa: 'Fitxa informativa de l’habitatge',
    'information-sheet': 'Property information sheet',
  };

  it.each([
    ['Spanish, Spanish readers', { contract_language: 'es' }, ['es', 'es'], ['ficha']],
    ['Catalan, Catalan readers', { contract_language: 'ca' }, ['ca', 'ca'], ['fitxa']],
    ['Spanish, one English reader', { contract_language: 'es' }, ['es', 'en'], ['ficha', 'information-sheet']],
    ['Spanish with a Catalan copy', { contract_language: 'es', copy_language: 'ca' }, ['ca', 'es'], ['ficha', 'fitxa']],
    [
      'Catalan with a Spanish copy, one English reader',
      { contract_language: 'ca', copy_language: 'es' },
      ['ca', 'en'],
      ['fitxa', 'ficha', 'information-sheet'],
    ],
  ] as const)('%s: one sheet per language, named and written in it', async (_name, languages, readers, sheets) => {
    const contract = await createContract(
      t,
      contractBody('arras_penitenciales', { property_id: propertyId, ...languages, buyers: buyers('l', [...readers]) }),
    );
    const names = contract.attachments.map((file) => file.filename);
    expect(names.slice(0, -1).map((name) => name.replace(/-\d+-.*$/, ''))).toEqual(sheets);
    for (const [index, sheet] of sheets.entries()) {
      const response = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/attachments/${index}` });
      expect(await pdfText(response.rawPayload)).toContain(TITLES[sheet]);
    }
  });
});

describe('signing with items the sheet leaves unstated, in a live installation', () => {
  let t: TestApp;
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await storeCompanyDetails(t);
    await goLive(t);
    propertyId = await createProperty(t, 'Ático en Sarrià');
  });
  afterAll(() => t.close());

  it('is refused (409, naming each item) without an override, 422 with a reason that says nothing, signed and audited with one', async () => {
    const contract = await createContract(t, contractBody('arras_penitenciales', { property_id: propertyId }));
    const url = `/api/cms/contracts/${contract.id}/sign`;
    const refused = await t.asAdmin({ method: 'POST', url, payload: {} });
    expect(refused.statusCode).toBe(409);
    for (const item of MISSING) expect(refused.json<{ detail: string }>().detail).toContain(item);
    const empty = await t.asAdmin({ method: 'POST', url, payload: { override_missing_information: { reason: 'x' } } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ detail: string }>().detail).toContain('20 caracteres');
    const [draft] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(draft!.frozenAt).toBeNull();

    const signed = await t.asAdmin({
      method: 'POST',
      url,
      payload: { override_missing_information: { reason: REASON } },
    });
    expect(signed.statusCode).toBe(200);
    expect((await eventDetails(t, contract.id, 'admin_signed')).missing_information).toEqual({
      items: MISSING,
      override_reason: REASON,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'sign')));
    expect(audit!.details).toMatchObject({ missing_information: { items: MISSING, override_reason: REASON } });
  });

  it('asks nothing when the payment on account is at most 1 % of the price', async () => {
    const other = await createProperty(t, 'Piso en Sants');
    const small = await createContract(
      t,
      contractBody('reserva_no_condicionada', {
        property_id: other,
        contract_data: {
          ...contractBody('reserva_no_condicionada').contract_data,
          precio_venta: 350000,
          importe_reserva: 3500,
          importe_reserva_letras: 'tres mil quinientos euros',
        },
      }),
    );
    expect(small.pre_payment_warnings.some((entry) => entry.code === 'information_sheet_incomplete')).toBe(false);
    const signed = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${small.id}/sign`, payload: {} });
    expect(signed.statusCode).toBe(200);
  });
});

describe('a reservation signing-request mail, in every language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await storeCompanyDetails(t);
  });
  afterAll(() => t.close());

  const EXPECTED = {
    es: (amount: string, clause: string) =>
      `Si desistes de la compra, pierdes la reserva (${amount}): lo dice la cláusula «${clause}» del contrato.`,
    ca: (amount: string, clause: string) =>
      `Si desisteixes de la compra, perds la reserva (${amount}): ho diu la clàusula «${clause}» del contracte.`,
    en: (amount: string, clause: string) =>
      `If you withdraw from the purchase, you lose the reservation deposit (${amount}): clause “${clause}” of the contract says so.`,
  };

  it.each([
    ['es', ['es', 'en']],
    ['ca', ['ca', 'en']],
  ] as const)(
    'says, beside “deducted from the price”, that a buyer who withdraws loses it (%s contract)',
    async (language, readers) => {
      const contract = await pendingContract(
        t,
        contractBody('reserva_no_condicionada', {
          contract_language: language,
          buyers: buyers(`res${language}`, [...readers]),
          contract_data: { ...contractBody('reserva_no_condicionada').contract_data, importe_reserva: 6000 },
        }),
      );
      const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
      const terms = row!.signedTerms!;
      expect(terms.penitential.sums).toEqual([
        { concept: 'reservation', amount_cents: 600000, delivered: 'by_transfer' },
      ]);
      await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
      for (const [index, reader] of readers.entries()) {
        const [mail] = await mailsTo(t, contract.buyers[index]!.email, 'contract_signature_request');
        const clause = terms.penitential.clause[reader] ?? terms.penitential.clause[language]!;
        expect(clause).toBeTruthy();
        expect(mail!.text).toContain(EXPECTED[reader](buyerAmount(6000, reader), clause));
      }
    },
  );
});
