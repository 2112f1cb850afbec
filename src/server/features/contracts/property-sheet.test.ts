// Every contract of a portfolio property carries its information sheet (docs/product.md#31-property-listings-what-a-buyer-is-told).
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contractBody, createContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { CONTRACT_PROPERTY_NOT_FOUND } from './property-sheet';

let t: TestApp;
let propertyId: number;
const PLAN_PDF = Buffer.from('%PDF-1.4\n% plano de la vivienda\n%%EOF\n');
const PDF = {
  filename: 'planos.pdf',
  content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
  content_type: 'application/pdf',
  size: 15,
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-24T10:00:00Z') });
  await storeCompanyDetails(t);
  for (const [key, value] of Object.entries({
    mercantile_registry: 'Barcelona',
    mercantile_volume: '45678',
    mercantile_folio: '123',
    mercantile_sheet: 'B-456789',
  })) {
    await t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content: value } });
  }
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({
      title: 'Piso con balcón en Gràcia',
      title_ca: 'Pis amb balcó a Gràcia',
      status: 'vendiendo',
      price: 300000,
    }),
  });
  propertyId = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

async function attachmentText(contractId: string, index: number) {
  const response = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contractId}/attachments/${index}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('a contract of a portfolio property', () => {
  it('attaches the information sheet to a reservation, after the uploaded files, in the contract language', async () => {
    const contract = await createContract(
      t,
      contractBody('reserva_no_condicionada', { property_id: propertyId, attachments: [PDF], contract_language: 'ca' }),
    );
    expect(contract.property_id).toBe(propertyId);
    expect(contract.attachments.map((a) => [a.filename, a.content_type])).toEqual([
      ['planos.pdf', 'application/pdf'],
      [`fitxa-${propertyId}-pis-amb-balco-a-gracia.pdf`, 'application/pdf'],
    ]);
    const text = await attachmentText(contract.id, 1);
    expect(text).toContain('Pis amb balcó a Gràcia');
    expect(text).toContain('Fitxa informativa');
    expect(text).toContain('tom 45678, foli 123, full B-456789');
  });

  it('attaches it to the conditional reservation too, in Spanish by default', async () => {
    const contract = await createContract(t, contractBody('reserva_condicionada', { property_id: propertyId }));
    expect(contract.attachments).toHaveLength(1);
    expect(await attachmentText(contract.id, 0)).toContain('Piso con balcón en Gràcia');
  });

  it('attaches it to an arras contract too (money is paid on account), in its language', async () => {
    const arras = await createContract(t, contractBody('arras_penitenciales', { property_id: propertyId }));
    expect(arras.property_id).toBe(propertyId);
    expect(arras.attachments.map((a) => a.filename)).toEqual([`ficha-${propertyId}-piso-con-balcon-en-gracia.pdf`]);
    const text = await attachmentText(arras.id, 0);
    expect(text).toContain('Ficha informativa de la vivienda');
    expect(text).toContain('Piso con balcón en Gràcia');
    const catalan = await createContract(
      t,
      contractBody('arras_penitenciales', { property_id: propertyId, contract_language: 'ca' }),
    );
    expect(await attachmentText(catalan.id, 0)).toContain('Fitxa informativa');
  });

  it('attaches a floor plan that is a PDF as a document of its own, after the sheet', async () => {
    const planned = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({
        title: 'Ático en Sarrià',
        status: 'vendiendo',
        floor_plan: `data:application/pdf;base64,${PLAN_PDF.toString('base64')}`,
      }),
    });
    expect(planned.statusCode).toBe(201);
    const plannedId = planned.json<{ id: number }>().id;
    const contract = await createContract(t, contractBody('arras_penitenciales', { property_id: plannedId }));
    expect(contract.attachments.map((a) => a.filename)).toEqual([
      `ficha-${plannedId}-atico-en-sarria.pdf`,
      `plano-${plannedId}-atico-en-sarria.pdf`,
    ]);
    const plan = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/attachments/1` });
    expect(plan.rawPayload.equals(PLAN_PDF)).toBe(true);
    expect(await attachmentText(contract.id, 0)).toContain('Se entrega como documento aparte');
  });

  it('attaches nothing to a contract without a property', async () => {
    const plain = await createContract(t, contractBody('reserva_no_condicionada'));
    expect(plain).toMatchObject({ property_id: null, attachments: [] });
  });

  it('refuses a property that does not exist, or an id that is not one, with 422', async () => {
    for (const type of ['reserva_no_condicionada', 'arras_penitenciales']) {
      const missing = await t.asAdmin({
        method: 'POST',
        url: '/api/cms/contracts',
        payload: contractBody(type, { property_id: 999999 }),
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({ detail: CONTRACT_PROPERTY_NOT_FOUND });
    }
    const invalid = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/contracts',
      payload: contractBody('reserva_no_condicionada', { property_id: 'x' }),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toBe('La propiedad del contrato no es válida');
  });
});
