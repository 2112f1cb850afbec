import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appSettings, auditLog } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { getSettings, signingPolicyDecision } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/cms/settings', () => {
  it('starts from the defaults: no email code, reminders every 3 days up to 3, links valid 30 days, no buyer file required', async () => {
    const response = await t.asAdmin({ method: 'GET', url: '/api/cms/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      signing_email_code: false,
      reminder_interval_days: 3,
      reminder_max_count: 3,
      link_expiry_days: 30,
      buyer_file_required_arras: false,
      buyer_file_required_reservation: false,
      // A fresh install is in test mode (docs/product.md#test-mode).
      live: false,
      live_since: null,
    });
    expect(await signingPolicyDecision(t.db)).toBeNull();
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
    const audit = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      entity: 'settings',
      details: { signing_email_code: true, link_expiry_days: 45 },
    });
    // Saving is the owner's decision on the email code and the buyer's file (docs/product.md §5.7).
    expect(await signingPolicyDecision(t.db)).toEqual({
      by: 'admin',
      user_id: expect.any(Number),
      at: expect.any(String),
    });
  });

  it('upgrades an installation that saved its settings under the old defaults without changing what was in force', async () => {
    const statements = fs
      .readFileSync(path.join(import.meta.dirname, '../../../../drizzle/0018_only_the_buyer_signs.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('INSERT INTO "app_settings"'));
    const upgrade = async () => {
      for (const statement of statements) await t.db.execute(sql.raw(statement));
    };
    // Never saved: the new defaults, and no decision.
    await t.db.delete(appSettings);
    await upgrade();
    expect(await getSettings(t.db)).toMatchObject({ buyer_file_required_arras: false });
    expect(await signingPolicyDecision(t.db)).toBeNull();
    // Saved once (the old default required the buyer's file for arras): that stays, and the save was the decision.
    await t.db.insert(appSettings).values({ key: 'link_expiry_days', value: 45 });
    await upgrade();
    expect(await getSettings(t.db)).toMatchObject({ buyer_file_required_arras: true, link_expiry_days: 45 });
    expect(await signingPolicyDecision(t.db)).toMatchObject({ by: 'admin' });
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
