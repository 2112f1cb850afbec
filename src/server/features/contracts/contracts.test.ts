import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, ContractEventDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import { auditLog } from '#server/db/schema.ts';
import { BUYERS, contractBody, createContract, pendingContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object) => t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload });
const withData = (changes: Record<string, unknown>) => {
  const body = contractBody();
  return { ...body, contract_data: { ...body.contract_data, ...changes } };
};
const withBuyer = (changes: Record<string, unknown>) =>
  contractBody('arras_penitenciales', { buyers: [{ ...BUYERS[0], ...changes }] });

function attachment(filename: string, data: Buffer, contentType: string) {
  return {
    filename,
    content: data.toString('base64'),
    content_type: contentType,
    size: data.length,
    uploaded_at: new Date().toISOString(),
  };
}
const pdfBytes = (size: number) => {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n');
  return data;
};

describe('contract types', () => {
  it('serves the three definitions publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contract-types' });
    expect(response.statusCode).toBe(200);
    const types = response.json<{ id: string; fields: { id: string }[] }[]>();
    expect(types.map((type) => type.id)).toEqual([
      'arras_penitenciales',
      'reserva_no_condicionada',
      'reserva_condicionada',
    ]);
    expect(types[0]!.fields.map((f) => f.id)).toContain('importe_arras_letras');
  });
});

describe('POST /api/cms/contracts', () => {
  it('creates a draft with normalised data, ordered buyers and their signing links', async () => {
    const created = await createContract(
      t,
      withData({ precio_venta: '350.000', precio_venta_letras: 'cinco euros', mes_firma: 'Marzo' }),
    );
    expect(created.status).toBe('draft');
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.contract_data.precio_venta).toBe(350000);
    expect(created.contract_data.precio_venta_letras).toBe('trescientos cincuenta mil euros');
    expect(created.contract_data.mes_firma).toBe('marzo');
    expect(created.buyers.map((b) => [b.buyer_order, b.email, b.signed_at])).toEqual([
      [1, 'ana@example.com', null],
      [2, 'isabel@example.com', null],
    ]);
    const link = new URL(created.buyers[0]!.signing_url);
    expect(`${link.origin}${link.pathname}`).toBe(`http://casanova.test/contracts/${created.id}/sign`);
    expect(link.searchParams.get('email')).toBe('ana@example.com');
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(22);
    expect(created.buyers[0]!.signing_url).toContain('email=ana%40example.com');
  });

  it('lists contracts newest first, uncached, with the same links', async () => {
    const first = await createContract(t);
    const second = await createContract(t, contractBody('reserva_no_condicionada'));
    const response = await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' });
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<ContractDto[]>();
    expect(list.findIndex((c) => c.id === second.id)).toBeLessThan(list.findIndex((c) => c.id === first.id));
    const listed = list.find((c) => c.id === first.id)!;
    // The buyer's page, never the token that signs (docs/product.md#links-in-company-hands).
    expect(listed.buyers[1]!.signing_url).toBe(first.buyers[1]!.signing_url.replace(/&token=[^&]+/, ''));
    expect(listed.buyers[1]!.signing_url).not.toContain('token=');
    expect(listed.contract_type_name).toBe('Contrato de Arras Penitenciales');
  });

  it.each([
    ['an unknown type', { ...contractBody(), contract_type: 'alquiler' }, 'Tipo de contrato no válido'],
    ['a missing required field', withData({ direccion_inmueble: '  ' }), 'es requerido'],
    ['a day out of range', withData({ dia_firma: 32 }), 'El día debe estar entre 1 y 31'],
    ['a year out of range', withData({ año_firma: 2031 }), 'El año debe estar entre 2024 y 2030'],
    ['an unknown month', withData({ mes_firma: 'marzoo' }), 'no es un mes válido'],
    ['a negative price', withData({ precio_venta: -1 }), 'no puede ser negativo'],
    ['a buyer without name', withBuyer({ name: '' }), 'El nombre del comprador es requerido'],
    ['a buyer without email', withBuyer({ email: '' }), 'El email del comprador es requerido'],
    ['a malformed email', withBuyer({ email: 'ana@' }), 'Formato de email no válido'],
    ['a buyer without DNI', withBuyer({ dni: '' }), 'El DNI/NIE del comprador es requerido'],
    ['a malformed DNI', withBuyer({ dni: '1234' }), 'Formato DNI/NIE no válido'],
    ['a wrong DNI letter', withBuyer({ dni: '12345678A' }), 'Letra del DNI incorrecta'],
    ['a wrong NIE letter', withBuyer({ dni: 'X1234567A' }), 'Letra del NIE incorrecta'],
    ['a buyer without address', withBuyer({ address: '' }), 'La dirección del comprador es requerida'],
    ['a bad phone', withBuyer({ phone: '12345' }), 'Teléfono no válido'],
    ['no buyers', contractBody('arras_penitenciales', { buyers: [] }), 'Debe haber al menos un comprador'],
    [
      'duplicate emails',
      contractBody('arras_penitenciales', { buyers: [BUYERS[0], { ...BUYERS[1], email: 'ANA@example.com ' }] }),
      'No puede haber emails duplicados entre los compradores',
    ],
  ])('refuses %s with 422 and the Spanish message', async (_label, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('requires the admin token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cms/contracts', payload: contractBody() });
    expect(response.statusCode).toBe(401);
  });
});

describe('attachments', () => {
  it('accepts a 10485760-byte file and refuses 10485761 bytes with 413', async () => {
    const accepted = await post(
      contractBody('arras_penitenciales', {
        attachments: [attachment('nota.pdf', pdfBytes(10_485_760), 'application/pdf')],
      }),
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<ContractDto>().attachments[0]).toMatchObject({
      index: 0,
      filename: 'nota.pdf',
      size: 10_485_760,
    });

    const refused = await post(
      contractBody('arras_penitenciales', {
        attachments: [attachment('grande.pdf', pdfBytes(10_485_761), 'application/pdf')],
      }),
    );
    expect(refused.statusCode).toBe(413);
    expect(refused.json().detail).toBe('Archivo demasiado grande: grande.pdf (máximo 10MB)');
  });

  it.each([
    ['an executable', attachment('virus.exe', Buffer.from('MZ....'), 'application/octet-stream'), 'virus.exe'],
    [
      'PNG bytes named .pdf',
      attachment('truco.pdf', Buffer.from('89504e470d0a1a0a0000', 'hex'), 'application/pdf'),
      'truco.pdf',
    ],
    ['a zip that is not Word', attachment('hoja.docx', Buffer.from('PK\u0003\u0004xl/workbook.xml'), ''), 'hoja.docx'],
    [
      'a declared type that contradicts the name',
      attachment('foto.jpg', Buffer.from('%PDF-1.4'), 'application/pdf'),
      'foto.jpg',
    ],
  ])('refuses %s by its real bytes', async (_label, file, name) => {
    const response = await post(contractBody('arras_penitenciales', { attachments: [file] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(`Tipo de archivo no permitido: ${name}`);
  });

  it('stores Word, images and PDF and serves them back by index to the administrator', async () => {
    const docx = Buffer.from('PK\u0003\u0004....word/document.xml....');
    const gif = Buffer.from('GIF89a....');
    const created = await createContract(
      t,
      contractBody('reserva_condicionada', {
        attachments: [
          attachment('plano.docx', docx, ''),
          attachment('foto.gif', gif, 'image/gif'),
          attachment('nota simple.pdf', pdfBytes(100), 'application/pdf'),
        ],
      }),
    );
    expect(created.attachments.map((a) => [a.index, a.content_type])).toEqual([
      [0, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [1, 'image/gif'],
      [2, 'application/pdf'],
    ]);
    const download = await t.asAdmin({ method: 'GET', url: `/api/contracts/${created.id}/attachments/1` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/gif');
    expect(download.rawPayload.equals(gif)).toBe(true);
    const missing = await t.asAdmin({ method: 'GET', url: `/api/contracts/${created.id}/attachments/7` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('administrator signature and signing emails', () => {
  it('freezes the text with its SHA-256, ignoring any signer identity in the body', async () => {
    const created = await createContract(t);
    const response = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${created.id}/sign`,
      payload: { contract_id: created.id, signer_name: 'Impostor', signer_email: 'x@y.z', signer_dni: '00000000T' },
    });
    expect(response.statusCode).toBe(200);
    const signed = response.json<{ contract: ContractDto }>().contract;
    expect(signed.status).toBe('pending_signature');
    expect(signed.admin_signed_at).not.toBeNull();

    const view = (await t.asAdmin({ method: 'GET', url: `/api/contracts/${created.id}` })).json<PublicContractDto>();
    expect(view.frozen_sha256).toBe(createHash('sha256').update(view.content).digest('hex'));
    expect(view.content).toContain('Marta Soler Puig');
    expect(view.content).not.toContain('Impostor');

    const again = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${created.id}/sign`, payload: {} });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to mail a draft, then queues one personal link per buyer', async () => {
    const draft = await createContract(t);
    const early = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${draft.id}/send-signature-emails` });
    expect(early.statusCode).toBe(409);

    const contract = await pendingContract(t);
    const before = (await t.outbox()).length;
    const response = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/send-signature-emails`,
    });
    expect(response.statusCode).toBe(200);
    const mails = (await t.outbox()).slice(before);
    expect(mails.map((m) => m.to)).toEqual(['ana@example.com', 'isabel@example.com']);
    expect(mails[0]!.text).toContain(contract.buyers[0]!.signing_url);
    expect(mails[1]!.text).toContain(contract.buyers[1]!.signing_url);
    expect(mails[0]!.text).not.toContain(contract.buyers[1]!.signing_url);

    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.map((e) => e.event)).toEqual(['created', 'admin_signed', 'emails_sent']);
    expect(events[1]!.ip).toBe('127.0.0.1');
  });

  it('deletes a contract and keeps who did it in the audit log', async () => {
    const contract = await createContract(t);
    const response = await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${contract.id}` });
    expect(response.statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` })).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, contract.id)).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${contract.id}` })).statusCode).toBe(404);
  });
});
