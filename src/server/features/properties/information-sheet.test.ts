import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMPLETE_COMPANY } from '#shared/test/contract-fixtures.ts';
import { propertyInput } from '#server/test/factories.ts';
import { dataUrl, pngImage } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let id: number;
let bare: number;
const ISSUED = new Date('2026-11-24T10:00:00Z');

const COMPANY = { ...COMPLETE_COMPANY, company_phone: '931 234 567', mercantile_entry: '1.ª' };

async function fetchSheet(propertyId: number, lang?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/information-sheet${lang ? `?lang=${lang}` : ''}`,
    headers,
  });
}

/** The text of each page of the sheet, whitespace folded. */
async function sheetPages(propertyId: number, lang?: string) {
  const response = await fetchSheet(propertyId, lang);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)));
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const sheet = async (propertyId: number, lang?: string) => (await sheetPages(propertyId, lang)).join(' ');

async function createProperty(overrides: Record<string, unknown>) {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; updated_at: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => ISSUED });
  for (const [key, value] of Object.entries(COMPANY)) {
    await t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content: value } });
  }
  id = await createProperty({
    title: 'Piso con balcón en Gràcia',
    title_ca: 'Pis amb balcó a Gràcia',
    title_en: 'Flat with a balcony in Gràcia',
    address: 'Carrer de Verdi 12, 3.º 1.ª',
    status: 'vendiendo',
    price: 300000,
    size_m2: 92,
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
    building_structure: 'Estructura de hormigón armado, fachada de ladrillo visto',
    building_structure_ca: 'Estructura de formigó armat, façana de maó vist',
    insulation: 'Ventanas de PVC con doble vidrio y cámara',
    installations: 'Electricidad renovada en 2026, aerotermia, fibra óptica',
    finishes: 'Parqué de roble, cocina con encimera de cuarzo',
    finishes_en: 'Oak parquet, kitchen with a quartz worktop',
    community_charges: 'Sin derramas aprobadas ni pendientes',
    community_statutes: 'Estatutos de 1962; no se permiten pisos turísticos',
    occupancy: 'vacant',
  });
  bare = await createProperty({ status: 'vendiendo', energy_rating: 'en_tramite' });
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
      'Ocupación Libre de ocupantes',
      'Superficie anunciada 92 m² construidos',
      'Superficie útil 78,5 m²',
      'Superficie construida 92 m²',
      'Precio 300.000 €',
      'ITP, impuesto de transmisiones (10 %) 30.000 €',
      'Total con impuestos 330.000 €',
      'Decret llei 5/2025, vigente desde el 27 de junio de 2025',
      'valor de referencia',
      'Calificación energética B',
      'kWh/m²·año · Emisiones: 7,9 kg CO2/',
      'Estructura y materiales Estructura de hormigón armado',
      'Aislamiento térmico y acústico Ventanas de PVC',
      'Instalaciones Electricidad renovada',
      'Acabados Parqué de roble',
      'Plano de la vivienda No consta todavía',
      'Referencia catastral 9872023VH5797S0001WX',
      'Registro de la Propiedad n.º 15 de Barcelona',
      'Finca registral 12345',
      'IDUFIR/CRU 08123000456789',
      'Cédula de habitabilidad n.º HAB-2024-0815, de 10 de mayo de 2024',
      'Gastos de comunidad 1.080 € al año',
      'IBI 612 € al año',
      'Cargas y derramas de la comunidad Sin derramas',
      'Estatutos y normas de la comunidad Estatutos de 1962',
      'Forma de pago',
      'derecho a elegir notario',
      'Casa Nova Reformas S.L.',
      'B12345674',
      'Barcelona, tomo 45678, folio 123, hoja B-456789, inscripción 1.ª',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says plainly what is still missing instead of leaving it out', async () => {
    const text = await sheet(bare);
    expect(text).toContain('Calificación energética: en trámite');
    expect(text).toMatch(/Referencia catastral No consta todavía/);
    expect(text).toMatch(/Cédula de habitabilidad No consta todavía/);
    expect(text).toMatch(/Ocupación No consta todavía/);
    expect(text).toMatch(/Estructura y materiales No consta todavía/);
    expect(text).toMatch(/Estatutos y normas de la comunidad No consta todavía/);
  });

  it('estimates the ITP of Decret llei 5/2025 by brackets: 87,500 € at 850,000 €, 178,000 € at 1,600,000 €', async () => {
    const at850 = await createProperty({ status: 'vendiendo', price: 850_000 });
    const at1600 = await createProperty({ status: 'vendiendo', price: 1_600_000 });
    const text850 = await sheet(at850);
    expect(text850).toContain('ITP, impuesto de transmisiones (10 % a 11 %, por tramos) 87.500 €');
    expect(text850).toContain('Total con impuestos 937.500 €');
    expect(text850).toContain('10 % hasta 600.000 €; 11 % hasta 900.000 €; 12 % hasta 1.500.000 €; 13 % por encima');
    expect(text850).toContain('el 20 %');
    expect(await sheet(at1600)).toContain('(10 % a 13 %, por tramos) 178.000 €');
  });

  it('speaks Catalan and English, with each language’s registry words and file name', async () => {
    const ca = await sheet(id, 'ca');
    for (const expected of [
      'Fitxa informativa de l’habitatge',
      'Pis amb balcó a Gràcia',
      'Superfície útil',
      'Fitxa emesa el 24 de novembre del 2026',
      'Estructura de formigó armat',
      'Barcelona, tom 45678, foli 123, full B-456789, inscripció 1.ª',
      'kWh/m²·any · Emissions: 7,9 kg CO2/',
      'Encara no consta: demana-ho abans de pagar res.',
    ]) {
      expect(ca).toContain(expected);
    }
    const en = await sheet(id, 'en');
    for (const expected of [
      'Property information sheet',
      'Issued on 24 November 2026',
      'Transfer tax, ITP (10%)',
      'Occupancy Sold with vacant possession',
      'Finishes Oak parquet',
      'How to pay',
      'Barcelona, volume 45678, folio 123, sheet B-456789, entry 1.ª',
      'kWh/m²·year · Emissions: 7.9 kg CO2/',
    ]) {
      expect(en).toContain(expected);
    }
    expect(en).not.toMatch(/\b(tomo|hoja|inscripción)\b/);
    const names = await Promise.all(
      ['es', 'ca', 'en'].map(async (lang) => (await fetchSheet(id, lang)).headers['content-disposition']),
    );
    expect(names).toEqual([
      `inline; filename="ficha-${id}-piso-con-balcon-en-gracia.pdf"`,
      `inline; filename="fitxa-${id}-pis-amb-balco-a-gracia.pdf"`,
      `inline; filename="information-sheet-${id}-flat-with-a-balcony-in-gracia.pdf"`,
    ]);
  });

  it('never leaves a label on one page and its value on the next', async () => {
    const long = (word: string) => `${word} `.repeat(120).trim();
    const crowded = await createProperty({
      status: 'vendiendo',
      price: 400_000,
      building_structure: long('hormigón'),
      insulation: long('aislamiento'),
      installations: long('instalación'),
      finishes: long('acabado'),
      community_charges: long('derrama'),
      community_statutes: long('estatuto'),
    });
    const pages = await sheetPages(crowded);
    expect(pages.length).toBeGreaterThan(1);
    for (const [label, word] of [
      ['Estructura y materiales', 'hormigón'],
      ['Aislamiento térmico y acústico', 'aislamiento aislamiento'],
      ['Instalaciones', 'instalación'],
      ['Acabados', 'acabado'],
      ['Cargas y derramas de la comunidad', 'derrama'],
      ['Estatutos y normas de la comunidad', 'estatuto'],
    ] as const) {
      const page = pages.find((text) => text.includes(label));
      expect(page, label).toBeDefined();
      // The whole value is on the label's page.
      expect(page!.split(word.split(' ')[0]!).length - 1, label).toBeGreaterThanOrEqual(120);
    }
  });

  it('prints a picture floor plan on its own page', async () => {
    const planned = await createProperty({
      status: 'vendiendo',
      floor_plan: dataUrl(await pngImage(600, 400), 'image/png'),
    });
    const pages = await sheetPages(planned);
    expect(pages.join(' ')).toContain('Plano de la vivienda En la última página de esta ficha.');
    expect(pages.at(-1)).toContain('Plano de la vivienda');
  });

  it('is rendered once per property version, language and day, with an ETag, and refreshed by an edit', async () => {
    const first = await fetchSheet(id);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await fetchSheet(id, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchSheet(id, 'ca')).headers.etag).not.toBe(etag);
    const current = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();
    await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: { ...propertyInput(), ...current, finishes: 'Suelo de gres porcelánico' },
    });
    const edited = await fetchSheet(id, undefined, { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
  });

  it('is rate-limited per address like the other public documents', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/properties/${bare}/information-sheet`,
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
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
