import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type { SetupChecklistDto } from '#shared/api/api-types.ts';
import type { PropertyStatus } from '#shared/property-lifecycle/statuses.ts';
import { COMPLETE_COMPANY } from '#shared/test/contract-fixtures.ts';
import { properties, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const checklist = async () =>
  (await t.asAdmin({ method: 'GET', url: '/api/cms/setup-checklist' })).json<SetupChecklistDto>();
const done = (list: SetupChecklistDto) => Object.fromEntries(list.checks.map((c) => [c.id, c.done]));

async function property(status: PropertyStatus, energyRating: string | null) {
  await t.db.insert(properties).values({
    title: `Piso ${status}`,
    description: 'Piso reformado',
    address: 'Carrer Gran 1',
    neighborhood: 'Gràcia',
    propertyType: 'piso',
    status,
    bedrooms: 2,
    bathrooms: 1,
    sizeM2: 70,
    order: 1,
    energyRating,
  });
}

describe('GET /api/cms/setup-checklist', () => {
  it('on a fresh install lists what is missing before signing and collecting', async () => {
    t = await createTestApp();
    const list = await checklist();
    expect(done(list)).toEqual({
      // Nobody decided on the email code and the buyer's file, and nobody signs with powers of their own yet.
      signing_policy: false,
      company_signatory: false,
      aml_approver: false,
      aml_manual: false,
      legal_identity: false,
      company_contact: false,
      representative: false,
      mercantile_registry: false,
      bank_details: false,
      admin_email: true,
      smtp: false,
      public_url: true,
      // A generated secret is fine with the embedded database, flagged on PostgreSQL (TEST_DATABASE_URL runs).
      jwt_secret: t.handle.kind === 'pglite',
      // No SEAL_P12_PATH: a self-signed seal, with a qualified one recommended.
      qualified_seal: false,
      backup: false,
      energy_labels: true,
      pre_payment_information: true,
      trusted_time: false,
    });
    expect(list.contract_missing_details).toEqual([
      'Razón social',
      'CIF/NIF',
      'Domicilio social',
      'Representante legal',
      'DNI/NIE del representante',
      'IBAN',
      'Banco',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/setup-checklist' })).statusCode).toBe(401);
  });

  it('flags a generated JWT secret on PostgreSQL, local links, file mail and properties on sale without a rating', async () => {
    t = await createTestApp({
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/casanova',
    });
    // The test database is whatever the run uses; the checklist reads the kind from the open handle.
    await property('vendiendo', null);
    await property('vendiendo', 'B');
    await property('reformando', null);
    await property('vendiendo', 'en_tramite');
    const list = await checklist();
    const byId = Object.fromEntries(list.checks.map((c) => [c.id, c]));
    expect(byId.public_url).toMatchObject({ done: false });
    expect(byId.smtp?.detail).toMatch(/^Los correos todavía no salen/);
    expect(byId.smtp?.technical).toMatch(/SMTP_URL/);
    // "En trámite" is no rating: on sale without one is an error, not a reminder.
    expect(byId.energy_labels).toMatchObject({ done: false, link: '/properties', severity: 'error' });
    expect(byId.energy_labels?.detail).toMatch(/^Hay 2 propiedades En Venta sin certificado energético/);
    expect(byId.jwt_secret?.done).toBe(t.handle.kind === 'pglite');
  });

  it('counts a JWT_SECRET from the environment, a time-stamping authority and a filled-in company as done', async () => {
    t = await createTestApp({
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://www.casanova.es',
      TSA_URL: 'https://tsa.example.eu/tsr',
      // Any PEM certificate stands for the authority's roots here.
      TSA_CA_PATH: fileURLToPath(new URL('../../lib/pdf/fixtures/pkcs7-sealed.crt.pem', import.meta.url)),
    });
    for (const [key, content] of Object.entries(COMPLETE_COMPANY)) {
      expect(
        (await t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content } })).statusCode,
      ).toBe(200);
    }
    expect(
      (await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: true } })).statusCode,
    ).toBe(200);
    await t.db
      .update(users)
      .set({
        signingPowers: {
          name: 'Marta Soler Puig',
          dni: '12345678Z',
          position: 'Administradora',
          powers: 'Escritura de 2020',
        },
      })
      .where(eq(users.username, 'admin'));
    const list = await checklist();
    expect(list.checks.filter((c) => !c.done).map((c) => c.id)).toEqual([
      'aml_approver',
      'aml_manual',
      'qualified_seal',
      'backup',
    ]);
    expect(list.checks.find((c) => c.id === 'signing_policy')?.detail).toMatch(/^Decidido por admin el /);
    expect(list.contract_missing_details).toEqual([]);
  });
});
