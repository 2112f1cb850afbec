import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';

import { COOKIE_POLICY_VERSION, NO_ANALYTICS, OLD_POLICY_VERSION } from '#shared/schemas/consent-schema.ts';
import { consentRecords } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let clock = new Date('2026-11-26T10:00:00Z');
afterEach(async () => {
  await t.close();
});

const choice = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  analytics: false,
  marketing: true,
  functional: false,
  policy_version: COOKIE_POLICY_VERSION,
  ...overrides,
});
const record = (body: object) => t.app.inject({ method: 'POST', url: '/api/consent', payload: body });

describe('cookie choices on record', () => {
  it('keeps each choice with its date and policy version, and shows the latest one', async () => {
    t = await createTestApp({}, { now: () => clock });
    const first = choice();
    const created = await record(first);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: first.id,
      analytics: false,
      marketing: true,
      functional: false,
      policy_version: COOKIE_POLICY_VERSION,
      recorded_at: '2026-11-26T10:00:00.000Z',
    });

    // The visitor changes their mind a day later: both stay, the latest is shown.
    clock = new Date('2026-11-27T09:30:00Z');
    expect((await record({ ...first, marketing: false, functional: true })).statusCode).toBe(201);
    const shown = await t.app.inject({ method: 'GET', url: `/api/consent/${first.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toMatchObject({ marketing: false, functional: true, recorded_at: '2026-11-27T09:30:00.000Z' });
    expect(await t.db.select().from(consentRecords)).toHaveLength(2);
  });

  it('refuses what is not a choice and keeps nothing', async () => {
    t = await createTestApp();
    for (const body of [
      choice({ id: 'laura@ejemplo.es' }),
      choice({ analytics: undefined }),
      choice({ marketing: 'yes' }),
      choice({ policy_version: '' }),
    ]) {
      const response = await record(body);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/no es válid/);
    }
    expect(await t.db.select().from(consentRecords)).toHaveLength(0);
  });

  it('refuses a choice made under an older policy, and a consent to analytics the site does not use', async () => {
    t = await createTestApp();
    const old = await record(choice({ policy_version: '2025-01-01' }));
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({ detail: OLD_POLICY_VERSION });
    const analytics = await record(choice({ analytics: true }));
    expect(analytics.statusCode).toBe(422);
    expect(analytics.json()).toEqual({ detail: NO_ANALYTICS });
    expect(await t.db.select().from(consentRecords)).toHaveLength(0);
  });

  it('answers 404 in Spanish for an id that never chose', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: `/api/consent/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No hay ninguna elección de cookies registrada con este identificador.');
  });
});
