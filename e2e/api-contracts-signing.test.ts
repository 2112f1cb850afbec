// Black-box check of the "Contracts and signing" part of docs/product.md §8 and the contract and
// payment calls of docs/product.md §8, against the built server with the demo data (SEED_DEMO=true).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiClient, expectSpanishDetail, pdfAttachment, signaturePng, type Api } from './support/api-client';
import { completeBuyerFile } from './support/contracts-api';
import { startServer, waitForMail, type RunningServer } from './support/server';

const MAX_ATTACHMENT_BYTES = 10_485_760;

let server: RunningServer;
let api: Api;
let admin: string;

beforeAll(async () => {
  server = await startServer({ name: 'api-contracts', env: { SEED_DEMO: 'true' } });
  api = apiClient(server.url);
  admin = await api.login();
});

afterAll(async () => {
  await server?.stop();
});

type Buyer = {
  id: number;
  name: string;
  email: string;
  dni: string;
  signed_at: string | null;
  buyer_order: number;
  signing_url?: string;
};
type Contract = {
  id: string;
  status: string;
  contract_type: string;
  contract_data: Record<string, unknown>;
  buyers: Buyer[];
  attachments: Record<string, unknown>[];
};

// Dated 2030: Firmar refuses a planned date in the past and deadlines not after the day of signing.
const COMMON_DATA = {
  dia_firma: 15,
  mes_firma: 'marzo',
  año_firma: 2030,
  direccion_inmueble: 'Carrer de Mallorca 100, 3.º 2.ª, 08036 Barcelona',
  referencia_catastral: '9872023VH5797S0001WX',
  precio_venta: 350000,
  precio_venta_letras: 'trescientos cincuenta mil euros',
  importe_reserva: 3000,
  importe_reserva_letras: 'tres mil euros',
};

const ARRAS_DATA = {
  ...COMMON_DATA,
  numero_cru: '08123000123456',
  numero_registro: '5',
  lugar_registro: 'Barcelona',
  finca: '1234',
  tomo: '22',
  libro: '33',
  folio: '44',
  inscripcion: '3.ª',
  importe_arras: 32000,
  importe_arras_letras: 'treinta y dos mil euros',
  fecha_limite_escritura_dia: 30,
  fecha_limite_escritura_mes: 'junio',
  fecha_limite_escritura_año: 2030,
};

const RESERVA_DATA = {
  ...COMMON_DATA,
  fecha_limite_arras_dia: 1,
  fecha_limite_arras_mes: 'abril',
  fecha_limite_arras_año: 2030,
  fecha_limite_compraventa_dia: 1,
  fecha_limite_compraventa_mes: 'julio',
  fecha_limite_compraventa_año: 2030,
};

const BUYERS = [
  {
    name: 'Ana García López',
    email: 'ana@example.com',
    dni: '12345678Z',
    buyer_order: 1,
    address: 'Calle Mayor 1, 08001 Barcelona',
  },
  {
    name: 'Isabel Ruiz Soler',
    email: 'isabel@example.com',
    dni: 'X1234567L',
    buyer_order: 2,
    address: 'Carrer de Balmes 2, 08007 Barcelona',
  },
];

/** Fills the fields a type declares beyond those docs/product.md §8 lists (e.g. the condition of reserva_condicionada). */
async function dataFor(typeId: string, base: Record<string, unknown>): Promise<Record<string, unknown>> {
  const types = (
    await api.call<
      { id: string; fields: { id: string; type: string; required: boolean; options?: string[] | null }[] }[]
    >('GET', '/api/contract-types')
  ).body;
  const data: Record<string, unknown> = { ...base };
  for (const field of types.find((t) => t.id === typeId)!.fields) {
    if (field.required && data[field.id] === undefined)
      data[field.id] = field.options?.[0] ?? (field.type === 'number' ? 1 : 'la concesión de un préstamo hipotecario');
  }
  return data;
}

async function createContract(body: Record<string, unknown>) {
  return api.call<Contract>('POST', '/api/cms/contracts', { token: admin, body: { attachments: [], ...body } });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

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

describe('signing: draft → pending_signature → partially_signed → signed → completed', () => {
  let contract: Contract;
  let links: Record<string, string>;

  beforeAll(async () => {
    contract = (
      await createContract({
        contract_type: 'arras_penitenciales',
        contract_data: ARRAS_DATA,
        buyers: BUYERS,
        attachments: [pdfAttachment('nota-simple.pdf', 4096)],
      })
    ).body;
  });

  it('public reads without a token, or with a made-up one, are 403', async () => {
    for (const path of [
      `/api/contracts/${contract.id}`,
      `/api/contracts/${contract.id}/pdf`,
      `/api/contracts/${contract.id}/attachments/0`,
    ]) {
      expectSpanishDetail(await api.call('GET', path), 403);
      expectSpanishDetail(await api.call('GET', `${path}?token=${'A'.repeat(43)}`), 403);
    }
    expectSpanishDetail(
      await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, { body: { signature_image: signaturePng() } }),
      403,
    );
  });

  it('a buyer cannot sign a draft (409)', async () => {
    const response = await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: {
        token: tokenOf(contract.buyers[0]!.signing_url!),
        contract_id: contract.id,
        signer_name: BUYERS[0]!.name,
        signer_email: BUYERS[0]!.email,
        signer_dni: BUYERS[0]!.dni,
        signature_image: signaturePng(),
      },
    });
    expectSpanishDetail(response, 409);
  });

  it('emails cannot be sent for a draft', async () => {
    expectSpanishDetail(
      await api.call('POST', `/api/cms/contracts/${contract.id}/send-signature-emails`, { token: admin }),
      [409, 422],
    );
  });

  it('Firmar refuses a planned signing date in the past (422, field named) and leaves the draft as it was', async () => {
    const past = (
      await createContract({
        contract_type: 'arras_penitenciales',
        contract_data: { ...ARRAS_DATA, año_firma: 2024 },
        buyers: BUYERS,
      })
    ).body;
    const response = await api.call('POST', `/api/cms/contracts/${past.id}/sign`, { token: admin, body: {} });
    expect(expectSpanishDetail(response, 422)).toContain(
      'La fecha de firma prevista (dia_firma/mes_firma/año_firma: 15 de marzo de 2024)',
    );
    const list = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body;
    expect(list.find((c) => c.id === past.id)!.status).toBe('draft');
  });

  it("the administrator's sign (spec body) moves it to pending_signature; a second sign is 409", async () => {
    const body = {
      contract_id: contract.id,
      signer_name: 'Casa Nova Reformas S.L.',
      signer_email: 'admin@casanova.example',
      signer_dni: 'B12345674',
    };
    const signed = await api.call<Record<string, unknown>>('POST', `/api/cms/contracts/${contract.id}/sign`, {
      token: admin,
      body,
    });
    expect(signed.status, signed.text).toBe(200);
    const list = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body;
    expect(list.find((c) => c.id === contract.id)!.status).toBe('pending_signature');
    expectSpanishDetail(await api.call('POST', `/api/cms/contracts/${contract.id}/sign`, { token: admin, body }), 409);
  });

  it('send-signature-emails mails each buyer {PUBLIC_URL}/contracts/{id}/sign?email={email}&token={token}', async () => {
    // "none" as payload: no body at all, though labelled JSON as generic clients do.
    const sent = await api.call('POST', `/api/cms/contracts/${contract.id}/send-signature-emails`, {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(sent.status, sent.text).toBe(200);
    links = {};
    const listed = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body.find(
      (c) => c.id === contract.id,
    )!;
    for (const buyer of BUYERS) {
      const mail = await waitForMail(server.dataDir, (m) => m.to.includes(buyer.email) && m.text.includes(contract.id));
      const pattern = new RegExp(
        `${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/contracts/${contract.id}/sign\\?email=([^&\\s]+)&token=([A-Za-z0-9_\\-%.~]+)`,
      );
      const match = pattern.exec(mail.text);
      expect(match, mail.text).not.toBeNull();
      expect(decodeURIComponent(match![1]!)).toBe(buyer.email);
      const token = decodeURIComponent(match![2]!);
      // At least 128 bits: 22 base64url characters or 32 hex digits.
      expect(token.length).toBeGreaterThanOrEqual(22);
      links[buyer.email] = match![0];
      // The administrator's list shows the same personal link.
      const listedBuyer = listed.buyers.find((b) => b.email === buyer.email)!;
      expect(tokenOf(listedBuyer.signing_url!)).toBe(token);
    }
    expect(tokenOf(links['ana@example.com']!)).not.toBe(tokenOf(links['isabel@example.com']!));
  });

  it('GET /api/contracts/{id}?token= shows status, signers and attachments; PDF and attachment download', async () => {
    const token = tokenOf(links['ana@example.com']!);
    const view = await api.call<Record<string, unknown>>(
      'GET',
      `/api/contracts/${contract.id}?token=${encodeURIComponent(token)}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.status).toBe('pending_signature');
    expect(view.body.signers).toEqual(
      BUYERS.map((b) => expect.objectContaining({ name: b.name, email: b.email, dni: b.dni, signed_at: null })),
    );
    expect(view.body.attachments).toEqual([
      expect.objectContaining({ filename: 'nota-simple.pdf', content_type: 'application/pdf', size: 4096 }),
    ]);

    const pdf = await fetch(`${server.url}/api/contracts/${contract.id}/pdf?token=${encodeURIComponent(token)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const file = await fetch(
      `${server.url}/api/contracts/${contract.id}/attachments/0?token=${encodeURIComponent(token)}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect((await file.arrayBuffer()).byteLength).toBe(4096);
    expectSpanishDetail(
      await api.call('GET', `/api/contracts/${contract.id}/attachments/7?token=${encodeURIComponent(token)}`),
      404,
    );

    const asAdmin = await api.call('GET', `/api/contracts/${contract.id}`, { token: admin });
    expect(asAdmin.status).toBe(200);
  });

  it('a token is worthless on another contract', async () => {
    const other = (
      await createContract({
        contract_type: 'reserva_no_condicionada',
        contract_data: RESERVA_DATA,
        buyers: [BUYERS[0]],
      })
    ).body;
    const token = encodeURIComponent(tokenOf(links['ana@example.com']!));
    expectSpanishDetail(await api.call('GET', `/api/contracts/${other.id}?token=${token}`), 403);
    expectSpanishDetail(await api.call('GET', `/api/contracts/${other.id}/pdf?token=${token}`), 403);
  });

  it('signature_image must be a real, non-blank PNG data URL (422)', async () => {
    const token = tokenOf(links['ana@example.com']!);
    const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`;
    for (const image of [signaturePng({ blank: true }), jpeg, 'data:image/png;base64,AAAA', 'not an image', '']) {
      const response = await api.call(
        'POST',
        `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`,
        {
          body: {
            contract_id: contract.id,
            signer_name: BUYERS[0]!.name,
            signer_email: BUYERS[0]!.email,
            signer_dni: BUYERS[0]!.dni,
            signature_image: image,
          },
        },
      );
      expectSpanishDetail(response, [400, 422]);
    }
  });

  it('a token signs only for its own buyer: naming another buyer is 403', async () => {
    const anaToken = tokenOf(links['ana@example.com']!);
    const response = await api.call(
      'POST',
      `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(anaToken)}`,
      {
        body: {
          contract_id: contract.id,
          signer_name: BUYERS[1]!.name,
          signer_email: BUYERS[1]!.email,
          signer_dni: BUYERS[1]!.dni,
          signature_image: signaturePng(),
        },
      },
    );
    expectSpanishDetail(response, 403);
    const view = await api.call<{ signers: Buyer[] }>('GET', `/api/contracts/${contract.id}`, { token: admin });
    expect(view.body.signers.every((s) => s.signed_at === null)).toBe(true);
  });

  it("with the owners' setting on, an arras signature waits for the buyer's file (Ley 10/2010): 422, then 200", async () => {
    // A fresh install does not require it (the specification's flow); an owner decides in the signing settings.
    const settings = (required: boolean) =>
      api.call('PUT', '/api/cms/settings', { token: admin, body: { buyer_file_required_arras: required } });
    expect((await settings(true)).status).toBe(200);
    const token = tokenOf(links['ana@example.com']!);
    const body = {
      contract_id: contract.id,
      signer_name: BUYERS[0]!.name,
      signer_email: BUYERS[0]!.email,
      signer_dni: BUYERS[0]!.dni,
      signature_image: signaturePng(),
    };
    expectSpanishDetail(
      await api.call('POST', `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`, { body }),
      422,
    );
    for (const link of Object.values(links)) await completeBuyerFile(server.url, link);
    expect((await settings(false)).status).toBe(200);
  });

  it('first buyer signs with the token in the query → {all_signed: false, status: partially_signed}; again → 409', async () => {
    const token = tokenOf(links['ana@example.com']!);
    const body = {
      contract_id: contract.id,
      signer_name: BUYERS[0]!.name,
      signer_email: BUYERS[0]!.email,
      signer_dni: BUYERS[0]!.dni,
      signature_image: signaturePng(),
    };
    const signed = await api.call(
      'POST',
      `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`,
      { body },
    );
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toEqual({ all_signed: false, status: 'partially_signed' });
    expectSpanishDetail(
      await api.call('POST', `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`, { body }),
      409,
    );
    const view = await api.call<{ status: string; signers: Buyer[] }>(
      'GET',
      `/api/contracts/${contract.id}?token=${encodeURIComponent(token)}`,
    );
    expect(view.body.status).toBe('partially_signed');
    expect(view.body.signers[0]!.signed_at).not.toBeNull();
  });

  it('last buyer signs with the token in the body → {all_signed: true, status: signed}', async () => {
    const token = tokenOf(links['isabel@example.com']!);
    const signed = await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: {
        token,
        contract_id: contract.id,
        signer_name: BUYERS[1]!.name,
        signer_email: BUYERS[1]!.email,
        signer_dni: BUYERS[1]!.dni,
        signature_image: signaturePng(),
      },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toEqual({ all_signed: true, status: 'signed' });
  });

  it('a company account cannot sign for a buyer: the bearer token is refused (403) and nothing is signed', async () => {
    const other = (
      await createContract({
        contract_type: 'reserva_no_condicionada',
        contract_data: RESERVA_DATA,
        buyers: [BUYERS[0]],
      })
    ).body;
    await api.call('POST', `/api/cms/contracts/${other.id}/sign`, { token: admin, body: {} });
    const signed = await api.call('POST', `/api/contracts/${other.id}/buyer-sign`, {
      token: admin,
      body: {
        contract_id: other.id,
        signer_name: BUYERS[0]!.name,
        signer_email: BUYERS[0]!.email,
        signer_dni: BUYERS[0]!.dni,
        signature_image: signaturePng(),
      },
    });
    expectSpanishDetail(signed, 403);
    const view = await api.call<{ status: string }>('GET', `/api/contracts/${other.id}`, { token: admin });
    expect(view.body.status).toBe('pending_signature');
  });

  it("with the buyer file required, money waits for an owner's risk decision on each file (Ley 10/2010): 409, then 200", async () => {
    const settings = await api.call<{ buyer_file_required_arras: boolean }>('GET', '/api/cms/settings', {
      token: admin,
    });
    if (settings.body.buyer_file_required_arras)
      expectSpanishDetail(
        await api.call('POST', '/api/payments/create-transfer-instructions', {
          token: admin,
          body: { contract_id: contract.id, payment_type: 'arras' },
        }),
        409,
      );
    for (const buyer of contract.buyers) {
      const review = await api.call('PUT', `/api/cms/contracts/${contract.id}/buyers/${buyer.id}/buyer-file/review`, {
        token: admin,
        body: { risk: 'low', reason: 'Compra en su nombre con ahorros documentados' },
      });
      expect(review.status, review.text).toBe(200);
    }
  });

  it('payments: instructions → pending payment → mark-as-paid completes the signed contract', async () => {
    expectSpanishDetail(
      await api.call('POST', '/api/payments/create-transfer-instructions', {
        token: admin,
        body: { contract_id: contract.id, payment_type: 'tarjeta' },
      }),
      422,
    );
    const created = await api.call<Record<string, unknown>>('POST', '/api/payments/create-transfer-instructions', {
      token: admin,
      body: { contract_id: contract.id, payment_type: 'arras' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      payment_url: expect.stringMatching(/^https?:\/\//),
      payment_reference: expect.any(String),
      amount: 32000,
    });

    const pending = await api.call<Record<string, unknown>[]>('GET', '/api/cms/pending-payments', { token: admin });
    expect(pending.status).toBe(200);
    expect(Array.isArray(pending.body)).toBe(true);
    const payment = pending.body.find((p) => p.payment_reference === created.body.payment_reference)!;
    expect(payment).toMatchObject({
      amount: 32000,
      contract_type: 'arras_penitenciales',
      contract_data: expect.objectContaining({ importe_arras: 32000 }),
    });
    for (const key of ['transaction_id', 'amount', 'contract_type', 'contract_data', 'payment_reference', 'created_at'])
      expect(payment).toHaveProperty(key);

    const paid = await api.call('POST', `/api/payments/${payment.transaction_id as string}/mark-as-paid`, {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(paid.status, paid.text).toBe(200);
    const after = (await api.call<Record<string, unknown>[]>('GET', '/api/cms/pending-payments', { token: admin }))
      .body;
    expect(after.map((p) => p.transaction_id)).not.toContain(payment.transaction_id);
    const listed = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body.find(
      (c) => c.id === contract.id,
    )!;
    expect(listed.status).toBe('completed');
    expectSpanishDetail(
      await api.call('POST', '/api/payments/00000000-0000-4000-8000-000000000000/mark-as-paid', { token: admin }),
      404,
    );
  });

  it('a reservation pays `reserva` (the reservation amount) even before it is signed', async () => {
    const draft = (
      await createContract({
        contract_type: 'reserva_no_condicionada',
        contract_data: RESERVA_DATA,
        buyers: [BUYERS[0]],
      })
    ).body;
    const created = await api.call<Record<string, unknown>>('POST', '/api/payments/create-transfer-instructions', {
      token: admin,
      body: { contract_id: draft.id, payment_type: 'reserva' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.amount).toBe(3000);
    expectSpanishDetail(
      await api.call('POST', '/api/payments/create-transfer-instructions', {
        token: admin,
        body: { contract_id: draft.id, payment_type: 'arras' },
      }),
      422,
    );
    expectSpanishDetail(
      await api.call('POST', '/api/payments/create-transfer-instructions', {
        token: admin,
        body: { contract_id: '00000000-0000-4000-8000-000000000000', payment_type: 'reserva' },
      }),
      404,
    );
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
  const asBuyer = (contract: Contract, index: number, email: string, suffix = '') =>
    api.call(
      'GET',
      `/api/contracts/${contract.id}${suffix}?${new URLSearchParams({ email, token: tokenOf(contract.buyers[index]!.signing_url!) }).toString()}`,
    );
  const buyerSign = (contract: Contract, index: number) =>
    api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: {
        contract_id: contract.id,
        signature_image: signaturePng(),
        token: tokenOf(contract.buyers[index]!.signing_url!),
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
        body: { reason: 'otra vez' },
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
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('Pregunta por Marta');
    expect(home).not.toContain('mailto:Pregunta');
  });
});
