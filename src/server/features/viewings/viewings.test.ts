import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { createMailTransport } from '#server/lib/mail/transport.ts';
import { deliverDueMail } from '#server/lib/mail/worker.ts';
import { readPdfSeal, verifyPdfSeal } from '#server/lib/pdf/verify-pdf-seal.ts';
import { loadFile } from '#server/lib/storage.ts';
import { signaturePng } from '#server/test/api-client.ts';
import { insertContact, insertProperty } from '#server/test/factories.ts';
import { testSealKey } from '#server/test/seal-keys.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Viewings from a contact (docs/product.md §4.2): the invitation with its calendar event, the visitor's link and the
// visit sheet signed and sealed.
let t: TestApp;
let clock = new Date('2026-06-01T08:00:00Z');
beforeEach(async () => {
  clock = new Date('2026-06-01T08:00:00Z');
  t = await createTestApp({}, { now: () => clock });
});
afterEach(async () => {
  await t.close();
});

const STARTS_AT = '2026-06-01T16:00:00Z';

async function booked(contactOverrides: Parameters<typeof insertContact>[1] = {}) {
  const property = await insertProperty(t.db, { title: 'Piso con terraza en Gràcia' });
  const contact = await insertContact(t.db, contactOverrides);
  const response = await t.asAdmin({
    method: 'POST',
    url: `/api/cms/contacts/${contact.id}/viewings`,
    payload: { property_id: property.id, starts_at: STARTS_AT, attendee: 'Jordi Vila' },
  });
  return { property, contact, response };
}

/** The visitor's link, as the invitation carries it. */
async function visitorLink() {
  const mail = (await t.outbox()).find((m) => m.kind === 'viewing_invitation')!;
  const url = new URL(/https?:\/\/\S+\/visita\/\d+\?token=[^\s"<&]+/.exec(mail.text)![0]);
  return { id: Number(url.pathname.split('/').pop()), token: url.searchParams.get('token')! };
}

describe('POST /api/cms/contacts/{id}/viewings', () => {
  it('books the viewing and mails the visitor, in their language, a text/calendar invitation that parses back', async () => {
    const { response, contact } = await booked({ locale: 'ca', name: 'Marta Puig', email: 'marta@example.cat' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'scheduled',
      attendee: 'Jordi Vila',
      language: 'ca',
      starts_at: '2026-06-01T16:00:00.000Z',
    });

    const [mail] = (await t.outbox()).filter((m) => m.kind === 'viewing_invitation');
    expect(mail).toMatchObject({ to: 'marta@example.cat' });
    expect(mail!.subject).toContain('Visita a Piso con terraza en Gràcia');
    expect(mail!.text).toContain('La teva visita està reservada');
    expect(mail!.attachments[0]!.contentType).toMatch(/^text\/calendar/);

    // As the visitor's mail program receives it: one text/calendar part.
    let raw: Buffer | undefined;
    await deliverDueMail(t.db, { describe: 'memory', send: async (m) => void (raw = await compile(m)) });
    const parsed = await simpleParser(raw!);
    const calendarPart = parsed.attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendarPart).toBeDefined();
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendarPart!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-01T16:00:00.000Z');
    expect(event.attendees[0]!.getFirstValue()).toBe('mailto:marta@example.cat');
    expect(event.location).toContain('Carrer de Verdi 12');

    const [list] = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json();
    expect(list).toMatchObject({ id: contact.id, stage: 'viewing' });
  });

  it.each([
    ['a viewing in the past', { starts_at: '2026-06-01T07:00:00Z' }, /pasado/],
    ['a date without its zone', { starts_at: '2026-06-01 16:00' }, /ISO 8601/],
    ['no attendee', { attendee: '  ' }, /acompaña/],
  ])('refuses %s with a clear 422', async (_case, change, detail) => {
    const property = await insertProperty(t.db);
    const contact = await insertContact(t.db);
    const response = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contacts/${contact.id}/viewings`,
      payload: { property_id: property.id, starts_at: STARTS_AT, attendee: 'Jordi', ...change },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(await t.outbox()).toHaveLength(0);
  });

  it('refuses a contact without email (a portal lead that gave only a phone)', async () => {
    const { response } = await booked({ email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/no tiene email/);
  });
});

describe("the visitor's link", () => {
  it('confirms, then cancels: the calendar gets the cancellation of the same event', async () => {
    await booked();
    const { id, token } = await visitorLink();
    expect((await t.app.inject({ method: 'GET', url: `/api/viewings/${id}?token=${token}` })).json()).toMatchObject({
      status: 'scheduled',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/viewings/${id}?token=wrong` })).statusCode).toBe(404);
    const confirm = await t.app.inject({ method: 'POST', url: `/api/viewings/${id}/confirm`, payload: { token } });
    expect(confirm.json()).toMatchObject({ status: 'confirmed' });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/viewings/${id}/cancel`, payload: { token } });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const cancelMail = (await t.outbox()).find((m) => m.kind === 'viewing_cancelled')!;
    const file = await loadFile(t.db, cancelMail.attachments[0]!.fileId);
    const calendar = new ICAL.Component(ICAL.parse(file!.data.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/viewings/${id}/confirm`, payload: { token } })).statusCode,
    ).toBe(409);
  });
});

describe('the visit sheet', () => {
  const sign = (id: number, payload: object = {}) =>
    t.asAdmin({
      method: 'POST',
      url: `/api/cms/viewings/${id}/sheet/sign`,
      payload: { visitor_id_number: '12345678Z', signature_image: signaturePng(), ...payload },
    });

  it('opens on the day, is signed on the company phone, sealed like a contract, and never signed twice', async () => {
    const { response } = await booked();
    const id = response.json().id as number;
    clock = new Date('2026-05-31T12:00:00Z');
    expect((await t.asAdmin({ method: 'POST', url: `/api/cms/viewings/${id}/sheet`, payload: {} })).statusCode).toBe(
      409,
    );
    expect((await sign(id)).statusCode).toBe(409);
    clock = new Date('2026-06-01T15:55:00Z');
    const opened = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/viewings/${id}/sheet`,
      payload: { shown: 'Salón, cocina y terraza' },
    });
    expect(opened.json()).toMatchObject({ sheet_opened: true });

    expect((await sign(id, { signature_image: signaturePng({ blank: true }) })).statusCode).toBe(422);
    const signed = await sign(id);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'done', signed_via: 'company_device' });

    const pdf = await t.asAdmin({ method: 'GET', url: `/api/cms/viewings/${id}/sheet.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(verifyPdfSeal(pdf.rawPayload, (await testSealKey()).certificatePem)).toBe(true);
    expect(readPdfSeal(pdf.rawPayload)).not.toBeNull();
    expect(signed.json().sealed_sha256).toHaveLength(64);

    const again = await sign(id);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe('El parte de visita ya está firmado.');
  });

  it('can be signed from the visitor’s own link once opened', async () => {
    const { response } = await booked({ locale: 'en' });
    const id = response.json().id as number;
    const { token } = await visitorLink();
    const body = { token, visitor_id_number: 'X1234567L', signature_image: signaturePng() };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/viewings/${id}/sheet/sign`, payload: body })).statusCode,
    ).toBe(409);
    clock = new Date('2026-06-01T15:00:00Z');
    await t.asAdmin({ method: 'POST', url: `/api/cms/viewings/${id}/sheet`, payload: {} });
    expect((await t.app.inject({ method: 'GET', url: `/api/viewings/${id}?token=${token}` })).json()).toMatchObject({
      sheet_open: true,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/viewings/${id}/sheet/sign`, payload: body })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/viewings/${id}/sheet/sign`, payload: body })).statusCode,
    ).toBe(422);
  });
});

/** The MIME message nodemailer would send. */
async function compile(mail: Parameters<ReturnType<typeof createMailTransport>['send']>[0]): Promise<Buffer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'no-reply@casanova.test', ...mail });
  return info.message as Buffer;
}
