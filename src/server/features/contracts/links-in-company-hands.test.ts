// Evidence the company cannot make (docs/product.md#links-in-company-hands, #signing-policy, #signers-are-people): no
// company answer carries a buyer's token; an owner who takes one is on the record and, in a live installation, that
// buyer then signs only with the code mailed to them; the policy is frozen when the company signs; the shared account
// does not sign in a named person's name.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import type { ContractEventName } from '#shared/contract-lifecycle/index.ts';
import { auditLog, contractBuyers, contractEvents, contracts, users } from '#server/db/schema.ts';
import { SHARED_ACCOUNT_CANNOT_SIGN } from '#server/features/people/index.ts';
import {
  contractBody,
  createContract,
  pendingContract,
  pngDataUrl,
  signAs,
  signaturePng,
  staffToken,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { giveAdminSigningPowers, goLive } from '#server/test/go-live.ts';
import { pdfText } from '#server/test/pdf-text.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;

const takeLink = (contract: ContractDto, index: number, bearer?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cms/contracts/${contract.id}/buyers/${contract.buyers[index]!.id}/signing-link`,
    headers: { authorization: `Bearer ${bearer}` },
  });
const eventsOf = async (contractId: string, event: ContractEventName) =>
  t.db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, event)))
    .orderBy(contractEvents.id);
const signedAt = async (buyerId: number) =>
  (await t.db.select().from(contractBuyers).where(eq(contractBuyers.id, buyerId)))[0]!.signedAt;

describe('in test mode (a fresh install)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await storeCompanyDetails(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('no contract answer to an owner carries a buyer token: created, signed, listed, read', async () => {
    const created = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: contractBody() });
    const id = created.json<ContractDto>().id;
    const signed = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/sign`, payload: {} });
    const answers = [
      created,
      signed,
      await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' }),
      await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${id}` }),
      await t.asAdmin({ method: 'GET', url: `/api/contracts/${id}` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toContain('token=');
    }
    // Nothing was taken, so nothing is on the record.
    expect(await eventsOf(id, 'link_handed_over')).toEqual([]);
  });

  it('an owner takes one buyer link on the record (who and when); staff get 403 and nothing is recorded', async () => {
    const contract = await pendingContract(t);
    const refused = await takeLink(contract, 1, await staffToken(t));
    expect(refused.statusCode).toBe(403);
    expect(await eventsOf(contract.id, 'link_handed_over')).toEqual([]);

    const taken = await takeLink(contract, 1, await t.adminToken());
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ signing_url: contract.buyers[1]!.signing_url });
    const [event] = await eventsOf(contract.id, 'link_handed_over');
    expect(event).toMatchObject({
      buyerId: contract.buyers[1]!.id,
      details: { buyer_order: 2, person: ADMIN.username },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hand_over_signing_link'), eq(auditLog.entityId, contract.id)));
    expect(audit).toMatchObject({ actor: ADMIN.username, details: { buyer_id: contract.buyers[1]!.id } });

    const read = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` });
    const buyers = read.json<ContractDto>().buyers;
    expect(buyers[1]!.link_handed_over_at).toBe(event!.createdAt.toISOString());
    expect(buyers[0]!.link_handed_over_at).toBeNull();

    // In test mode the specification's flow stands: the buyer signs with the copied link, and the evidence says so.
    expect((await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url))).statusCode).toBe(200);
    expect((await signAs(t, contract.id, tokenOf(taken.json<{ signing_url: string }>().signing_url))).statusCode).toBe(
      200,
    );
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    expect(await pdfText(pdf.rawPayload)).toMatch(/Enlace entregado a admin el \d\d\/\d\d\/\d{4}/);
  });

  it('a link cannot be taken once its buyer signed, nor for a draft (409)', async () => {
    const draft = await createContract(t);
    expect((await takeLink(draft, 0, await t.adminToken())).statusCode).toBe(409);
    const contract = await pendingContract(t);
    await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    expect((await takeLink(contract, 0, await t.adminToken())).statusCode).toBe(409);
  });

  it('/verificar says the company held the link, with its date and no name', async () => {
    const contract = await pendingContract(
      t,
      contractBody('reserva_no_condicionada', { buyers: [contractBody().buyers[0]] }),
    );
    const taken = await takeLink(contract, 0, await t.adminToken());
    await signAs(t, contract.id, tokenOf(taken.json<{ signing_url: string }>().signing_url));
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf.rawPayload,
    });
    const body = verified.json();
    expect(body.status).toBe('genuine');
    const [event] = await eventsOf(contract.id, 'link_handed_over');
    expect(body.signers[1]).toMatchObject({ link_handed_over: { at: event!.createdAt.toISOString() } });
    expect(body.signing_policy).toEqual({ email_code: false, buyer_file_required: false });
    expect(body.test_mode).toBe(true);
    // No staff data: the only addresses a reader sees are the parties' (none here: the answer names people only).
    expect(verified.body).not.toMatch(/admin|@casanova\.test/);
  });

  it('the signing policy is frozen when the company signs: later settings never change a contract already sent', async () => {
    const contract = await pendingContract(t);
    const changed = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/settings',
      payload: { signing_email_code: true, buyer_file_required_arras: true },
    });
    expect(changed.statusCode).toBe(200);
    try {
      const token = tokenOf(contract.buyers[0]!.signing_url);
      const read = await t.app.inject({ method: 'GET', url: `/api/contracts/${contract.id}?token=${token}` });
      expect(read.json().signing_policy).toEqual({ email_code: false, buyer_file_required: false });
      // Neither the code nor the buyer file applies to it: the buyer signs as they were invited to.
      const signed = await t.app.inject({
        method: 'POST',
        url: `/api/contracts/${contract.id}/buyer-sign`,
        payload: { signature_image: pngDataUrl(await signaturePng()), token },
      });
      expect(signed.statusCode).toBe(200);
      // A contract the company signs now is under the new policy.
      const later = await pendingContract(t);
      expect(later.signing_policy).toEqual({ email_code: true, buyer_file_required: true });
    } finally {
      await t.asAdmin({
        method: 'PUT',
        url: '/api/cms/settings',
        payload: { signing_email_code: false, buyer_file_required_arras: false },
      });
    }
  });

  it('once a person has signing powers, the shared account cannot sign for the company: 403, nothing signed', async () => {
    const contract = await createContract(t);
    const [admin] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    // Another owner with powers of their own (the first account keeps none).
    await t.db.insert(users).values({
      username: 'laura@casanova.test',
      email: 'laura@casanova.test',
      passwordHash: admin!.passwordHash,
      isAdmin: true,
      role: 'owner',
      fullName: 'Laura Vidal Roca',
      signingPowers: { name: 'Laura Vidal Roca', dni: '12345678Z', position: 'Apoderada', powers: 'Poder general' },
    });
    try {
      const refused = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/sign`, payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: SHARED_ACCOUNT_CANNOT_SIGN });
      const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
      expect(row).toMatchObject({ status: 'draft', frozenContent: null, signedTerms: null });
    } finally {
      await t.db.delete(users).where(eq(users.username, 'laura@casanova.test'));
    }
  });
});

describe('in a live installation', () => {
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await storeCompanyDetails(t);
    await goLive(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a link the company held signs only with the code mailed to the buyer: 403 without it, nothing recorded', async () => {
    const contract = await pendingContract(t);
    const taken = await takeLink(contract, 0, await t.adminToken());
    const token = tokenOf(taken.json<{ signing_url: string }>().signing_url);
    const refused = await signAs(t, contract.id, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/código/);
    expect(await signedAt(contract.buyers[0]!.id)).toBeNull();
    expect(await eventsOf(contract.id, 'buyer_signed')).toEqual([]);

    // The code goes to the buyer's own address, never to the company.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/email-code`,
      payload: { token },
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await t.outbox()).filter((m) => m.kind === 'signing_code').at(-1)!;
    expect(mail.to).toBe(contract.buyers[0]!.email);
    expect(asked.body).not.toMatch(/\b\d{6}\b/);

    // The other buyer's link was never held: it signs as before.
    expect((await signAs(t, contract.id, tokenOf(contract.buyers[1]!.signing_url))).statusCode).toBe(200);
  });

  it('a re-issued link ends the handover and kills the old token (403, nothing recorded)', async () => {
    const contract = await pendingContract(t);
    const taken = await takeLink(contract, 0, await t.adminToken());
    const old = tokenOf(taken.json<{ signing_url: string }>().signing_url);
    const reissued = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/buyers/${contract.buyers[0]!.id}/resend-link`,
    });
    expect(reissued.statusCode).toBe(200);
    expect((await signAs(t, contract.id, old)).statusCode).toBe(403);
    expect(await signedAt(contract.buyers[0]!.id)).toBeNull();
    const mailed = (await t.outbox()).filter((m) => m.to === contract.buyers[0]!.email).at(-1)!;
    const fresh = /token=([A-Za-z0-9_-]+)/.exec(mailed.text)![1]!;
    expect((await signAs(t, contract.id, fresh)).statusCode).toBe(200);
  });

  it('the contract answers say it is live: no test mark', async () => {
    const contract = await pendingContract(t);
    expect(contract.test_mode).toBe(false);
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    expect(await pdfText(pdf.rawPayload)).not.toContain('DOCUMENTO DE PRUEBA');
  });
});

describe('an upgraded installation whose first account signed alone', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await storeCompanyDetails(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps saying so truthfully once a person gets powers', async () => {
    const contract = await pendingContract(t);
    await giveAdminSigningPowers(t);
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    expect(await pdfText(pdf.rawPayload)).toContain('cuenta de administración compartida');
  });
});
