// A contract in Catalan with its Spanish copy, and the English courtesy translation for a buyer who reads English
// (docs/product.md §5.6, docs/decisions/027-bilingual-contracts-and-courtesy-translation.md).
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import {
  BUYERS,
  contractBody,
  createContract,
  pendingContract,
  signAs,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { pdfsig } from '#server/test/pdfsig.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** Ana reads Catalan, Isabel English. */
function body(overrides: Record<string, unknown> = {}, languages: [string, string] = ['ca', 'en']) {
  counter += 1;
  const [ana, isabel] = BUYERS.map((buyer) => ({ ...buyer, email: buyer.email.replace('@', `+bi${counter}@`) }));
  return contractBody('arras_penitenciales', {
    buyers: [
      { ...ana!, language: languages[0] },
      { ...isabel!, language: languages[1] },
    ],
    contract_language: 'ca',
    copy_language: 'es',
    ...overrides,
  });
}

async function pageTexts(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const pageOf = async (contractId: string, buyer: ContractDto['buyers'][number]) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}?token=${tokenOf(buyer.signing_url)}&email=${encodeURIComponent(buyer.email)}`,
    })
  ).json<PublicContractDto>();

describe('copy_language', () => {
  it('is null unless asked, the other language when asked, and refuses the same language or English', async () => {
    expect((await createContract(t, body({ copy_language: undefined }))).copy_language).toBeNull();
    const created = await createContract(t, body());
    expect(created.copy_language).toBe('es');
    const listed = (await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' })).json<ContractDto[]>();
    expect(listed.find((c) => c.id === created.id)?.copy_language).toBe('es');
    for (const [contractLanguage, copyLanguage] of [
      ['ca', 'ca'],
      ['es', 'es'],
      ['ca', 'en'],
      [undefined, 'es'],
    ]) {
      const refused = await t.asAdmin({
        method: 'POST',
        url: '/api/cms/contracts',
        payload: body({ contract_language: contractLanguage, copy_language: copyLanguage }),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ detail: string }>().detail).toContain('copy_language');
    }
  });
});

describe('a Catalan contract with its Spanish copy through the whole flow', () => {
  it('freezes, hashes, signs and seals both texts in one PDF; each reader sees their language first', async () => {
    const contract = await pendingContract(t, body({}, ['ca', 'es']));
    const [ana, isabel] = contract.buyers;

    // One text hashed and signed: the Catalan version, which prevails, then the Spanish one.
    const anaPage = await pageOf(contract.id, ana!);
    expect(anaPage.contract_language).toBe('ca');
    expect(anaPage.copy_language).toBe('es');
    expect(anaPage.content.startsWith('Versió catalana (text que prevaleix)\n\nCONTRACTE D’ARRES PENITENCIALS')).toBe(
      true,
    );
    expect(anaPage.content).toContain('\n\nVersión en castellano\n\nCONTRATO DE ARRAS PENITENCIALES\n\n');
    expect(anaPage.frozen_sha256).toBe(sha256Hex(anaPage.content));
    expect(anaPage.paragraphs[0]).toEqual({ kind: 'title', text: 'CONTRACTE D’ARRES PENITENCIALS' });
    expect(anaPage.copy?.language).toBe('es');
    expect(anaPage.copy?.paragraphs[0]).toEqual({ kind: 'title', text: 'CONTRATO DE ARRAS PENITENCIALES' });
    expect(anaPage.courtesy_translation).toBeNull();
    const prevailsCa = 'En cas de discrepància entre les dues versions, prevaldrà la versió catalana.';
    const prevailsEs = 'En caso de discrepancia entre ambas versiones, prevalecerá la versión catalana.';
    expect(anaPage.content).toContain(prevailsCa);
    expect(anaPage.content).toContain(prevailsEs);
    // The first account signs: the text says it was the company's shared account, not personal credentials.
    expect(anaPage.content).toContain('amb el compte d’administració compartit de l’empresa');
    expect(anaPage.content).toContain('con la cuenta de administración compartida de la empresa');
    expect(anaPage.content).not.toMatch(/credencials personals|credenciales personales/);

    expect((await pageOf(contract.id, isabel!)).copy?.language).toBe('es');

    expect((await signAs(t, contract.id, tokenOf(ana!.signing_url))).statusCode).toBe(200);
    expect((await signAs(t, contract.id, tokenOf(isabel!.signing_url))).json()).toEqual({
      all_signed: true,
      status: 'signed',
    });

    const response = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = (await pageTexts(pdf)).join(' ');
    const catalan = text.indexOf('Versió catalana (text que prevaleix)');
    const spanish = text.indexOf('Versión en castellano');
    expect(catalan).toBeGreaterThanOrEqual(0);
    expect(spanish).toBeGreaterThan(catalan);
    expect(text).toContain('CONTRACTE D’ARRES PENITENCIALS');
    expect(text).toContain('CONTRATO DE ARRAS PENITENCIALES');
    expect(text).toContain(prevailsCa);
    expect(text).toContain(prevailsEs);
    expect(text).toContain(`SHA-256: ${anaPage.frozen_sha256}`);
    // The evidence page comes after both texts.
    expect(text.indexOf('Registre d’evidències de signatura')).toBeGreaterThan(spanish);
  });
});

describe('the English courtesy translation', () => {
  it('is in an English buyer’s signing data and its own PDF, marked not binding on every page', async () => {
    const contract = await pendingContract(t, body({ contract_language: 'es', copy_language: null }, ['es', 'en']));
    const [ana, isabel] = contract.buyers;
    expect((await pageOf(contract.id, ana!)).courtesy_translation).toBeNull();

    const page = await pageOf(contract.id, isabel!);
    const translation = page.courtesy_translation;
    expect(translation?.language).toBe('en');
    expect(translation?.binding_language).toBe('es');
    expect(translation?.notice).toContain('the Spanish text, which alone binds the Parties');
    expect(translation?.paragraphs[0]?.text).toBe(
      'CONTRACT WITH PENITENTIAL EARNEST MONEY (CONTRATO DE ARRAS PENITENCIALES)',
    );
    const translated = translation!.paragraphs.map((p) => p.text).join('\n');
    expect(translated).toContain('three hundred and fifty thousand euros (€350,000)');
    expect(translated).toContain('using the company’s shared administration account');
    // Never part of the signed text.
    expect(page.content).not.toContain('EARNEST MONEY');

    const response = await t.app.inject({
      method: 'GET',
      url: `${translation!.pdf_url}?token=${tokenOf(isabel!.signing_url)}&email=${encodeURIComponent(isabel!.email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const pages = await pageTexts(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages) {
      expect(text).toContain('Courtesy translation — not binding. The binding text is the Spanish version.');
    }
    expect(pages.join(' ')).toContain('PENITENTIAL EARNEST MONEY (ARRAS PENITENCIALES)');
  });

  it('does not exist for a contract without an English-reading buyer', async () => {
    const contract = await pendingContract(t, body({ copy_language: null }, ['ca', 'es']));
    const [ana] = contract.buyers;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}/courtesy-translation?token=${tokenOf(ana!.signing_url)}&email=${encodeURIComponent(ana!.email)}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
