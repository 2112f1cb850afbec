import { OCSPResponse } from '@peculiar/asn1-ocsp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractEventDto } from '#shared/api/contract-dtos.ts';
import type { VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import { sealedDocuments, sealJobs } from '#server/db/schema.ts';
import { OID, parse, toBuffer } from '#server/lib/pdf/cms.ts';
import { readPdfSeal, readPdfSignatures } from '#server/lib/pdf/verify-pdf-seal.ts';
import { pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { insertContract } from '#server/test/factories.ts';
import { startLocalPki, type LocalPki } from '#server/test/local-pki.ts';
import { LOCAL_TSA_NAME, startLocalTsa } from '#server/test/local-tsa.ts';
import { pdfsig } from '#server/test/pdfsig.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startTestTsa, type TestTsa, type TsaBehaviour } from '#server/test/test-tsa.ts';

import { runDueSealJobs } from './add-trusted-time';
import { sealingOf, type Sealing } from './seal-contract';
import { claimDueSealJob } from './seal-jobs';
import { verifyDocument } from './verify-document';

let pki: LocalPki;
let tsa: TestTsa;
let t: TestApp;

beforeAll(async () => {
  pki = await startLocalPki();
  tsa = await startTestTsa({ trusted: pki.tsa, stranger: pki.stranger });
  t = await createTestApp({ TSA_URL: tsa.url, TSA_CA_PATH: pki.rootPath }, { seal: pki.seal });
  await storeCompanyDetails(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await tsa?.close();
  await pki?.close();
});

/** The app's sealing, with a short deadline so that silence costs the test two seconds. */
const sealing = (): Sealing => {
  const base = sealingOf(t.app.ctx);
  return { ...base, tsa: { ...base.tsa!, timeoutMs: 2_000 } };
};
const runJobs = () => runDueSealJobs(t.db, sealing(), t.app.log);
/**
 * Runs the due jobs until the contract's seal carries its trusted time. The app's own worker, woken by the job's
 * NOTIFY, may hold the job's lease when the test runs them, so the test waits for the outcome, not for its own pass.
 */
async function extendedSeal(contractId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await runJobs();
    const sealed = await sealedRow(contractId);
    if (sealed?.extendedFileId || Date.now() > deadline) return sealed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const download = (contractId: string) => t.asAdmin({ method: 'GET', url: `/api/contracts/${contractId}/pdf` });
let address = 0;
/** Each from its own address: the per-address limit is not what is tested here. */
const verify = async (pdf: Buffer) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      remoteAddress: `198.51.100.${++address}`,
      payload: pdf,
    })
  ).json<VerifyDocumentDto>();
const sealOf = (answer: VerifyDocumentDto) => {
  if (answer.status !== 'genuine') throw new Error(`expected genuine, got ${answer.status}`);
  return answer.seal;
};
const events = async (contractId: string) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contractId}/events` })).json<ContractEventDto[]>();
const sealedRow = async (contractId: string) =>
  (await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contractId)))[0];

/** A contract every buyer signed, and its PDF as it downloads before any job ran. */
async function signedContract(): Promise<{ id: string; local: Buffer }> {
  const contract = await pendingContract(t);
  for (const buyer of contract.buyers)
    expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
  const response = await download(contract.id);
  expect(response.statusCode).toBe(200);
  return { id: contract.id, local: response.rawPayload };
}

describe('trusted time from a trusted authority (TSA_URL with TSA_CA_PATH)', () => {
  it('seals at once, mails at once, then adds a verified time-stamp, a DSS and a document time-stamp', async () => {
    const requestsBefore = tsa.requests();
    const { id, local } = await signedContract();
    expect(tsa.requests()).toBe(requestsBefore);
    expect(await pdfsig(local)).toContain('Signature Validation: Signature is Valid.');
    const [row] = await t.db.select().from(sealJobs).where(eq(sealJobs.contractId, id));
    expect(row).toBeDefined();
    const mails = (await t.outbox()).filter((mail) => mail.kind === 'contract_signed');
    const localFileId = (await sealedRow(id))!.fileId;
    expect(mails.filter((mail) => mail.attachments[0]?.fileId === localFileId)).toHaveLength(3);
    expect(sealOf(await verify(local))).toMatchObject({ timestamp: null, trusted_time: 'pending' });

    await runJobs();
    const sealed = (await sealedRow(id))!;
    expect(sealed.extendedFileId).not.toBeNull();
    expect(await t.db.select().from(sealJobs).where(eq(sealJobs.contractId, id))).toEqual([]);
    const extended = (await download(id)).rawPayload;
    expect(extended.equals(local)).toBe(false);

    // The seal signed the same bytes: only its /Contents gained the token, then updates follow.
    const seal = readPdfSeal(extended)!;
    expect(seal.signedBytes.equals(readPdfSeal(local)!.signedBytes)).toBe(true);
    const token = seal.unsignedAttribute(OID.signatureTimeStampToken)!;
    expect(await tsa.opensslVerify(token, seal.signature, pki.rootPath)).toContain('Verification: OK');

    // PAdES-B-LTA: a DSS with the certificates and OCSP answers, then a document time-stamp over everything.
    expect(extended.includes(Buffer.from('/Type /DSS'))).toBe(true);
    const signatures = readPdfSignatures(extended);
    const documentTimestamp = signatures.find((signature) => signature.isDocumentTimestamp)!;
    expect(documentTimestamp.byteRange[2] + documentTimestamp.byteRange[3]).toBe(extended.length);
    expect(await tsa.opensslVerify(documentTimestamp.cms, documentTimestamp.signedBytes, pki.rootPath)).toContain(
      'Verification: OK',
    );
    const ocsps = [...extended.toString('latin1').matchAll(/\/OCSPs \[([^\]]*)\]/g)];
    expect(ocsps).toHaveLength(1);
    // One answer for the seal's certificate and one for the authority's.
    expect(ocsps[0]![1]!.match(/ R/g)).toHaveLength(2);

    // pdfsig validates the seal; it cannot validate an ETSI.RFC3161 document time-stamp (poppler says
    // "Unimplemented Feature"), which openssl checked above.
    const report = await pdfsig(extended);
    const [first, second] = report.split('Signature #2:');
    expect(first).toContain('Signature Type: ETSI.CAdES.detached');
    expect(first).toContain('Signature Validation: Signature is Valid.');
    expect(second).toContain('Signer Certificate Common Name: Autoridad de Sellado de Prueba');
    expect(second).toContain('Total document signed');

    const answer = sealOf(await verify(extended));
    expect(answer).toEqual({
      sealed_at: sealed.sealedAt.toISOString(),
      timestamp: { authority: 'Autoridad de Sellado de Prueba', time: sealed.timestampedAt!.toISOString() },
      trusted_time: 'verified',
    });
    expect(Math.abs(sealed.timestampedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    // The copy mailed before is still genuine, and says where the trusted time is.
    expect(sealOf(await verify(local))).toMatchObject({ timestamp: null, trusted_time: 'in_newer_copy' });
    const timestamped = (await events(id)).find((event) => event.event === 'timestamped');
    expect(timestamped?.details).toMatchObject({ timestamp_authority: 'Autoridad de Sellado de Prueba' });

    // Checked against another trust list, the same token proves nothing: the time is only the server's.
    const strangerTrust = await verifyDocument(t.db, extended, []);
    expect(sealOf(strangerTrust)).toMatchObject({ timestamp: null, trusted_time: 'server_clock' });
  }, 120_000);

  it('one job is claimed by one instance at a time', async () => {
    await runJobs();
    const { id } = await signedContract();
    const first = await claimDueSealJob(t.db, new Date());
    expect(first?.contractId).toBe(id);
    expect(await claimDueSealJob(t.db, new Date())).toBeUndefined();
    await t.db.update(sealJobs).set({ nextAttemptAt: new Date() }).where(eq(sealJobs.contractId, id));
    await runJobs();
    expect((await sealedRow(id))!.extendedFileId).not.toBeNull();
  }, 60_000);
});

describe('a hostile or absent authority never yields an embedded or reported time', () => {
  const cases: [TsaBehaviour, RegExp][] = [
    ['untrusted', /no se encadena con ninguna raíz de TSA_CA_PATH/],
    // The patched genTime is refused by the first check that sees it: the date, or the broken signature.
    ['patched-time', /no es creíble|firma del sello de tiempo no es válida|no cubre su contenido/],
    ['false-time', /no es creíble/],
    ['wrong-imprint', /message imprint distinto/],
    ['wrong-nonce', /nonce/],
    ['down', /HTTP 503/],
    ['silent', /sin respuesta en 2 s/],
    ['endless', /demasiado grande/],
  ];
  for (const [behaviour, reason] of cases) {
    it(`${behaviour}: the seal stays pending with the reason, downloads and other requests do not wait`, async () => {
      const { id, local } = await signedContract();
      tsa.behave(behaviour);
      const memoryBefore = process.memoryUsage();
      try {
        const job = runJobs();
        // Meanwhile the site answers as usual.
        const started = performance.now();
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect((await download(id)).rawPayload.equals(local)).toBe(true);
        expect(performance.now() - started).toBeLessThan(1_000);
        await job;
      } finally {
        tsa.behave('honest');
      }
      const memoryAfter = process.memoryUsage();
      expect(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers).toBeLessThan(50 * 1024 * 1024);
      if (behaviour === 'endless') expect(tsa.sentBytes()).toBeLessThan(100 * 1024 * 1024);

      const sealed = (await sealedRow(id))!;
      expect(sealed.extendedFileId).toBeNull();
      expect(sealed.timestampAuthority).toBeNull();
      const [job] = await t.db.select().from(sealJobs).where(eq(sealJobs.contractId, id));
      expect(job!.lastError, String(job!.lastError)).toMatch(reason);
      expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      const pending = (await events(id)).filter((event) => event.event === 'seal_pending');
      expect(pending).toHaveLength(1);
      expect(String(pending[0]!.details?.reason)).toMatch(reason);
      const pdf = (await download(id)).rawPayload;
      expect(pdf.equals(local)).toBe(true);
      expect(readPdfSeal(pdf)!.unsignedAttribute(OID.signatureTimeStampToken)).toBeUndefined();
      expect(sealOf(await verify(pdf))).toMatchObject({ timestamp: null, trusted_time: 'pending' });

      // Once the authority behaves, the next attempt (when due) completes it.
      await t.db.update(sealJobs).set({ nextAttemptAt: new Date() }).where(eq(sealJobs.contractId, id));
      expect((await extendedSeal(id))!.extendedFileId).not.toBeNull();
    }, 60_000);
  }
});

describe('a contract an earlier release left "pendiente de fecha cierta" (its pending_seals row became a job)', () => {
  it('is sealed locally and mailed by its job, then gets its trusted time', async () => {
    const { contract } = await insertContract(t.db, { status: 'signed' });
    await t.db.insert(sealJobs).values({ contractId: contract.id, attempts: 3, lastError: 'HTTP 503' });
    const sealed = (await extendedSeal(contract.id))!;
    expect(sealed.extendedFileId).not.toBeNull();
    const names = (await events(contract.id)).map((event) => event.event);
    expect(names).toEqual(expect.arrayContaining(['sealed', 'final_document_sent', 'timestamped']));
    const mails = (await t.outbox()).filter((mail) => mail.attachments[0]?.fileId === sealed.fileId);
    expect(mails.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('the OCSP answers in the DSS', () => {
  it('are successful answers of the local responder', async () => {
    const { id } = await signedContract();
    await runJobs();
    const pdf = (await download(id)).rawPayload;
    const dss = /\/OCSPs \[([^\]]*)\]/.exec(pdf.toString('latin1'))![1]!;
    const numbers = [...dss.matchAll(/(\d+) 0 R/g)].map((match) => match[1]!);
    for (const number of numbers) {
      const at = pdf.lastIndexOf(Buffer.from(`\n${number} 0 obj\n`));
      const length = Number(/\/Length (\d+)/.exec(pdf.subarray(at, at + 100).toString('latin1'))![1]);
      const start = pdf.indexOf('stream\n', at) + 'stream\n'.length;
      const response = parse(pdf.subarray(start, start + length), OCSPResponse);
      expect(response.responseStatus).toBe(0);
      expect(toBuffer(response.responseBytes!.response.buffer).length).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('an authority run by OpenSSL (openssl ts -reply), with basic auth', () => {
  it('yields tokens our checks accept and openssl ts -verify accepts, named after its certificate', async () => {
    const openssl = await startLocalTsa();
    const other = await createTestApp({
      TSA_URL: openssl.url,
      TSA_USERNAME: 'casanova',
      TSA_PASSWORD: 'contraseña-tsa',
      TSA_CA_PATH: openssl.certificatePath,
    });
    try {
      await storeCompanyDetails(other);
      const contract = await pendingContract(other);
      for (const buyer of contract.buyers)
        expect((await signAs(other, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
      await runDueSealJobs(other.db, sealingOf(other.app.ctx), other.app.log);
      expect(openssl.lastAuthorization()).toBe(`Basic ${Buffer.from('casanova:contraseña-tsa').toString('base64')}`);
      const pdf = (await other.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` })).rawPayload;
      const seal = readPdfSeal(pdf)!;
      const token = seal.unsignedAttribute(OID.signatureTimeStampToken)!;
      expect(await openssl.verify(token, seal.signature)).toContain('Verification: OK');
      const answer = (
        await other.app.inject({
          method: 'POST',
          url: '/api/documents/verify',
          headers: { 'content-type': 'application/pdf' },
          remoteAddress: '203.0.113.7',
          payload: pdf,
        })
      ).json<VerifyDocumentDto>();
      expect(sealOf(answer)).toMatchObject({ timestamp: { authority: LOCAL_TSA_NAME }, trusted_time: 'verified' });
    } finally {
      await other.close();
      await openssl.close();
    }
  }, 60_000);
});
