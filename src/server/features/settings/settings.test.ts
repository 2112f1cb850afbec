import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/cms/settings', () => {
  it('starts from the defaults: no email code, reminders every 3 days up to 3, links valid 30 days, buyer file for arras only', async () => {
    const response = await t.asAdmin({ method: 'GET', url: '/api/cms/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      signing_email_code: false,
      reminder_interval_days: 3,
      reminder_max_count: 3,
      link_expiry_days: 30,
      buyer_file_required_arras: true,
      buyer_file_required_reservation: false,
    });
  });

  it('saves only what is sent, with an audit row', async () => {
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/settings',
      payload: { signing_email_code: true, link_expiry_days: '45' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      signing_email_code: true,
      reminder_interval_days: 3,
      reminder_max_count: 3,
      link_expiry_days: 45,
    });
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/settings' })).json().link_expiry_days).toBe(45);
    const audit = await t.db.select().from(auditLog);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      entity: 'settings',
      details: { signing_email_code: true, link_expiry_days: 45 },
    });
  });

  it.each([
    [{ reminder_interval_days: 0 }, 'Días entre recordatorios debe ser al menos 1'],
    [{ reminder_max_count: 11 }, 'Número máximo de recordatorios no puede ser mayor que 10'],
    [{ link_expiry_days: 2.5 }, 'Días de validez de los enlaces de firma debe ser un número entero'],
    [{ signing_email_code: 'sí' }, 'Pedir un código por email antes de firmar: debe ser sí o no'],
  ])('refuses %o with a Spanish message naming the field', async (payload, message) => {
    const response = await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('is for the administrator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/settings' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: true } }))
        .statusCode,
    ).toBe(401);
  });
});
