// The date of signature (docs/product.md §5.2, §5.3): the typed date is only planned, Firmar checks it and the
// deadlines against today in Madrid, the text defines the signing date as the last signature's and the final PDF
// states it.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { contractLongDate } from '#shared/contract-types/language.ts';
import { contracts } from '#server/db/schema.ts';
import {
  contractBody,
  createContract,
  pendingContract,
  signAs,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// The sample data plans the signature for 3 March 2030, with every deadline after it.
let clock = new Date('2030-03-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date('2030-03-01T10:00:00Z');
});

const sign = (id: string) => t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/sign`, payload: {} });
const statusOf = async (id: string) => (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]!.status;
const withData = (type: string, changes: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
  const body = contractBody(type, overrides);
  return { ...body, contract_data: { ...body.contract_data, ...changes } };
};

async function pdfText(url: string): Promise<string> {
  const response = await t.asAdmin({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function signEveryBuyer(contract: ContractDto): Promise<ContractDto> {
  for (const buyer of contract.buyers)
    expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
  return (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` })).json<ContractDto>();
}

const lastSignature = (contract: ContractDto): Date =>
  new Date(
    Math.max(...contract.buyers.map((buyer) => Date.parse(buyer.signed_at!)), Date.parse(contract.admin_signed_at!)),
  );

describe('Firmar and the planned date', () => {
  it('refuses a planned date in the past (Madrid), naming the field, and freezes nothing', async () => {
    const created = await createContract(t, withData('arras_penitenciales', { dia_firma: 28, mes_firma: 'febrero' }));
    const response = await sign(created.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'La fecha de firma prevista (dia_firma/mes_firma/año_firma: 28 de febrero de 2030) no puede ser anterior a hoy (1 de marzo de 2030)',
    );
    expect(await statusOf(created.id)).toBe('draft');
  });

  it('reads today in Madrid: 23:30 UTC on 2 March is already 3 March there', async () => {
    const created = await createContract(t, withData('reserva_condicionada', { dia_firma: 2, mes_firma: 'marzo' }));
    clock = new Date('2030-03-02T23:30:00Z');
    expect((await sign(created.id)).json().detail).toContain('no puede ser anterior a hoy (3 de marzo de 2030)');
    clock = new Date('2030-03-02T22:30:00Z');
    expect((await sign(created.id)).statusCode).toBe(200);
  });

  it('signs on the planned day itself and any day before it', async () => {
    clock = new Date('2030-03-03T12:00:00Z');
    expect((await sign((await createContract(t, contractBody('reserva_no_condicionada'))).id)).statusCode).toBe(200);
  });

  it('refuses a deadline that is not after the day of signing, naming its fields', async () => {
    const created = await createContract(
      t,
      withData('arras_penitenciales', { fecha_limite_escritura_dia: 10, fecha_limite_escritura_mes: 'marzo' }),
    );
    clock = new Date('2030-03-10T09:00:00Z');
    const sameDay = await sign(created.id);
    expect(sameDay.statusCode).toBe(422);
    expect(sameDay.json().detail).toContain(
      'La fecha de firma prevista (dia_firma/mes_firma/año_firma: 3 de marzo de 2030)',
    );
    expect(sameDay.json().detail).toContain(
      'La fecha límite para la escritura (fecha_limite_escritura_dia/fecha_limite_escritura_mes/fecha_limite_escritura_año: ' +
        '10 de marzo de 2030) debe ser posterior a hoy (10 de marzo de 2030), día de la firma',
    );
    clock = new Date('2030-03-09T09:00:00Z');
    const dayBefore = await sign(created.id);
    expect(dayBefore.json().detail).not.toContain('fecha límite');
    expect(dayBefore.statusCode).toBe(422);
    expect(await statusOf(created.id)).toBe('draft');
  });

  it('ignores the loan deadline unless the price is financed', async () => {
    const loanBy = { fecha_limite_financiacion_dia: 1, fecha_limite_financiacion_mes: 'marzo' };
    const created = await createContract(t, withData('reserva_no_condicionada', { ...loanBy, financiacion: 'no' }));
    clock = new Date('2030-03-02T09:00:00Z');
    expect((await sign(created.id)).statusCode).toBe(200);
  });
});

describe('the date of signature in the document', () => {
  it('Spanish: the text defines it, previews say "pendiente", the sealed PDF states the last signature’s day', async () => {
    const draft = await createContract(t);
    expect(await pdfText(`/api/contracts/${draft.id}/pdf`)).toContain('Fecha de firma: pendiente');
    const contract = await pendingContract(t);
    const pending = await pdfText(`/api/contracts/${contract.id}/pdf`);
    expect(pending).toContain('Fecha de firma: pendiente');
    expect(pending).toContain(
      'En Barcelona, en la fecha de la última firma electrónica que consta en el registro de evidencias',
    );
    expect(pending).not.toContain('3 de marzo de 2030');

    const signed = await signEveryBuyer(contract);
    expect(signed.status).toBe('signed');
    const sealed = await pdfText(`/api/contracts/${contract.id}/pdf`);
    expect(sealed).toContain(`Fecha de firma: ${contractLongDate(lastSignature(signed), 'es')}`);
    expect(sealed).not.toContain('Fecha de firma: pendiente');
  });

  it('Catalan: "Data de signatura", "pendent" before every party has signed', async () => {
    const contract = await pendingContract(t, contractBody('reserva_no_condicionada', { contract_language: 'ca' }));
    const pending = await pdfText(`/api/contracts/${contract.id}/pdf`);
    expect(pending).toContain('Data de signatura: pendent');
    expect(pending).toContain('A Barcelona, en la data de l’última signatura electrònica');
    const signed = await signEveryBuyer(contract);
    const sealed = await pdfText(`/api/contracts/${contract.id}/pdf`);
    expect(sealed).toContain(`Data de signatura: ${contractLongDate(lastSignature(signed), 'ca')}`);
    expect(sealed).not.toContain('Fecha de firma');
  });

  it('leaves texts frozen before as they were: their own heading, no date line', async () => {
    const contract = await pendingContract(t);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const frozen = row!.frozenParagraphs!;
    const old = {
      ...frozen,
      paragraphs: [
        { kind: 'paragraph' as const, text: 'En Barcelona, a 3 de marzo de 2025.' },
        ...frozen.paragraphs.slice(1),
      ],
    };
    const content = [old.title, ...old.paragraphs.map((p) => p.text)].join('\n\n');
    await t.db
      .update(contracts)
      .set({ frozenParagraphs: old, frozenContent: content })
      .where(eq(contracts.id, contract.id));
    const text = await pdfText(`/api/contracts/${contract.id}/pdf`);
    expect(text).toContain('En Barcelona, a 3 de marzo de 2025.');
    expect(text).not.toContain('Fecha de firma:');
    // Older still: the plain text alone.
    await t.db
      .update(contracts)
      .set({ frozenParagraphs: null, frozenParagraphKinds: null })
      .where(eq(contracts.id, contract.id));
    expect(await pdfText(`/api/contracts/${contract.id}/pdf`)).not.toContain('Fecha de firma:');
  });
});
