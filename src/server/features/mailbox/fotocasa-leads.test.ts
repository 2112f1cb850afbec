import http from 'node:http';
import type net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { contacts } from '#server/db/schema.ts';
import { insertContact, insertProperty } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Fotocasa's pull Leads API (docs/product.md §4.1), served by a local stand-in that answers as the API's document
// says: a JSON array of leads, 404 when the range has none, the key in the `api-key` header.
let t: TestApp;
let api: http.Server;
let answer: { status: number; body: unknown };
const seen: { url: string; key: string | undefined }[] = [];

beforeEach(async () => {
  seen.length = 0;
  answer = { status: 404, body: { message: 'Not found' } };
  api = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', key: request.headers['api-key'] as string | undefined });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  const port = await new Promise<number>((resolve) =>
    api.listen(0, '127.0.0.1', () => resolve((api.address() as net.AddressInfo).port)),
  );
  t = await createTestApp({
    FOTOCASA_LEADS_API_KEY: 'clave-de-prueba',
    FOTOCASA_PUBLISHER_ID: '9001',
    FOTOCASA_LEADS_API_URL: `http://127.0.0.1:${port}`,
  });
});
afterEach(async () => {
  await t.close();
  await new Promise((resolve) => api.close(resolve));
});

const poll = () => t.asAdmin({ method: 'POST', url: '/api/cms/mailbox/poll' });
const lead = (overrides: Record<string, unknown> = {}) => ({
  id: 'fa7ddb89-9a6e-4f4d-a571-216116866e29',
  date: '2026-05-20T13:11:00Z',
  message: 'Deseo más información del inmueble',
  site: 'HABITACLIA',
  type: 'PROPERTY',
  transactionType: 'BUY',
  reference: 'CN-1',
  contactDetails: { name: 'Núria Serra', email: 'nuria@example.cat', phone: '612 345 670' },
  ...overrides,
});

describe('the Fotocasa leads API', () => {
  it('files each lead once with its portal, asking with the key for the range since the last read', async () => {
    const property = await insertProperty(t.db);
    answer = {
      status: 200,
      body: [
        lead({ reference: `CN-${property.id}` }),
        lead({
          id: 'otro',
          site: 'MILANUNCIOS',
          reference: '5501',
          contactDetails: { name: 'string', email: 'string', phone: '699 111 222' },
        }),
      ],
    };
    expect((await poll()).json()).toMatchObject({ filed: 2, unreadable: 0 });
    expect(seen[0]).toMatchObject({ key: 'clave-de-prueba' });
    expect(seen[0]!.url).toMatch(/^\/v1\/publishers\/9001\/leads\?from=.+&to=.+/);
    const rows = await t.db.select().from(contacts);
    expect(rows.map((row) => row.source).sort()).toEqual(['habitaclia', 'milanuncios']);
    expect(rows.find((row) => row.source === 'habitaclia')).toMatchObject({
      name: 'Núria Serra',
      phone: '+34612345670',
      propertyId: property.id,
    });
    // The API's placeholders ("string") are no data: marked as missing.
    expect(rows.find((row) => row.source === 'milanuncios')).toMatchObject({
      email: '',
      missing: ['name', 'email', 'property'],
    });

    // The same leads again (an overlapping range): nothing new; the next range starts where this one ended.
    expect((await poll()).json()).toMatchObject({ filed: 0, duplicates: 2 });
    const from = new URL(`http://x${seen[1]!.url}`).searchParams.get('from');
    expect(from).toBe(new URL(`http://x${seen[0]!.url}`).searchParams.get('to'));
  });

  it('a lead whose mail was already filed is the same enquiry, not a second contact', async () => {
    const property = await insertProperty(t.db);
    await insertContact(t.db, {
      source: 'fotocasa',
      name: 'Núria Serra',
      email: 'nuria@example.cat',
      propertyId: property.id,
      externalId: 'message-id:<lead-1@fotocasa.test>',
    });
    answer = { status: 200, body: [lead({ site: 'FOTOCASA', reference: `CN-${property.id}` })] };
    expect((await poll()).json()).toMatchObject({ filed: 0, duplicates: 1 });
    expect(await t.db.select().from(contacts)).toHaveLength(1);
  });

  it('404 is "no leads"; a broken answer is a failure the dashboard shows', async () => {
    expect((await poll()).json()).toEqual({ filed: 0, unreadable: 0, duplicates: 0, ignored: 0 });
    answer = { status: 500, body: 'fallo' };
    expect((await poll()).statusCode).toBe(502);
    const status = (await t.asAdmin({ method: 'GET', url: '/api/cms/mailbox' })).json();
    expect(status).toMatchObject({ fotocasa_api_configured: true, imap_configured: false });
    expect(status.last_error).toContain('respuesta 500');
    expect(JSON.stringify(status)).not.toContain('clave-de-prueba');
  });
});
