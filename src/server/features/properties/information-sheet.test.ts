import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let id: number;
let bare: number;
const ISSUED = new Date('2026-11-24T10:00:00Z');

async function sheet(propertyId: number, lang?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/information-sheet${lang ? `?lang=${lang}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => ISSUED });
  for (const [key, value] of Object.entries({
    legal_name: 'Casa Nova Reformas S.L.',
    tax_id: 'B12345674',
    legal_address: 'Carrer de Balmes 1, 08007 Barcelona',
    company_phone: '931 234 567',
  })) {
    await t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content: value } });
  }
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({
      title: 'Piso con balcón en Gràcia',
      title_ca: 'Pis amb balcó a Gràcia',
      address: 'Carrer de Verdi 12, 3.º 1.ª',
      status: 'vendiendo',
      price: 300000,
      energy_rating: 'B',
      energy_consumption: 38.4,
      energy_emissions: 7.9,
      usable_area_m2: 78.5,
      built_area_m2: 92,
      cadastral_reference: '9872023VH5797S0001WX',
      registry_office: 'Registro de la Propiedad n.º 15 de Barcelona',
      registry_property_number: '12345',
      registry_idufir: '08123000456789',
      year_built: 1962,
      has_lift: true,
      community_fees_per_year: 1080,
      ibi_per_year: 612,
      habitability_certificate_number: 'HAB-2024-0815',
      habitability_certificate_date: '2024-05-10T00:00:00.000Z',
    }),
  });
  id = created.json().id;
  bare = (
    await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ status: 'vendiendo', energy_rating: 'en_tramite' }),
    })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/properties/{id}/information-sheet', () => {
  it('gives the buyer every legal datum before paying, dated, in Spanish by default', async () => {
    const text = await sheet(id);
    for (const expected of [
      'Ficha informativa de la vivienda',
      'Ficha emitida el 24 de noviembre de 2026',
      'Real Decreto 515/1989',
      'Carrer de Verdi 12, 3.º 1.ª, Gràcia, Barcelona',
      'Superficie útil 78,5 m²',
      'Superficie construida 92 m²',
      'Precio 300.000 €',
      'ITP, impuesto de transmisiones (10 %) 30.000 €',
      'Total con impuestos 330.000 €',
      'Calificación energética B',
      'Referencia catastral 9872023VH5797S0001WX',
      'Registro de la Propiedad n.º 15 de Barcelona',
      'Finca registral 12345',
      'IDUFIR/CRU 08123000456789',
      'Cédula de habitabilidad n.º HAB-2024-0815, de 10 de mayo de 2024',
      'Gastos de comunidad 1.080 € al año',
      'IBI 612 € al año',
      'Forma de pago',
      'derecho a elegir notario',
      'Casa Nova Reformas S.L.',
      'B12345674',
      'Carrer de Balmes 1, 08007 Barcelona',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says plainly what is still missing instead of leaving it out', async () => {
    const text = await sheet(bare);
    expect(text).toContain('Calificación energética: en trámite');
    expect(text).toMatch(/Referencia catastral No consta todavía/);
    expect(text).toMatch(/Cédula de habitabilidad No consta todavía/);
  });

  it('speaks Catalan and English with ?lang', async () => {
    const ca = await sheet(id, 'ca');
    expect(ca).toContain('Fitxa informativa de l’habitatge');
    expect(ca).toContain('Pis amb balcó a Gràcia');
    expect(ca).toContain('Superfície útil');
    expect(ca).toContain('Fitxa emesa el 24 de novembre del 2026');
    const en = await sheet(id, 'en');
    expect(en).toContain('Information sheet of the home');
    expect(en).toContain('Issued on 24 November 2026');
    expect(en).toContain('Transfer tax, ITP (10%)');
    expect(en).toContain('Payment terms');
  });

  it('answers 404 for a property that does not exist and 422 for an unknown language', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/999999/information-sheet' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/properties/${id}/information-sheet?lang=fr` })).statusCode,
    ).toBe(422);
  });
});
