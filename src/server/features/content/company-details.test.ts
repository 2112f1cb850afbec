import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { CompanyDetailsDto } from '#shared/schemas/content-schema.ts';
import { appSettings, siteContent, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const put = (details: Record<string, string>) =>
  t.asAdmin({ method: 'PUT', url: '/api/cms/company-details', payload: { details } });

describe('company details in one save (docs/product.md#company-details)', () => {
  it('stores every changed detail at once and answers them all', async () => {
    const saved = await put({ legal_name: 'Reformas Llar S.L.', tax_id: 'B12345674', bank_bic: 'CAIXESBBXXX' });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<CompanyDetailsDto>();
    expect(body.details).toMatchObject({
      legal_name: 'Reformas Llar S.L.',
      tax_id: 'B12345674',
      bank_bic: 'CAIXESBBXXX',
    });
    expect(Object.keys(body.details)).toContain('mercantile_entry');
    const content = (await t.asAdmin({ method: 'GET', url: '/api/cms/content' })).json();
    expect(content.tax_id).toBe('B12345674');
  });

  it('stores nothing when one value is invalid, and names that field', async () => {
    const refused = await put({ legal_name: 'Reformas Llar S.L.', bank_iban: 'ES00 0000 0000 0000 0000 0000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('IBAN: IBAN no válido');
    const stored = await t.db.select().from(siteContent);
    expect(stored.map((row) => row.key)).not.toContain('legal_name');
  });

  it('stores the social links the footer shows, and refuses one that is not an https profile (docs/product.md#social-links)', async () => {
    const refused = await put({ social_instagram: 'instagram.com/reformasllar', legal_name: 'Reformas Llar S.L.' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/^Instagram: Escribe la dirección completa del perfil en instagram\.com/);
    expect((await t.db.select().from(siteContent)).map((row) => row.key)).not.toContain('legal_name');

    const saved = await put({ social_instagram: 'https://www.instagram.com/reformasllar' });
    expect(saved.statusCode, saved.body).toBe(200);
    const footer = (await t.app.inject({ method: 'GET', url: '/api/content' })).json<Record<string, string>>();
    expect(footer).toMatchObject({ social_instagram: 'https://www.instagram.com/reformasllar', social_facebook: '' });
    // One key at a time (Contenido's cards) is checked the same way.
    const single = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/social_facebook',
      payload: { content: 'http://facebook.com/reformasllar' },
    });
    expect(single.statusCode).toBe(422);
  });

  it('refuses a site text or an unknown key', async () => {
    expect((await put({ hero_title: 'Hola' })).statusCode).toBe(422);
    expect((await put({ nonsense: 'x' })).statusCode).toBe(422);
  });

  it('marks the values the demo stored until they are replaced', async () => {
    await t.db.insert(siteContent).values([
      { key: 'tax_id', value: 'B12345674' },
      { key: 'legal_name', value: 'Casa Nova Demo S.L.' },
    ]);
    await t.db
      .insert(appSettings)
      .values({ key: 'demo_company_details', value: { tax_id: 'B12345674', legal_name: 'Casa Nova Demo S.L.' } });
    const before = (await t.asAdmin({ method: 'GET', url: '/api/cms/company-details' })).json<CompanyDetailsDto>();
    expect(before.demo_keys.sort()).toEqual(['legal_name', 'tax_id']);
    const after = (await put({ legal_name: 'Reformas Llar S.L.' })).json<CompanyDetailsDto>();
    expect(after.demo_keys).toEqual(['tax_id']);
  });

  it('is for owners only', async () => {
    const username = 'pau@casanova.test';
    const password = 'clave-del-personal-123';
    await t.db.insert(users).values({
      username,
      email: username,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      role: 'staff',
      fullName: 'Pau Serra',
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    const token = login.json<{ access_token: string }>().access_token;
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/cms/company-details',
      headers: { authorization: `Bearer ${token}` },
      payload: { details: { legal_name: 'Otra S.L.' } },
    });
    expect(answer.statusCode).toBe(403);
  });
});
