import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractEventDto } from '#shared/api/contract-dtos.ts';
import type { VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import { pendingSeals, sealedDocuments } from '#server/db/schema.ts';
import { pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/features/contracts/test-support.ts';
import { OID, toDer } from '#server/lib/pdf/asn1.ts';
import { readPdfSeal } from '#server/lib/pdf/verify-pdf-seal.ts';
import { LOCAL_TSA_NAME, startLocalTsa, type LocalTsa } from '#server/test/local-tsa.ts';
import { pdfsig } from '#server/test/pdfsig.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { SEAL_PENDING_DETAIL } from './contract-pdf-file';
import { retryPendingSeals } from './retry-pending-seals';
import { sealingOf } from './seal-contract';

/** The seal's signature value and the RFC 3161 token among its unsigned attributes, read from the PDF. */
function sealTimestamp(pdf: Buffer): { signatureValue: Buffer; token: Buffer | undefined } {
  const seal = readPdfSeal(pdf)!;
  const token = seal.unsignedAttribute(OID.signatureTimeStampToken);
  return { signatureValue: seal.signature, token: token && toDer(token) };
}

let tsa: LocalTsa;
let t: TestApp;
let clock = new Date();

beforeAll(async () => {
  tsa = await startLocalTsa();
  t = await createTestApp(
    { TSA_URL: tsa.url, TSA_USERNAME: 'casanova', TSA_PASSWORD: 'contraseña-tsa' },
    { now: () => clock },
  );
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
  await tsa.close();
});

const download = (contractId: string) => t.asAdmin({ method: 'GET', url: `/api/contracts/${contractId}/pdf` });
const events = async (contractId: string) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contractId}/events` })).json<ContractEventDto[]>();
const signedMails = async (contractId: string) => {
  const [sealed] = await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contractId));
  return (await t.outbox()).filter(
    (mail) => mail.kind === 'contract_signed' && sealed && mail.attachments[0]?.fileId === sealed.fileId,
  );
};

describe('with TSA_URL, the seal carries an RFC 3161 signature time-stamp', () => {
  it('that openssl ts -verify accepts over the signature value, pdfsig still validates, and /verificar names', async () => {
    const contract = await pendingContract(t);
    for (const buyer of contract.buyers)
      expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
    expect(tsa.lastAuthorization()).toBe(`Basic ${Buffer.from('casanova:contraseña-tsa').toString('base64')}`);

    const response = await download(contract.id);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    expect(await pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
    const { signatureValue, token } = sealTimestamp(pdf);
    expect(token).toBeDefined();
    expect(await tsa.verify(token!, signatureValue)).toContain('Verification: OK');
    // A token over anything else does not verify.
    await expect(tsa.verify(token!, Buffer.concat([signatureValue, Buffer.from([0])]))).rejects.toThrow();

    const [sealed] = await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contract.id));
    expect(sealed!.timestampAuthority).toBe(LOCAL_TSA_NAME);
    expect(Math.abs(sealed!.timestampedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const sealedEvent = (await events(contract.id)).find((event) => event.event === 'sealed');
    expect(sealedEvent?.details).toMatchObject({
      timestamp_authority: LOCAL_TSA_NAME,
      timestamped_at: sealed!.timestampedAt!.toISOString(),
    });

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    const body = verified.json<VerifyDocumentDto>();
    expect(body.status).toBe('genuine');
    if (body.status !== 'genuine') throw new Error('expected genuine');
    expect(body.seal.timestamp).toEqual({ authority: LOCAL_TSA_NAME, time: sealed!.timestampedAt!.toISOString() });
    expect(await signedMails(contract.id)).toHaveLength(3);
  });

  it('when the authority does not answer: signed but "sello pendiente de fecha cierta", no mail, retried until sealed', async () => {
    const contract = await pendingContract(t);
    const finalMails = async () => (await t.outbox()).filter((mail) => mail.kind === 'contract_signed').length;
    const mailsBefore = await finalMails();
    tsa.setDown(true);
    try {
      for (const buyer of contract.buyers)
        expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
      expect((await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` })).json().status).toBe(
        'signed',
      );
      expect(await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contract.id))).toEqual([]);
      expect(await finalMails()).toBe(mailsBefore);
      const pending = (await events(contract.id)).filter((event) => event.event === 'seal_pending');
      expect(pending).toHaveLength(1);
      expect(String(pending[0]!.details?.reason)).toMatch(/HTTP 503/);

      // A download tries again and refuses to hand out a PDF without its trusted time.
      const refused = await download(contract.id);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: SEAL_PENDING_DETAIL });
      const [row] = await t.db.select().from(pendingSeals).where(eq(pendingSeals.contractId, contract.id));
      expect(row!.attempts).toBe(2);

      // Not due yet: the retry pass leaves it alone.
      const before = tsa.requests();
      await retryPendingSeals(t.db, sealingOf(t.app.ctx), t.app.log);
      expect(tsa.requests()).toBe(before);
    } finally {
      tsa.setDown(false);
    }
    clock = new Date(Date.now() + 60 * 60_000);
    try {
      await retryPendingSeals(t.db, sealingOf(t.app.ctx), t.app.log);
    } finally {
      clock = new Date();
    }
    expect(await t.db.select().from(pendingSeals).where(eq(pendingSeals.contractId, contract.id))).toEqual([]);
    const pdf = (await download(contract.id)).rawPayload;
    expect(await pdfsig(pdf)).toContain('Signature is Valid');
    const { signatureValue, token } = sealTimestamp(pdf);
    expect(await tsa.verify(token!, signatureValue)).toContain('Verification: OK');
    expect(await signedMails(contract.id)).toHaveLength(3);
    expect((await events(contract.id)).filter((event) => event.event === 'seal_pending')).toHaveLength(1);
  });
});
