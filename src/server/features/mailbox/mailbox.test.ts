import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { contacts, mailboxState } from '#server/db/schema.ts';
import { DOVECOT_BINARY, startDovecot, type Dovecot } from '#server/test/dovecot.ts';
import { insertProperty } from '#server/test/factories.ts';
import { fotocasaHtmlMail, idealistaMail, kyeroMail, rawMail } from '#server/test/portal-mails.ts';
import { startTcpProxy } from '#server/test/tcp-proxy.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { imapSettings } from './imap-settings';
import { POLL_LIMITS, pollImap } from './poll-imap';

// The mailbox against a real IMAP server (dovecot, docs/product.md §4.1): every test appends the mails a portal
// would send and polls as the owner does.
if (!fs.existsSync(DOVECOT_BINARY))
  throw new Error(`dovecot is not installed (${DOVECOT_BINARY}): apt-get install dovecot-imapd`);

let imap: Dovecot;
let t: TestApp;
beforeEach(async () => {
  imap = await startDovecot();
  t = await createTestApp({ IMAP_URL: imap.url });
});
afterEach(async () => {
  await t.close();
  await imap.stop();
});

const poll = () => t.asAdmin({ method: 'POST', url: '/api/cms/mailbox/poll' });
const listContacts = async () => (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json();
const silentLog = { warn: () => {}, info: () => {} } as never;

describe('POST /api/cms/mailbox/poll', () => {
  it('files enquiries in Spanish, Catalan and English as contacts with their source, property and language', async () => {
    const verdi = await insertProperty(t.db, { title: 'Piso con terraza en Carrer de Verdi' });
    const sants = await insertProperty(t.db, { title: 'Ático luminoso en Sants-Montjuïc', neighborhood: 'Sants' });
    await imap.append(await idealistaMail({ reference: `CN-${verdi.id}` }));
    await imap.append(await fotocasaHtmlMail({ reference: `CN-${sants.id}`, suffix: 'habitaclia' }));
    await imap.append(await kyeroMail({ reference: `CN-${verdi.id}` }));

    const response = await poll();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filed: 3, unreadable: 0, duplicates: 0, ignored: 0 });

    const list = await listContacts();
    const bySource = Object.fromEntries(list.map((c: { source: string }) => [c.source, c]));
    expect(bySource.idealista).toMatchObject({
      name: 'Pepe Prueba',
      email: 'pepe.prueba@example.com',
      phone: '+34600000001',
      language: 'es',
      stage: 'new',
      property_id: verdi.id,
      interested_property: 'Piso con terraza en Carrer de Verdi',
      missing: [],
    });
    expect(bySource.habitaclia).toMatchObject({
      name: 'Marta Puig',
      email: 'marta.puig@example.cat',
      phone: '+34612345679',
      language: 'ca',
      property_id: sants.id,
    });
    expect(bySource.habitaclia.message).toContain("m'agradaria visitar-lo");
    expect(bySource.habitaclia.message).not.toContain('900 823 825');
    expect(bySource.kyero).toMatchObject({ name: 'John Smith', language: 'en', phone: '+442079460958' });
  });

  it('never deletes, moves or flags a message, and reads each one once', async () => {
    await imap.append(await idealistaMail({ reference: 'CN-1' }));
    await imap.append(await rawMail({ from: 'amigo@example.org', subject: 'Cena', text: 'Hola' }));
    const before = await imap.inbox();
    expect((await poll()).json()).toMatchObject({ filed: 1, unreadable: 1 });
    expect(await imap.inbox()).toEqual(before);
    expect(before.every((message) => message.flags.length === 0)).toBe(true);
    expect((await poll()).json()).toEqual({ filed: 0, unreadable: 0, duplicates: 0, ignored: 0 });
    expect(await listContacts()).toHaveLength(1);
  });

  it('counts an unknown sender, a huge message and a malformed one as unreadable; a notice is ignored', async () => {
    await imap.append(await rawMail({ from: 'amigo@example.org', subject: 'Fotos del viaje', text: 'Mira' }));
    await imap.append(
      await rawMail({
        from: 'reply@idealista.com',
        subject: 'Nuevo mensaje de X sobre tu inmueble, con ref: 1',
        text: 'x'.repeat(3 * 1024 * 1024),
      }),
    );
    await imap.append(
      Buffer.from(
        'From: "Fotocasa Pro" <cliente@fotocasa.pro>\r\nSubject: Contacto para Piso\r\nContent-Type: multipart/mixed; boundary="nunca"\r\n\r\n--otro\r\n\u0000\u0001 sin cierre',
        'latin1',
      ),
    );
    await imap.append(
      await rawMail({
        from: '"idealista" <noresponder@idealista.com>',
        subject: 'Control de Duplicados: resumen semanal',
        text: 'Ver informe',
      }),
    );
    expect((await poll()).json()).toEqual({ filed: 0, unreadable: 3, duplicates: 0, ignored: 1 });
    const status = (await t.asAdmin({ method: 'GET', url: '/api/cms/mailbox' })).json();
    expect(status).toMatchObject({ imap_configured: true, unreadable: 3, failing_since: null });
    expect(status.recent_unreadable.map((m: { reason: string }) => m.reason)).toEqual(
      expect.arrayContaining(['Remitente desconocido', expect.stringMatching(/^Demasiado grande/)]),
    );
    expect(await listContacts()).toHaveLength(0);
  });

  it('never makes two contacts of one Message-ID', async () => {
    const mail = await idealistaMail({ reference: 'CN-9', messageId: '<lead-42@idealista.test>' });
    await imap.append(mail);
    await imap.append(mail);
    expect((await poll()).json()).toEqual({ filed: 1, unreadable: 0, duplicates: 1, ignored: 0 });
    expect(await listContacts()).toHaveLength(1);
  });

  it('files an enquiry about an unknown reference with the property marked as missing', async () => {
    await imap.append(await idealistaMail({ reference: '1721' }));
    await poll();
    const [contact] = await listContacts();
    expect(contact).toMatchObject({ property_id: null, missing: ['property'] });
    expect(contact.interested_property).toContain('Ref. 1721');
  });

  it('is for owners; without IMAP_URL it says none is configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.asAdmin({ method: 'POST', url: '/api/cms/mailbox/poll' });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('IMAP_URL');
    } finally {
      await bare.close();
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/cms/mailbox/poll' })).statusCode).toBe(401);
  });
});

describe('a mailbox that fails', () => {
  it('refused login: logged, the dashboard says since when, nothing filed, the site keeps serving', async () => {
    const wrong = await createTestApp(
      { IMAP_URL: imap.url.replace(imap.password, 'otra-clave') },
      { handle: t.handle },
    );
    try {
      await imap.append(await idealistaMail({ reference: 'CN-1' }));
      const response = await wrong.asAdmin({ method: 'POST', url: '/api/cms/mailbox/poll' });
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toMatch(/usuario o la contraseña/);
      const status = (await wrong.asAdmin({ method: 'GET', url: '/api/cms/mailbox' })).json();
      expect(status.failing_since).not.toBeNull();
      expect(status.last_error).toMatch(/usuario o la contraseña/);
      expect(JSON.stringify(status)).not.toContain('otra-clave');
      expect((await wrong.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);
      expect(await t.db.select().from(contacts)).toHaveLength(0);
      // The next good poll ends the failure.
      expect((await poll()).json()).toMatchObject({ filed: 1 });
      expect((await t.asAdmin({ method: 'GET', url: '/api/cms/mailbox' })).json().failing_since).toBeNull();
    } finally {
      await wrong.close();
    }
  });

  it('a connection dropped mid-download keeps what was filed and files the rest next time', async () => {
    for (let i = 0; i < 3; i++)
      await imap.append(await idealistaMail({ reference: `CN-${i}`, name: `Visitante ${i}`, padding: 60_000 }));
    const proxy = await startTcpProxy(imap.port);
    try {
      const settings = { ...imapSettings(imap.url), port: proxy.port };
      // Enough for the login, the search and the first message (about 62 KB); the connection dies inside the second.
      proxy.cutAfter(100_000);
      const firstRun = pollImap(t.db, settings, { now: new Date(), log: silentLog });
      await expect(firstRun).rejects.toThrow();
      const filed = await t.db.select().from(contacts);
      expect(filed).toHaveLength(1);
      const [state] = await t.db.select().from(mailboxState).where(eq(mailboxState.source, 'imap'));
      // The mark never passes a message that was not filed.
      expect(state!.lastUid).toBe(filed.length);
    } finally {
      await proxy.close();
    }
    expect((await poll()).json().filed).toBeGreaterThan(0);
    expect(await t.db.select().from(contacts)).toHaveLength(3);
  });

  it('a mailbox that goes silent is given up within its time limit', async () => {
    await imap.append(await idealistaMail({ reference: 'CN-1' }));
    const proxy = await startTcpProxy(imap.port);
    proxy.stall();
    try {
      const started = Date.now();
      await expect(
        pollImap(
          t.db,
          { ...imapSettings(imap.url), port: proxy.port },
          {
            now: new Date(),
            log: silentLog,
            limits: { ...POLL_LIMITS, deadlineMs: 1_500, socketTimeoutMs: 1_000 },
          },
        ),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await t.db.select().from(contacts)).toHaveLength(0);
    } finally {
      await proxy.close();
    }
  });
});
