import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openPostgres } from '#server/db/client.ts';
import { contacts, mailDigests } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { contactNotificationMail } from './mails';
import { queueContactDigest } from './send-contact-digest';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Laura Martí',
  email: 'laura@ejemplo.es',
  phone: '+34 612 345 678',
  message: 'Me interesa visitar el piso de Gràcia.',
  ...overrides,
});
const send = (body: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });

const ADMIN_URL = 'http://casanova.test/cms/contacts';
/** What the outbox worker does on each pass (and right after a message arrives). */
const runDigest = () => queueContactDigest(t.db, ADMIN_URL);
/** As if the last notification had gone out more than a minute ago. */
const aMinuteLater = () => t.db.update(mailDigests).set({ lastSentAt: sql`now() - interval '61 seconds'` });

describe('contact form', () => {
  it('stores the message and queues the notification to the company address', async () => {
    const response = await send(message({ interested_property: 'Piso reformado en Gràcia' }));
    expect(response.statusCode).toBe(201);
    expect(await runDigest()).toBe(1);
    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Laura Martí',
      interested_property: 'Piso reformado en Gràcia',
      phone: '+34 612 345 678',
    });
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact_notification' });
    expect(mails[0]!.text).toContain('Piso reformado en Gràcia');
    expect(mails[0]!.subject).toBe('Nuevo mensaje de contacto de Laura Martí');
  });

  it('sends at most one notification a minute, summarising every message since the last one; all are stored', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await send(message({ name: `Visitante ${i}` }), `10.8.0.${i}`)).statusCode).toBe(201);
      await runDigest();
    }
    expect(await t.db.select().from(contacts)).toHaveLength(30);
    let mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Visitante 0');

    await aMinuteLater();
    expect(await runDigest()).toBe(29);
    expect(await runDigest()).toBe(0);
    mails = await t.outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('29 nuevos mensajes de contacto');
    for (let i = 1; i < 30; i++) expect(mails[1]!.text).toContain(`Visitante ${i}\n`);

    await aMinuteLater();
    expect(await runDigest()).toBe(0);
    expect(await t.outbox()).toHaveLength(2);
  });

  it('writes out at most 50 messages in one mail and points to the panel for the rest', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      name: `Visitante ${i}`,
      email: 'v@ejemplo.es',
      phone: null,
      message: 'Hola',
      interestedProperty: null,
      locale: null,
      createdAt: new Date(),
    }));
    const mail = contactNotificationMail(many, ADMIN_URL);
    expect(mail.subject).toBe('60 nuevos mensajes de contacto');
    expect(mail.text).toContain('Visitante 49\n');
    expect(mail.text).not.toContain('Visitante 50\n');
    expect(mail.text).toContain('Y 10 mensajes más: están todos en el panel.');
  });

  it('sends one notification when several instances run the digest at once', async () => {
    for (let i = 0; i < 5; i++) await send(message({ name: `Visitante ${i}` }), `10.9.0.${i}`);
    // A second connection pool (PostgreSQL) or the same single connection (PGlite), all racing for the minute.
    const other = t.handle.url ? openPostgres(t.handle.url, () => {}) : null;
    try {
      const dbs = [t.db, other?.db ?? t.db];
      const covered = await Promise.all([...dbs, ...dbs].map((db) => queueContactDigest(db, ADMIN_URL)));
      expect(covered.sort((a, b) => b - a)).toEqual([5, 0, 0, 0]);
      expect(await t.outbox()).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  it.each([
    [{ name: '  ' }, 'El nombre es obligatorio'],
    [{ email: '' }, 'El email es obligatorio'],
    [{ email: 'laura@ejemplo' }, 'Por favor, introduce un email válido'],
    [{ email: 'victim@x.test?bcc=spy@evil.test' }, 'Por favor, introduce un email válido'],
    [{ email: 'a&b<c>@x.test' }, 'Por favor, introduce un email válido'],
    [{ phone: '' }, 'El teléfono es obligatorio'],
    [{ phone: '512345678' }, 'Por favor, introduce un teléfono español válido'],
    [{ message: '' }, 'El mensaje es obligatorio'],
    [{ message: ' corto    ' }, 'El mensaje debe tener al menos 10 caracteres'],
  ])('refuses %o with the product message', async (overrides, detail) => {
    const response = await send(message(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect(await t.db.select().from(contacts)).toHaveLength(0);
  });

  it.each([
    ['en', '+44 7700 900123'],
    ['ca', '+33 6 12 34 56 78'],
    ['en', '0049 30 901820'],
    ['en', '612 345 678'],
  ])('accepts from the %s page a phone in international form (%s)', async (locale, phone) => {
    expect((await send(message({ locale, phone }))).statusCode).toBe(201);
    const [stored] = await t.db.select().from(contacts);
    expect(stored).toMatchObject({ phone, locale });
  });

  it.each([
    [{ phone: '+44 7700 900123' }, 'Por favor, introduce un teléfono español válido (ej: 612 345 678)'],
    [{ phone: '+44 7700 900123', locale: 'es' }, 'Por favor, introduce un teléfono español válido (ej: 612 345 678)'],
    [{ phone: '+44 12', locale: 'en' }, 'formato internacional'],
    [{ phone: '+99 1234 5678', locale: 'ca' }, 'formato internacional'],
    [{ locale: 'fr' }, 'El idioma debe ser es, ca o en'],
  ])('refuses %o: the Spanish rule stands without a Catalan or English locale', async (overrides, detail) => {
    const response = await send(message(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect(await t.db.select().from(contacts)).toHaveLength(0);
  });

  it("names the visitor's language in the notification, and a reply goes to the visitor", async () => {
    await send(message({ locale: 'en', phone: '+44 7700 900123', email: 'jane@example.co.uk' }));
    await runDigest();
    const [mail] = await t.outbox();
    expect(mail!.text).toContain('Idioma: inglés');
    expect(mail!.replyTo).toBe('jane@example.co.uk');
  });

  it('answers a filled honeypot with success and stores nothing', async () => {
    const response = await send(message({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await t.db.select().from(contacts)).toHaveLength(0);
    expect(await t.outbox()).toHaveLength(0);
  });

  it('rate-limits one IP with 429 and Retry-After', async () => {
    let last;
    for (let i = 0; i < 31; i++) last = await send(message(), '10.7.7.7');
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(typeof last!.json().detail).toBe('string');
    expect((await send(message(), '10.7.7.8')).statusCode).toBe(201);
  });
});

describe('admin contacts', () => {
  it('lists newest first, honours limit, deletes, and requires a token', async () => {
    for (const name of ['Uno', 'Dos', 'Tres']) await send(message({ name }));
    // 'Dos' received last (its id says otherwise): newest first means by time, then by id among equal times.
    await t.db
      .update(contacts)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(contacts.name, 'Dos'));
    const all = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json();
    expect(all.map((c: { name: string }) => c.name)).toEqual(['Dos', 'Tres', 'Uno']);
    const limited = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts?limit=2' })).json();
    expect(limited).toHaveLength(2);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contacts/${all[0].id}` })).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contacts/${all[0].id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/contacts' })).statusCode).toBe(401);
  });
});
