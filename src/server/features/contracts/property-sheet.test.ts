// A reservation of a portfolio property carries its information sheet (docs/product.md#31-property-listings-what-a-buyer-is-told).
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { CONTRACT_PROPERTY_NOT_FOUND } from './property-sheet';
import { contractBody, createContract, storeCompanyDetails } from './test-support';

let t: TestApp;
let propertyId: number;
const PDF = {
  filename: 'planos.pdf',
  content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
  content_type: 'application/pdf',
  size: 15,
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-24T10:00:00Z') });
  await storeCompanyDetails(t);
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
      [`ficha-${propertyId}-piso-con-balcon-en-gracia.pdf`, 'application/pdf'],
    ]);
    const text = await attachmentText(contract.id, 1);
    expect(text).toContain('Pis amb balcó a Gràcia');
    expect(text).toContain('Fitxa informativa');
  });

  it('attaches it to the conditional reservation too, in Spanish by default', async () => {
    const contract = await createContract(t, contractBody('reserva_condicionada', { property_id: propertyId }));
    expect(contract.attachments).toHaveLength(1);
    expect(await attachmentText(contract.id, 0)).toContain('Piso con balcón en Gràcia');
  });

  it('stores the property of an arras contract without a sheet, and none without a property', async () => {
    const arras = await createContract(t, contractBody('arras_penitenciales', { property_id: propertyId }));
    expect(arras).toMatchObject({ property_id: propertyId, attachments: [] });
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
