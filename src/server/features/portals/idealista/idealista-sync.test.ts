// Delivery to idealista against a real FTP server started here: the file lands whole under its final name (written
// as a .part, then renamed), an unchanged file is never sent again, a dropped connection is retried, a refused login
// says so without the credentials, idealista's status file comes back as each property's state, and a file that
// would wipe idealista waits for an owner.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createLogger } from '#server/lib/logger.ts';
import { propertyInput } from '#server/test/factories.ts';
import { startFtpServer, type TestFtpServer } from '#server/test/ftp-server.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { syncIdealista } from './idealista-sync';

const CODE = `ilc${'7'.repeat(40)}`;
const FAST = { retryDelaysMs: [20, 20], timeoutMs: 5_000 };
const MINUTE = 60_000;

let ftp: TestFtpServer;
let t: TestApp;
let clock = new Date('2026-11-29T09:00:00Z');
const lines: string[] = [];
const ids: number[] = [];

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};
const sync = () => syncIdealista(t.app, FAST);
const jsonFiles = () => ftp.files().filter((name) => name.endsWith('.json'));
const states = async (id: number) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${id}/portals` })).json()[1];

async function create(overrides: Record<string, unknown> = {}) {
  const response = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({
      status: 'vendiendo',
      energy_rating: 'C',
      price: 300000,
      built_area_m2: 80,
      publish_to_idealista: true,
      ...overrides,
    }),
  });
  expect(response.statusCode).toBe(201);
  ids.push(response.json().id);
  return response.json().id as number;
}

beforeAll(async () => {
  ftp = await startFtpServer();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    { IDEALISTA_FTP_URL: ftp.url, IDEALISTA_CUSTOMER_CODE: CODE },
    { now: () => clock, logger: createLogger('info', stream) },
  );
  for (let index = 0; index < 3; index++) await create({ title: `Piso ${index + 1}` });
});
afterEach(() => later(16));
afterAll(async () => {
  await t.close();
  await ftp.close();
});

describe('idealista delivery by FTP', () => {
  it('uploads the whole file under a name with the customer code, written first as a .part and renamed', async () => {
    const result = await sync();
    expect(result).toMatchObject({ ran: true, held: false, error: null });
    expect(ftp.files()).toEqual([expect.stringMatching(new RegExp(`^${CODE}_20261129-090000\\.json$`))]);
    const file = JSON.parse(fs.readFileSync(path.join(ftp.root, jsonFiles()[0]!), 'utf8'));
    expect(file).toMatchObject({ customerCode: CODE, customerSendDate: '2026/11/29 10:00:00' });
    expect(file.customerProperties.map((p: { propertyCode: string }) => Number(p.propertyCode))).toEqual(ids);
    expect((await states(ids[0]!)).state).toBe('pending');
  });

  it('does not send the same file again, nor run before it is due', async () => {
    later(-15);
    expect(await sync()).toEqual({ ran: false });
    later(16);
    expect(await sync()).toMatchObject({ ran: true, uploaded: null, error: null });
    expect(jsonFiles()).toHaveLength(1);
  });

  it('retries a connection dropped mid-upload, and leaves no half-written file behind', async () => {
    await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${ids[0]}`,
      payload: propertyInput({
        status: 'vendiendo',
        energy_rating: 'C',
        price: 295000,
        built_area_m2: 80,
        title: 'Piso 1',
        publish_to_idealista: true,
      }),
    });
    ftp.dropUploads(1);
    const logins = ftp.logins.length;
    const result = await sync();
    // The first connection died mid-transfer; the second finished the job.
    expect(ftp.logins.length - logins).toBeGreaterThanOrEqual(2);
    expect(result).toMatchObject({ ran: true, uploaded: expect.stringMatching(/\.json$/), error: null });
    expect(ftp.files().filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(jsonFiles()).toHaveLength(2);
    const newest = JSON.parse(fs.readFileSync(path.join(ftp.root, result.ran ? result.uploaded! : ''), 'utf8'));
    expect(newest.customerProperties[0].propertyOperation.operationPrice).toBe(295000);
  });

  it('reads idealista’s newest status file back into each property’s state', async () => {
    fs.mkdirSync(path.join(ftp.root, 'status'), { recursive: true });
    const write = (stamp: string, statuses: unknown[]) =>
      fs.writeFileSync(
        path.join(ftp.root, 'status', `${CODE}_${stamp}.json`),
        JSON.stringify({ customerCode: CODE, customerProperties: statuses }),
      );
    write('20261129-08:00:00.000', [{ propertyCode: String(ids[0]), propertyStatus: 'pending' }]);
    write('20261129-09:30:00.000', [
      { propertyCode: String(ids[0]), propertyStatus: 'active' },
      { propertyCode: String(ids[1]), propertyStatus: 'quality', propertyQualityErrors: ['Faltan fotos'] },
    ]);
    expect(await sync()).toMatchObject({ ran: true, statuses: 2, error: null });
    expect(await states(ids[0]!)).toMatchObject({ portal: 'idealista', state: 'published' });
    expect(await states(ids[1]!)).toMatchObject({ state: 'refused', reason: 'idealista no la publica: Faltan fotos.' });
    expect(await states(ids[2]!)).toMatchObject({ state: 'pending' });
  });

  it('holds a file that would take most homes off idealista until an owner confirms what disappears', async () => {
    for (const id of ids.slice(0, 2)) {
      await t.asAdmin({
        method: 'PUT',
        url: `/api/cms/properties/${id}`,
        payload: propertyInput({ status: 'vendiendo', energy_rating: 'C', price: 1, publish_to_idealista: false }),
      });
    }
    const files = jsonFiles().length;
    expect(await sync()).toMatchObject({ ran: true, uploaded: null, held: true });
    expect(jsonFiles()).toHaveLength(files);
    const overview = (await t.asAdmin({ method: 'GET', url: '/api/cms/portals' })).json()[1];
    expect(overview).toMatchObject({
      portal: 'idealista',
      configured: true,
      published: 3,
      held: { reason: 'loss', properties: 1, disappearing: [{ id: ids[0] }, { id: ids[1] }] },
    });
    expect(lines.join('')).toMatch(/"portal":"idealista","properties":1,"previous":3.*held until an owner confirms/);

    const confirm = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/portals/idealista/feed/confirm',
      payload: { generation: overview.held.generation },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ published: 1, held: null });
    // The confirmation makes the next pass due at once.
    const result = await sync();
    expect(result).toMatchObject({ ran: true, uploaded: expect.stringMatching(/\.json$/) });
    const sent = JSON.parse(fs.readFileSync(path.join(ftp.root, result.ran ? result.uploaded! : ''), 'utf8'));
    expect(sent.customerProperties.map((p: { propertyCode: string }) => Number(p.propertyCode))).toEqual([ids[2]]);
  });

  it('says a refused login plainly, retries later with a backoff, and never writes the password', async () => {
    const wrong = await createTestApp(
      { IDEALISTA_FTP_URL: ftp.url.replace('secreto-ftp', 'clave-mala-9'), IDEALISTA_CUSTOMER_CODE: CODE },
      {
        handle: t.handle,
        now: () => clock,
        logger: createLogger('info', new Writable({ write: (c, _e, d) => (lines.push(c.toString()), d()) })),
      },
    );
    try {
      await t.db.execute(
        `update portal_feeds set next_run_at = now() - interval '1 day', uploaded_hash = null where portal = 'idealista'`,
      );
      const result = await syncIdealista(wrong.app, FAST);
      expect(result).toMatchObject({
        ran: true,
        uploaded: null,
        error: expect.stringContaining('rechaza el usuario o la contraseña'),
      });
      expect(ftp.logins.at(-1)).toEqual({ user: 'casanova', accepted: false });
      // One try only: a wrong password does not get better by asking again at once.
      expect(ftp.logins.filter((login) => !login.accepted)).toHaveLength(1);
      const overview = (await wrong.asAdmin({ method: 'GET', url: '/api/cms/portals' })).json()[1];
      expect(overview.last_error).toMatch(/rechaza el usuario/);
      expect(new Date(overview.next_run_at).getTime() - clock.getTime()).toBe(MINUTE);
      expect(lines.join('')).not.toMatch(/clave-mala-9|secreto-ftp/);
      expect(JSON.stringify(overview)).not.toMatch(/clave-mala-9|secreto-ftp/);
    } finally {
      await wrong.app.close();
    }
  });
});
