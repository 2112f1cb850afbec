import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMPANY_DETAIL_KEYS, PUBLIC_CONTENT_KEYS } from '#shared/site/content.ts';
import { COMPANY } from '#shared/test/contract-fixtures.ts';
import { siteContent } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(siteContent)
    .values([
      ...Object.entries(COMPANY).map(([key, value]) => ({ key, value })),
      { key: 'bank_bic', value: 'CAIXESBBXXX' },
      { key: 'private_note', value: 'nota interna' },
    ]);
});
afterAll(async () => {
  await t.close();
});

const PRIVATE_KEYS = COMPANY_DETAIL_KEYS.filter((key) => !PUBLIC_CONTENT_KEYS.includes(key));

describe('public content', () => {
  it.each(['', '?lang=ca', '?lang=en'])('GET /api/content%s carries only what the public pages show', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/content${query}` });
    expect(response.statusCode).toBe(200);
    const content = response.json<Record<string, string>>();
    expect(Object.keys(content).sort()).toEqual([...PUBLIC_CONTENT_KEYS].sort());
    expect(PRIVATE_KEYS).toEqual(
      expect.arrayContaining(['representative_dni', 'representative_name', 'bank_iban', 'bank_name', 'bank_bic']),
    );
    const stored = { ...COMPANY, bank_bic: 'CAIXESBBXXX' } as Record<string, string>;
    for (const key of PRIVATE_KEYS) if (stored[key]) expect(response.body, key).not.toContain(stored[key]);
    expect(response.body).not.toContain('nota interna');
    expect(content.legal_name).toBe(COMPANY.legal_name);
    expect(content.tax_id).toBe(COMPANY.tax_id);
  });

  it('the administrator reads every detail at GET /api/cms/content, and only with a token', async () => {
    const all = (await t.asAdmin({ method: 'GET', url: '/api/cms/content' })).json<Record<string, string>>();
    expect(all.representative_dni).toBe(COMPANY.representative_dni);
    expect(all.bank_iban).toBe(COMPANY.bank_iban);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/content' })).statusCode).toBe(401);
  });
});
