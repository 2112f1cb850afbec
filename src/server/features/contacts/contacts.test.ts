import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

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

describe('contact form', () => {
  it('stores the message and queues the notification to the company address in one go', async () => {
    const response = await send(message({ interested_property: 'Piso reformado en Gràcia' }));
    expect(response.statusCode).toBe(201);
    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Laura Martí', interested_property: 'Piso reformado en Gràcia', phone: '+34 612 345 678' });
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact_notification' });
    expect(mails[0]!.text).toContain('Piso reformado en Gràcia');
  });

  it.each([
    [{ name: '  ' }, 'El nombre es obligatorio'],
    [{ email: '' }, 'El email es obligatorio'],
    [{ email: 'laura@ejemplo' }, 'Por favor, introduce un email válido'],
    [{ phone: '' }, 'El teléfono es obligatorio'],
    [{ phone: '512345678' }, 'Por favor, introduce un teléfono español válido'],
    [{ message: '' }, 'El mensaje es obligatorio'],
    [{ message: ' corto    ' }, 'El mensaje debe tener al menos 10 caracteres'],
  ])('refuses %o with the §5 message', async (overrides, detail) => {
    const response = await send(message(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect(await t.db.select().from(contacts)).toHaveLength(0);
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
    for (const name of ['Uno', 'Dos', 'Tres']) {
      await send(message({ name }));
      await new Promise((r) => setTimeout(r, 5));
    }
    const all = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json();
    expect(all.map((c: { name: string }) => c.name)).toEqual(['Tres', 'Dos', 'Uno']);
    const limited = (await t.asAdmin({ method: 'GET', url: '/api/cms/contacts?limit=2' })).json();
    expect(limited).toHaveLength(2);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contacts/${all[0].id}` })).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contacts/${all[0].id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/contacts' })).statusCode).toBe(401);
  });
});
