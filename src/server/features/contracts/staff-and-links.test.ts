import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contracts } from '#server/db/schema.ts';
import { STAFF_FORBIDDEN } from '#server/features/people/index.ts';
import { contractBody, createContract, pendingContract, staffToken } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Staff never hold a buyer's signing pen, nor end a contract that went out, nor change who the buyer deals with
// (docs/product.md §4, decision 024); an owner taking a link is tested in links-in-company-hands.test.ts.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t.close();
});

const asStaff = (options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }) =>
  t.app.inject({ ...options, headers: { authorization: `Bearer ${staff}` } });
const linksIn = (body: string) => [...body.matchAll(/"signing_url":"([^"]*)"/g)].map((m) => m[1]!);

describe('a staff account', () => {
  it('sees no buyer token in any contract answer: created, listed or read', async () => {
    const pending = await pendingContract(t);
    const created = await asStaff({ method: 'POST', url: '/api/cms/contracts', payload: contractBody() });
    expect(created.statusCode).toBe(201);
    const answers = [
      created,
      await asStaff({ method: 'GET', url: '/api/cms/contracts' }),
      await asStaff({ method: 'GET', url: `/api/cms/contracts/${pending.id}` }),
      await asStaff({ method: 'GET', url: '/api/cms/contracts?archived=true' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200 + (answer === created ? 1 : 0));
      expect(answer.body).not.toContain('token=');
    }
    const links = linksIn(answers[2]!.body);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(`http://casanova.test/contracts/${pending.id}/sign?email=ana%40example.com`);
  });

  it('cannot archive or cancel a contract that went out, only remove a never-sent draft', async () => {
    const pending = await pendingContract(t);
    const archive = await asStaff({ method: 'DELETE', url: `/api/cms/contracts/${pending.id}` });
    expect(archive.statusCode).toBe(403);
    expect(archive.json().detail).toBe(STAFF_FORBIDDEN);
    const cancel = await asStaff({
      method: 'POST',
      url: `/api/cms/contracts/${pending.id}/cancel`,
      payload: { reason: 'El comprador ya no quiere comprar la vivienda' },
    });
    expect(cancel.statusCode).toBe(403);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, pending.id));
    expect(row).toMatchObject({ status: 'pending_signature', archivedAt: null });

    const draft = await createContract(t);
    const removed = await asStaff({ method: 'DELETE', url: `/api/cms/contracts/${draft.id}` });
    expect(removed.json()).toMatchObject({ deleted: true });
  });

  it('cannot change a company detail, its name, email or address, but does change the site texts', async () => {
    for (const key of ['company_email', 'company_name', 'company_address', 'legal_name', 'tax_id', 'bank_iban']) {
      const response = await asStaff({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content: 'x' } });
      expect(response.statusCode, key).toBe(403);
    }
    const text = await asStaff({ method: 'PUT', url: '/api/cms/content/hero_title', payload: { content: 'Hola' } });
    expect(text.statusCode).toBe(200);
  });
});

describe('content keys', () => {
  it('refuses a key the product does not know with 422, for owners and staff alike', async () => {
    const owner = await t.asAdmin({ method: 'PUT', url: '/api/cms/content/hero_titel', payload: { content: 'x' } });
    expect(owner.statusCode).toBe(422);
    expect(owner.json().detail).toMatch(/^Clave de contenido desconocida/);
    const byStaff = await asStaff({ method: 'PUT', url: '/api/cms/content/favicon_url', payload: { content: 'x' } });
    expect(byStaff.statusCode).toBe(422);
  });
});
