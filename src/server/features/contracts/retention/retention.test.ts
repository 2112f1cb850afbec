// A contract's retention applied (docs/product.md#contract-retention, decision 046): blocked from E in a live
// installation only, opened for a legal reason for an hour, held, deleted at E + 10 years with a tombstone that the
// verification page reads, drafts after 12 months, buyer files from E and for the compliance person after 5 years.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { centsFromEuros } from '#shared/money/cents.ts';
import { addYears } from '#shared/retention/contract-retention.ts';
import {
  auditLog,
  buyerFiles,
  contractEvents,
  contracts,
  contractTombstones,
  payments,
  sealedDocuments,
  users,
} from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { saveFile } from '#server/lib/storage.ts';
import { staffToken, storeCompanyDetails } from '#server/test/contracts.ts';
import { insertContract } from '#server/test/factories.ts';
import { giveAdminSigningPowers, goLive, setUpAmlOrganisation } from '#server/test/go-live.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { syncBuyerFileRetention } from './buyer-file-retention';
import { purgeExpiredContracts } from './purge-expired-contracts';

const REASON = 'Requerimiento del Juzgado de Primera Instancia 4 de Barcelona, procedimiento 123/2031';
const NOW = new Date('2031-06-01T10:00:00Z');
const daysAgo = (days: number) => new Date(clock.getTime() - days * 86_400_000);
let clock = NOW;

/** A contract a buyer signed, cancelled `cancelledAt` (E). */
async function endedContract(t: TestApp, cancelledAt: Date) {
  const { contract, buyers } = await insertContract(t.db, { status: CONTRACT_STATUS.signed });
  await t.db
    .update(contracts)
    .set({ status: CONTRACT_STATUS.cancelled, cancelledAt })
    .where(eq(contracts.id, contract.id));
  return { contract, buyers };
}

async function ownerToken(t: TestApp, username: string): Promise<string> {
  const password = 'clave-del-propietario-123';
  await t.db
    .insert(users)
    .values({ username, email: username, passwordHash: await hashPassword(password), isAdmin: true, role: 'owner' })
    .onConflictDoNothing();
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  return login.json<{ access_token: string }>().access_token;
}

describe('in test mode (a fresh installation), the specification’s flows run unchanged', () => {
  let t: TestApp;
  beforeAll(async () => {
    clock = NOW;
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('answers a contract past E in full, lists it and blocks nothing', async () => {
    const { contract } = await endedContract(t, daysAgo(30));
    const read = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveProperty('buyers');
    expect(read.json()).not.toHaveProperty('blocked');
    const events = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` });
    expect(events.statusCode).toBe(200);
    const list = await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' });
    expect(list.json<{ id: string }[]>().some((row) => row.id === contract.id)).toBe(true);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${contract.id}` })).statusCode).toBe(200);
  });

  it('keeps buyer files ten years from E, never from the signature', async () => {
    const { contract, buyers } = await insertContract(t.db, { status: CONTRACT_STATUS.signed });
    await t.db.insert(buyerFiles).values({ contractId: contract.id, buyerId: buyers[0]!.id });
    await syncBuyerFileRetention(t.db, contract.id);
    const [ongoing] = await t.db.select().from(buyerFiles).where(eq(buyerFiles.contractId, contract.id));
    expect(ongoing!.retentionUntil).toBeNull();
    const end = new Date('2031-05-02T09:00:00Z');
    await t.db
      .update(contracts)
      .set({ status: CONTRACT_STATUS.cancelled, cancelledAt: end })
      .where(eq(contracts.id, contract.id));
    await syncBuyerFileRetention(t.db, contract.id);
    const [ended] = await t.db.select().from(buyerFiles).where(eq(buyerFiles.contractId, contract.id));
    expect(ended!.retentionUntil).toEqual(new Date('2041-05-02T09:00:00Z'));
  });

  it('opens a buyer file past E + 5 years only to the compliance person', async () => {
    await giveAdminSigningPowers(t);
    await setUpAmlOrganisation(t);
    const { contract, buyers } = await endedContract(t, addYears(clock, -6));
    await t.db.insert(buyerFiles).values({ contractId: contract.id, buyerId: buyers[0]!.id });
    await syncBuyerFileRetention(t.db, contract.id);
    const url = `/api/cms/contracts/${contract.id}/buyers/${buyers[0]!.id}/buyer-file?reason=${encodeURIComponent(REASON)}`;
    const other = await ownerToken(t, 'jordi@casanova.test');
    const refused = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toContain('prevención del blanqueo');
    const compliance = await t.asAdmin({ method: 'GET', url });
    expect(compliance.statusCode).toBe(200);
    expect(compliance.json()).toMatchObject({ access_limited: true });
  });
});

describe('in a live installation, a contract past E', () => {
  let t: TestApp;
  beforeAll(async () => {
    clock = NOW;
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' }, { now: () => clock });
    await storeCompanyDetails(t);
    await goLive(t);
  });
  afterAll(() => t.close());

  it('answers owners a stub, staff 403, any change 423, and leaves the list', async () => {
    clock = NOW;
    const ended = daysAgo(10);
    const { contract } = await endedContract(t, ended);
    const url = `/api/cms/contracts/${contract.id}`;
    const stub = await t.asAdmin({ method: 'GET', url });
    expect(stub.statusCode).toBe(200);
    expect(stub.json()).toEqual({
      id: contract.id,
      status: CONTRACT_STATUS.cancelled,
      contract_type: contract.contractType,
      created_at: contract.createdAt.toISOString(),
      relationship_ended_at: ended.toISOString(),
      blocked: true,
      retention: {
        blocked_from: ended.toISOString(),
        delete_at: addYears(ended, 10).toISOString(),
        legal_hold: false,
        legal_hold_reason: null,
      },
    });
    const staff = await staffToken(t);
    const asStaff = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } });
    expect(asStaff.statusCode).toBe(403);
    for (const change of [
      { method: 'DELETE' as const, url },
      { method: 'POST' as const, url: `${url}/lapse`, payload: { reason: REASON } },
    ]) {
      const refused = await t.asAdmin(change);
      expect(refused.statusCode).toBe(423);
      expect(refused.json<{ detail: string }>().detail).toContain('bloqueado por conservación');
    }
    expect((await t.asAdmin({ method: 'GET', url: `${url}/events` })).statusCode).toBe(423);
    const list = await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' });
    expect(list.json<{ id: string }[]>().some((row) => row.id === contract.id)).toBe(false);
    const blocked = await t.asAdmin({ method: 'GET', url: '/api/cms/contracts/blocked' });
    expect(blocked.json<{ id: string }[]>().map((row) => row.id)).toContain(contract.id);
    // A contract whose relationship goes on is not blocked.
    const { contract: signed } = await insertContract(t.db, { status: CONTRACT_STATUS.signed });
    expect((await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${signed.id}` })).json()).toHaveProperty(
      'buyers',
    );
  });

  it('reads E from the rows for every ending: outcome, lapse, archive of a contract no buyer signed', async () => {
    clock = NOW;
    const read = async (id: string) =>
      (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${id}` })).json<{ relationship_ended_at?: string }>()
        .relationship_ended_at;
    const { contract: deed } = await insertContract(t.db, { status: CONTRACT_STATUS.completed });
    await t.db
      .update(contracts)
      .set({
        outcome: {
          outcome: 'deed_signed',
          date: '2031-05-20',
          notary: null,
          protocol: null,
          reason: null,
          recorded_at: NOW.toISOString(),
          recorded_by: 'Marta',
          refund_due_date: null,
        },
      })
      .where(eq(contracts.id, deed.id));
    expect(await read(deed.id)).toBe('2031-05-20T00:00:00.000Z');
    const { contract: lapsed } = await insertContract(t.db, { status: CONTRACT_STATUS.partially_signed });
    await t.db
      .update(contracts)
      .set({ lapsedAt: daysAgo(5) })
      .where(eq(contracts.id, lapsed.id));
    expect(await read(lapsed.id)).toBe(daysAgo(5).toISOString());
    const { contract: unsigned } = await insertContract(t.db, {
      status: CONTRACT_STATUS.pending_signature,
      buyers: [{ name: 'Ana García López', email: 'ana@example.com', signedAt: null }],
    });
    await t.db
      .update(contracts)
      .set({ archivedAt: daysAgo(2) })
      .where(eq(contracts.id, unsigned.id));
    expect(await read(unsigned.id)).toBe(daysAgo(2).toISOString());
    // Archiving a contract a buyer signed ends nothing: it is answered in full.
    const { contract: signed } = await insertContract(t.db, { status: CONTRACT_STATUS.signed });
    await t.db
      .update(contracts)
      .set({ archivedAt: daysAgo(2) })
      .where(eq(contracts.id, signed.id));
    expect(await read(signed.id)).toBeUndefined();
  });

  it('opens to an owner for a legal reason, audited, for one hour', async () => {
    clock = NOW;
    const { contract } = await endedContract(t, daysAgo(3));
    const url = `/api/cms/contracts/${contract.id}`;
    const vague = await t.asAdmin({ method: 'POST', url: `${url}/legal-access`, payload: { reason: 'ok' } });
    expect(vague.statusCode).toBe(422);
    const opened = await t.asAdmin({ method: 'POST', url: `${url}/legal-access`, payload: { reason: REASON } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ expires_at: new Date(NOW.getTime() + 3_600_000).toISOString() });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'legal_access')));
    expect(audit!.details).toMatchObject({ reason: REASON });
    expect((await t.asAdmin({ method: 'GET', url })).json()).toHaveProperty('buyers');
    expect((await t.asAdmin({ method: 'GET', url: `${url}/events` })).statusCode).toBe(200);
    // Still read-only.
    expect((await t.asAdmin({ method: 'DELETE', url })).statusCode).toBe(423);
    clock = new Date(NOW.getTime() + 61 * 60_000);
    expect((await t.asAdmin({ method: 'GET', url })).json()).toMatchObject({ blocked: true });
    expect((await t.asAdmin({ method: 'GET', url: `${url}/events` })).statusCode).toBe(423);
  });

  it('is deleted at E + 10 years with a tombstone the verification page reads; a legal hold keeps it', async () => {
    clock = NOW;
    const { contract } = await endedContract(t, addYears(NOW, -10));
    const pdf = Buffer.from('%PDF-1.7\n% sealed contract of the retention test\n%%EOF\n');
    const file = await saveFile(t.db, { data: pdf, contentType: 'application/pdf' });
    await t.db.insert(sealedDocuments).values({
      contractId: contract.id,
      fileId: file.id,
      sha256: sha256Hex(pdf),
      certificatePem: 'test',
      certificateFingerprint: 'test',
      sealedAt: addYears(NOW, -11),
    });
    await t.db.insert(payments).values({
      contractId: contract.id,
      paymentType: 'arras',
      amountCents: centsFromEuros(30_000),
      reference: 'RF18539007547034',
    });
    const held = await endedContract(t, addYears(NOW, -11));
    const hold = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${held.contract.id}/legal-hold`,
      payload: { hold: true, reason: REASON },
    });
    expect(hold.statusCode).toBe(200);
    const young = await endedContract(t, addYears(daysAgo(-1), -10));

    const result = await purgeExpiredContracts(t.db, clock);
    expect(result.contracts).toBe(1);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, contract.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.contractId, contract.id))).toEqual([]);
    expect(await t.db.select().from(contractEvents).where(eq(contractEvents.contractId, contract.id))).toEqual([]);
    const [tombstone] = await t.db
      .select()
      .from(contractTombstones)
      .where(eq(contractTombstones.contractId, contract.id));
    expect(tombstone).toMatchObject({ contractType: contract.contractType, documentSha256: [sha256Hex(pdf)] });
    const [purge] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'purge')));
    expect(purge).toBeDefined();
    expect(await t.db.select().from(contracts).where(eq(contracts.id, held.contract.id))).toHaveLength(1);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, young.contract.id))).toHaveLength(1);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'deleted', sha256: sha256Hex(pdf) });
    expect(verified.json<{ message: string }>().message).toContain('plazo de conservación');
  });

  it('deletes a draft never sent 12 months after its last change', async () => {
    clock = NOW;
    const { contract: old } = await insertContract(t.db, { status: CONTRACT_STATUS.draft });
    const { contract: recent } = await insertContract(t.db, { status: CONTRACT_STATUS.draft });
    await t.db
      .update(contracts)
      .set({ updatedAt: daysAgo(370) })
      .where(eq(contracts.id, old.id));
    await t.db
      .update(contracts)
      .set({ updatedAt: daysAgo(300) })
      .where(eq(contracts.id, recent.id));
    const result = await purgeExpiredContracts(t.db, clock);
    expect(result.drafts).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, old.id))).toEqual([]);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, recent.id))).toHaveLength(1);
  });
});
