// A contract written in Catalan (docs/product.md §5.6), from creation to the sealed PDF every party receives.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
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
/** Ana reads Catalan, Isabel English; unique addresses so each test reads its own mails. */
function catalanBody(type = 'arras_penitenciales', language: string | null = 'ca') {
  counter += 1;
  const [ana, isabel] = BUYERS.map((buyer) => ({ ...buyer, email: buyer.email.replace('@', `+ca${counter}@`) }));
  return contractBody(type, {
    buyers: [
      { ...ana!, language: 'ca' },
      { ...isabel!, language: 'en' },
    ],
    ...(language === null ? {} : { contract_language: language }),
  });
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const mailsTo = async (email: string, kind: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.kind === kind);

describe('contract_language', () => {
  it('is Spanish unless asked, Catalan when asked, and refuses anything else', async () => {
    expect((await createContract(t, catalanBody('arras_penitenciales', null))).contract_language).toBe('es');
    const created = await createContract(t, catalanBody());
    expect(created.contract_language).toBe('ca');
    const listed = (await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' })).json<ContractDto[]>();
    expect(listed.find((c) => c.id === created.id)?.contract_language).toBe('ca');
    const english = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/contracts',
      payload: catalanBody('arras_penitenciales', 'en'),
    });
    expect(english.statusCode).toBe(422);
    expect(english.json<{ detail: string }>().detail).toContain('idioma del contrato');
  });
});

describe('a Catalan contract through the whole flow', () => {
  it('is frozen, signed and sealed in Catalan; pdfsig validates the seal; the mails say which text binds', async () => {
    const contract = await pendingContract(t, catalanBody());
    const [ana, isabel] = contract.buyers;
    expect(
      (await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` })).statusCode,
    ).toBe(200);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/contracts/${contract.id}?token=${tokenOf(ana!.signing_url)}&email=${encodeURIComponent(ana!.email)}`,
      })
    ).json<PublicContractDto>();
    expect(page.contract_language).toBe('ca');
    expect(page.contract_type_name).toBe('Contracte d’arres penitencials');
    expect(
      page.content.startsWith(
        'CONTRACTE D’ARRES PENITENCIALS\n\nA Barcelona, en la data de l’última signatura electrònica',
      ),
    ).toBe(true);
    expect(page.content).toContain('tres-cents cinquanta mil euros (350.000 €)');
    expect(page.content).not.toContain('LA PARTE');

    // The signature request: Catalan for Ana, English with the note that the Catalan text binds for Isabel.
    const [toAna] = await mailsTo(ana!.email, 'contract_signature_request');
    expect(toAna!.subject).toContain('Contracte d’arres penitencials');
    expect(toAna!.text).not.toContain('versió vinculant');
    const [toIsabel] = await mailsTo(isabel!.email, 'contract_signature_request');
    expect(toIsabel!.text).toContain(
      'The contract is written in Catalan: the Catalan text is the one that binds you and the company.',
    );

    expect((await signAs(t, contract.id, tokenOf(ana!.signing_url))).statusCode).toBe(200);
    const last = await signAs(t, contract.id, tokenOf(isabel!.signing_url));
    expect(last.json()).toEqual({ all_signed: true, status: 'signed' });

    const response = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const reason = Buffer.from('Contracte signat electrònicament per totes les parts', 'utf16le').swap16();
    expect(pdf.includes(Buffer.concat([Buffer.from('/Reason (\xfe\xff', 'latin1'), reason]))).toBe(true);

    const text = await pdfText(pdf);
    expect(text).toContain('CONTRACTE D’ARRES PENITENCIALS');
    expect(text).toMatch(/Data de signatura: \d{1,2} (de |d['’])[a-zç]+ de \d{4}/);
    expect(text).toContain('SIGNATURES');
    expect(text).toContain('LA PART VENEDORA');
    expect(text).toContain('Registre d’evidències de signatura');
    expect(text).toContain('signatures electròniques simples');
    expect(text).toContain('Segell electrònic del document');
    expect(text).toContain('certificat autosignat');
    expect(text).not.toMatch(/Registro de evidencias|FIRMAS|Firmado el/);

    const [finalToAna] = await mailsTo(ana!.email, 'contract_signed');
    expect(finalToAna!.subject).toBe('Contracte signat: Contracte d’arres penitencials');
    const [finalToIsabel] = await mailsTo(isabel!.email, 'contract_signed');
    expect(finalToIsabel!.text).toContain(
      'The contract is written in Catalan: the Catalan text is the one that binds you and the company.',
    );
  });
});
