// Check of the "Contracts and signing" part of docs/product.md §8 over HTTP, as an outside client calls it: the
// contract types, creating contracts, the demo data and what is never destroyed once signed, against the app in
// this process on a local port with the demo data (SEED_DEMO). The signing flow and payments: api-signing.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectSpanishDetail, pdfAttachment, signaturePng, type Api } from '#server/test/api-client.ts';
import type { ApiServer } from '#server/test/api-server.ts';
import {
  ARRAS_DATA,
  BUYERS,
  dataFor as dataForType,
  mailedToken,
  createContract as postContract,
  RESERVA_DATA,
  startDemoApiServer,
  type Contract,
} from '#server/test/contract-api.ts';
import { standInWebBundle } from '#server/test/stand-in-web.ts';

// The public pages' body is the web bundle's business (entry-server.test.tsx renders the real one, and the company
// email that is not an address as plain text); here a stand-in prints the company email the server hands over.
const web = standInWebBundle((data) => `<footer>${data.content.company_email}</footer>`);
const MAX_ATTACHMENT_BYTES = 10_485_760;

let server: ApiServer;
let api: Api;
let admin: string;

beforeAll(async () => {
  server = await startDemoApiServer({ web });
  api = server.api;
  admin = await api.login();
});

afterAll(async () => {
  await server?.close();
});

const createContract = (body: Record<string, unknown>) => postContract(api, admin, body);
const dataFor = (typeId: string, base: Record<string, unknown>) => dataForType(api, typeId, base);

describe('contract types', () => {
  it('GET /api/contract-types lists the three docs/product.md §2 definitions with their full shape', async () => {
    const response = await api.call<Record<string, unknown>[]>('GET', '/api/contract-types');
    expect(response.status).toBe(200);
    expect(response.body.map((t) => t.id).sort()).toEqual([
      'arras_penitenciales',
      'reserva_condicionada',
      'reserva_no_condicionada',
    ]);
    for (const type of response.body) {
      for (const key of ['id', 'name', 'description', 'template', 'fields', 'settings'])
        expect(type, key).toHaveProperty(key);
      expect(type.template).toEqual({ title: expect.any(String), content: expect.stringContaining('{') });
      expect(type.settings).toMatchObject({
        default_language: 'es',
        signature_required: true,
        export_formats: ['pdf', 'docx'],
        notifications: { send_to_buyer: expect.any(Boolean), send_to_seller: expect.any(Boolean) },
        email_template: 'contract_ready',
      });
      const fields = type.fields as Record<string, unknown>[];
      for (const field of fields) {
        for (const key of [
          'id',
          'label',
          'type',
          'required',
          'validation',
          'options',
          'default',
          'placeholder',
          'auto_generated',
        ]) {
          expect(field, `${type.id as string}.${field.id as string}.${key}`).toHaveProperty(key);
        }
        expect(['text', 'number', 'date', 'select', 'textarea']).toContain(field.type);
        expect(typeof field.required).toBe('boolean');
        expect(typeof field.auto_generated).toBe('boolean');
      }
      const byId = Object.fromEntries(fields.map((f) => [f.id, f]));
      const expected = type.id === 'arras_penitenciales' ? ARRAS_DATA : RESERVA_DATA;
      for (const id of Object.keys(expected)) expect(byId, `${type.id as string} has ${id}`).toHaveProperty(id);
      expect(byId.dia_firma).toMatchObject({ type: 'number', validation: { min: 1, max: 31 } });
      expect(byId.año_firma).toMatchObject({ validation: { min: 2024, max: 2030 } });
      expect((byId.mes_firma as { options: string[] }).options).toEqual([
        'enero',
        'febrero',
        'marzo',
        'abril',
        'mayo',
        'junio',
        'julio',
        'agosto',
        'septiembre',
        'octubre',
        'noviembre',
        'diciembre',
      ]);
      expect(byId.precio_venta).toMatchObject({ type: 'number', validation: { min: 0 } });
      expect(byId.referencia_catastral).toMatchObject({ type: 'text' });
      if (type.id === 'arras_penitenciales') {
        // An earlier reservation is recited only when one was really paid: no default amount (docs/product.md §5).
        expect(byId.importe_reserva).toMatchObject({ required: false, default: null });
      } else {
        expect(byId.importe_reserva).toMatchObject({ default: 3000 });
        expect(byId.importe_reserva_letras).toMatchObject({ default: 'tres mil', auto_generated: true });
      }
    }
  });
});

describe('contract creation', () => {
  it('POST /api/cms/contracts → the created draft with its id, buyers (1-based order) and attachments', async () => {
    const response = await createContract({
      contract_type: 'arras_penitenciales',
      contract_data: ARRAS_DATA,
      buyers: BUYERS,
      attachments: [pdfAttachment('nota-simple.pdf', 2048)],
    });
    expect([200, 201]).toContain(response.status);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.status).toBe('draft');
    expect(response.body.contract_type).toBe('arras_penitenciales');
    expect(response.body.contract_data).toMatchObject({
      direccion_inmueble: ARRAS_DATA.direccion_inmueble,
      precio_venta: 350000,
    });
    expect(response.body.buyers.map((b) => [b.email, b.buyer_order, b.signed_at])).toEqual([
      ['ana@example.com', 1, null],
      ['isabel@example.com', 2, null],
    ]);
    expect(response.body.attachments).toEqual([
      expect.objectContaining({ filename: 'nota-simple.pdf', content_type: 'application/pdf', size: 2048 }),
    ]);
  });

  it('creates both reservation types', async () => {
    for (const type of ['reserva_no_condicionada', 'reserva_condicionada']) {
      const response = await createContract({
        contract_type: type,
        contract_data: await dataFor(type, RESERVA_DATA),
        buyers: [BUYERS[0]],
      });
      expect([200, 201], response.text).toContain(response.status);
      expect(response.body.status).toBe('draft');
    }
  });

  it.each([
    ['an unknown type', { contract_type: 'alquiler' }],
    ['a day out of range', { contract_data: { ...ARRAS_DATA, dia_firma: 32 } }],
    ['a year out of range', { contract_data: { ...ARRAS_DATA, año_firma: 2031 } }],
    ['a month that is not a Spanish month name', { contract_data: { ...ARRAS_DATA, mes_firma: 'march' } }],
    ['a negative price', { contract_data: { ...ARRAS_DATA, precio_venta: -1 } }],
    ['a missing required field', { contract_data: { ...ARRAS_DATA, direccion_inmueble: '' } }],
    ['no buyers', { buyers: [] }],
    ['duplicate buyer emails', { buyers: [BUYERS[0], { ...BUYERS[1], email: 'ANA@example.com' }] }],
    ['a wrong DNI letter', { buyers: [{ ...BUYERS[0], dni: '12345678A' }] }],
    ['a buyer without address', { buyers: [{ ...BUYERS[0], address: '' }] }],
    [
      'a disallowed attachment type',
      { attachments: [{ ...pdfAttachment('virus.exe', 100), content_type: 'application/octet-stream' }] },
    ],
  ])('refuses %s with 422 and a Spanish detail', async (_name, overrides) => {
    const response = await createContract({
      contract_type: 'arras_penitenciales',
      contract_data: ARRAS_DATA,
      buyers: BUYERS,
      ...overrides,
    });
    expectSpanishDetail(response, 422);
  });

  it('says which required field is missing, in the spec wording', async () => {
    const response = await createContract({
      contract_type: 'arras_penitenciales',
      contract_data: { ...ARRAS_DATA, referencia_catastral: '' },
      buyers: BUYERS,
    });
    expect(expectSpanishDetail(response, 422)).toMatch(/es requerido/);
    const duplicate = await createContract({
      contract_type: 'arras_penitenciales',
      contract_data: ARRAS_DATA,
      buyers: [BUYERS[0], { ...BUYERS[1], email: BUYERS[0]!.email }],
    });
    expect(expectSpanishDetail(duplicate, 422)).toContain('No puede haber emails duplicados entre los compradores');
  });

  it('accepts an attachment of exactly 10485760 bytes and refuses 10485761 with 413', async () => {
    const base = { contract_type: 'reserva_no_condicionada', contract_data: RESERVA_DATA, buyers: [BUYERS[0]] };
    const accepted = await createContract({
      ...base,
      attachments: [pdfAttachment('limite.pdf', MAX_ATTACHMENT_BYTES)],
    });
    expect([200, 201], accepted.text.slice(0, 300)).toContain(accepted.status);
    expect(accepted.body.attachments[0]).toMatchObject({ size: MAX_ATTACHMENT_BYTES });
    const refused = await createContract({
      ...base,
      attachments: [pdfAttachment('grande.pdf', MAX_ATTACHMENT_BYTES + 1)],
    });
    expect(expectSpanishDetail(refused, 413)).toContain('grande.pdf');
    const attachment = await fetch(`${server.url}/api/contracts/${accepted.body.id}/attachments/0`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(attachment.status).toBe(200);
    expect((await attachment.arrayBuffer()).byteLength).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('GET /api/cms/contracts is a plain array, newest first, also with the cache-busting ?t=', async () => {
    for (const path of ['/api/cms/contracts', `/api/cms/contracts?t=${Date.now()}`]) {
      const response = await api.call<Contract[]>('GET', path, { token: admin });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body.length).toBeGreaterThanOrEqual(4);
      for (const contract of response.body) {
        for (const key of ['id', 'contract_type', 'contract_data', 'buyers', 'attachments', 'status', 'created_at'])
          expect(contract).toHaveProperty(key);
      }
    }
  });

  it('DELETE /api/cms/contracts/{id} removes the contract', async () => {
    const created = await createContract({
      contract_type: 'reserva_no_condicionada',
      contract_data: RESERVA_DATA,
      buyers: [BUYERS[0]],
    });
    expect((await api.call('DELETE', `/api/cms/contracts/${created.body.id}`, { token: admin })).status).toBeLessThan(
      300,
    );
    const ids = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body.map((c) => c.id);
    expect(ids).not.toContain(created.body.id);
    expectSpanishDetail(await api.call('DELETE', `/api/cms/contracts/${created.body.id}`, { token: admin }), 404);
  });
});

describe('demo data', () => {
  it('GET /api/properties is the demo portfolio sorted by order, with served image paths', async () => {
    const response = await api.call<{ order: number; images: { url: string }[] }[]>('GET', '/api/properties');
    expect(response.body.length).toBeGreaterThan(0);
    const orders = response.body.map((p) => p.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(response.text).not.toContain('data:');
    const url = response.body.find((p) => p.images.length > 0)!.images[0]!.url;
    expect(url.startsWith('/')).toBe(true);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    const stats = (
      await api.call<{ total_properties: number; reformando: number; vendiendo: number; vendidas: number }>(
        'GET',
        '/api/stats',
      )
    ).body;
    expect(stats.total_properties).toBe(response.body.length);
    expect(stats.reformando + stats.vendiendo + stats.vendidas).toBe(response.body.length);
  });
});

// docs/product.md §5.3–5.4: archive instead of delete, cancel, dead links, one buyer's token with one email.
describe('second wave: nothing signed is destroyed', () => {
  async function pending(): Promise<Contract> {
    const created = (
      await createContract({ contract_type: 'reserva_no_condicionada', contract_data: RESERVA_DATA, buyers: BUYERS })
    ).body;
    const signed = await api.call<{ contract: Contract }>('POST', `/api/cms/contracts/${created.id}/sign`, {
      token: admin,
      body: { contract_id: created.id },
    });
    expect(signed.status, signed.text).toBe(200);
    return signed.body.contract;
  }
  const asBuyer = async (contract: Contract, index: number, email: string, suffix = '') =>
    api.call(
      'GET',
      `/api/contracts/${contract.id}${suffix}?${new URLSearchParams({ email, token: await mailedToken(server, contract.id, index) }).toString()}`,
    );
  const buyerSign = async (contract: Contract, index: number) =>
    api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: {
        contract_id: contract.id,
        signature_image: signaturePng(),
        token: await mailedToken(server, contract.id, index),
      },
    });

  it("a token opens only with its own buyer's email (403 with any other)", async () => {
    const contract = await pending();
    expect((await asBuyer(contract, 0, BUYERS[0]!.email)).status).toBe(200);
    for (const suffix of ['', '/pdf', '/attachments/0']) {
      expectSpanishDetail(await asBuyer(contract, 0, BUYERS[1]!.email, suffix), 403);
      expectSpanishDetail(await asBuyer(contract, 0, 'otra@example.com', suffix), 403);
    }
  });

  it('DELETE archives a contract out for signature: 2xx, out of the list, listed with ?archived=true, links dead', async () => {
    const contract = await pending();
    const removed = await api.call('DELETE', `/api/cms/contracts/${contract.id}`, { token: admin });
    expect(removed.status, removed.text).toBeLessThan(300);
    const list = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body;
    expect(list.map((c) => c.id)).not.toContain(contract.id);
    const archived = await api.call<(Contract & { archived_at: string })[]>('GET', '/api/cms/contracts?archived=true', {
      token: admin,
    });
    expect(Array.isArray(archived.body)).toBe(true);
    const entry = archived.body.find((c) => c.id === contract.id)!;
    expect(entry.status).toBe('pending_signature');
    expect(new Date(entry.archived_at).toISOString()).toBe(entry.archived_at);
    const pdf = await fetch(`${server.url}/api/contracts/${contract.id}/pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.status).toBe(200);
    expectSpanishDetail(await buyerSign(contract, 0), [409, 410]);
    expectSpanishDetail(await asBuyer(contract, 1, BUYERS[1]!.email), [409, 410]);
  });

  it('POST /cancel with a reason cancels for good and kills the links', async () => {
    const contract = await pending();
    const cancelled = await api.call<{ status: string }>('POST', `/api/cms/contracts/${contract.id}/cancel`, {
      token: admin,
      body: { reason: 'El comprador desiste antes de firmar' },
    });
    expect(cancelled.status, cancelled.text).toBeLessThan(300);
    expect(cancelled.body.status).toBe('cancelled');
    expectSpanishDetail(await buyerSign(contract, 0), [409, 410]);
    expectSpanishDetail(
      await api.call('POST', `/api/cms/contracts/${contract.id}/cancel`, {
        token: admin,
        body: { reason: 'Otra vez, por si no se anuló' },
      }),
      409,
    );
  });

  it('PUT /api/cms/content/{key} stores any text for the eleven site keys', async () => {
    const saved = await api.call('PUT', '/api/cms/content/company_email', {
      token: admin,
      body: { content: 'Pregunta por Marta' },
    });
    expect(saved.status, saved.text).toBe(200);
    const content = (await api.call<Record<string, string>>('GET', '/api/content')).body;
    expect(content.company_email).toBe('Pregunta por Marta');
    // The home page is rendered with it (that it is plain text, not a mailto: link: entry-server.test.tsx).
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('Pregunta por Marta');
  });
});
