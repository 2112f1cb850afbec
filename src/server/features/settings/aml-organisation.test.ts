// The company's own AML organisation (docs/product.md#aml-organisation, Ley 10/2010 arts. 14 and 26): who approves
// high-risk clients and the internal manual; the checklist asks for both before going live, and a live installation
// refuses a high-risk approval by anyone else.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import {
  addFundsEvidence,
  completeBuyerFile,
  multipartFile,
  pendingContract,
  staffToken,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { giveAdminSigningPowers, goLive, manualPdf } from '#server/test/go-live.ts';
import { requireBuyerFile } from '#server/test/payments.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  await storeCompanyDetails(t);
  await requireBuyerFile(t, { arras: true, reservation: true });
});
afterAll(() => t.close());

const PEP = {
  acts_on_own_behalf: true,
  is_company: false,
  is_pep: true,
  pep_details: 'Diputada en el Parlament de Catalunya desde 2021',
  occupation: 'Política',
  funds_origin_category: 'salary',
  funds_origin_details: 'Nómina del Parlament y ahorros de diez años',
};
const APPROVAL = { reason: 'Fondos acreditados con la nómina y el extracto de sus ahorros de diez años' };

/** A second owner, a person, logged in. */
async function ownerToken(username = 'jordi@casanova.test'): Promise<{ id: number; token: string }> {
  const password = 'clave-del-propietario-123';
  const [row] = await t.db
    .insert(users)
    .values({
      username,
      email: username,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      role: 'owner',
      fullName: 'Jordi Mas Roca',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(login.statusCode, login.body).toBe(200);
  return { id: row!.id, token: login.json<{ access_token: string }>().access_token };
}

const uploadManual = (data: Buffer, dated: string, name = 'manual.pdf') =>
  t.asAdmin({ method: 'POST', url: `/api/cms/aml-organisation/manual?dated=${dated}`, ...multipartFile(data, name) });

describe('the AML organisation in test mode', () => {
  it('is for owners only: staff get 403', async () => {
    const staff = { authorization: `Bearer ${await staffToken(t)}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/aml-organisation', headers: staff })).statusCode).toBe(
      403,
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/cms/aml-organisation/approver',
      headers: staff,
      payload: { user_id: 1 },
    });
    expect(put.statusCode).toBe(403);
  });

  it('takes as approver only an active owner who is a person, and the checklist says who', async () => {
    const [staffRow] = await t.db.select({ id: users.id }).from(users).where(eqUsername('pau@casanova.test'));
    const staff = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/aml-organisation/approver',
      payload: { user_id: staffRow!.id },
    });
    expect(staff.statusCode).toBe(422);
    expect(staff.json().detail).toMatch(/cuenta de propietario activa/);
    // The shared first account names nobody until it has signing powers of its own.
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eqUsername(ADMIN.username));
    const shared = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/aml-organisation/approver',
      payload: { user_id: admin!.id },
    });
    expect(shared.statusCode).toBe(422);

    const checklist = async () =>
      (await t.asAdmin({ method: 'GET', url: '/api/cms/setup-checklist' })).json<{
        checks: { id: string; done: boolean; severity: string }[];
      }>().checks;
    expect((await checklist()).filter((check) => check.id.startsWith('aml_'))).toEqual([
      expect.objectContaining({ id: 'aml_approver', done: false, severity: 'error' }),
      expect.objectContaining({ id: 'aml_manual', done: false, severity: 'error' }),
    ]);
    const refused = await t.asAdmin({ method: 'POST', url: '/api/cms/go-live' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('«Quién aprueba los clientes de riesgo alto (blanqueo de capitales)»');

    await giveAdminSigningPowers(t);
    const named = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/aml-organisation/approver',
      payload: { user_id: admin!.id },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().approver).toEqual({ user_id: admin!.id, name: 'Marta Soler Puig', valid: true });
    expect((await checklist()).find((check) => check.id === 'aml_approver')?.done).toBe(true);
  });

  it('keeps the manual only as a PDF that opens, dated no later than today, with its fingerprint', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await uploadManual(png, '2026-01-15', 'manual.png')).statusCode).toBe(422);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    expect((await uploadManual(broken, '2026-01-15')).statusCode).toBe(422);
    const pdf = await manualPdf();
    const future = await uploadManual(pdf, '2999-01-01');
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toBe('La fecha del manual no puede ser posterior a hoy.');

    const kept = await uploadManual(pdf, '2026-01-15');
    expect(kept.statusCode, kept.body).toBe(201);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    expect(kept.json().manual).toMatchObject({ filename: 'manual.pdf', dated: '2026-01-15', sha256 });
    const download = await t.asAdmin({ method: 'GET', url: '/api/cms/aml-organisation/manual' });
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(sha256);
  });
});

describe('in a live installation', () => {
  it('refuses a high-risk approval by an owner who is not the designated approver (403), and takes theirs', async () => {
    await goLive(t);
    const contract = await pendingContract(t);
    const buyer = contract.buyers[0]!;
    await completeBuyerFile(t, contract.id, tokenOf(buyer.signing_url), PEP);
    await addFundsEvidence(t, contract.id, buyer.id);
    const url = `/api/cms/contracts/${contract.id}/buyers/${buyer.id}/buyer-file/confirm`;
    const jordi = await ownerToken();
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${jordi.token}` },
      payload: APPROVAL,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toMatch(/^Los clientes de riesgo alto los aprueba la persona designada/);
    const approved = await t.asAdmin({ method: 'POST', url, payload: APPROVAL });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().high_risk_confirmed).toMatchObject({ reason: APPROVAL.reason });
  });
});

function eqUsername(username: string) {
  return eq(users.username, username);
}
