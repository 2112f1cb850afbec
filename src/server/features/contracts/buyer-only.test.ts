import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import {
  auditLog,
  buyerFileDocuments,
  buyerFiles,
  contractBuyers,
  contractEvents,
  mailOutbox,
  signingEmailCodes,
  storedFiles,
} from '#server/db/schema.ts';
import {
  DECLARATIONS,
  identityPhoto,
  multipartFile,
  pendingContract,
  pngDataUrl,
  signaturePng,
  staffToken,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// The buyer's routes are the buyer's alone (docs/product.md §5.4, decision 024): a company account's bearer token
// is refused with 403 and leaves no trace, even together with the buyer's own link.

let t: TestApp;
let staff: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  owner = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

/** Everything a buyer route could write: if none of these counts moves, nothing was recorded. */
async function footprint() {
  const rows = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);
  return {
    events: await rows(contractEvents),
    audit: await rows(auditLog),
    files: await rows(storedFiles),
    buyerFiles: await rows(buyerFiles),
    documents: await rows(buyerFileDocuments),
    codes: await rows(signingEmailCodes),
    mails: await rows(mailOutbox),
  };
}

async function buyerCalls(contract: ContractDto) {
  const buyer = contract.buyers[0]!;
  const image = pngDataUrl(await signaturePng());
  const photo = multipartFile(await identityPhoto(), 'dni.jpg', 'image/jpeg');
  const base = `/api/contracts/${contract.id}`;
  const signBody = {
    contract_id: contract.id,
    signer_name: buyer.name,
    signer_email: buyer.email,
    signer_dni: buyer.dni,
    signature_image: image,
  };
  return [
    { method: 'POST' as const, url: `${base}/buyer-sign`, payload: signBody },
    { method: 'GET' as const, url: `${base}/email-code` },
    { method: 'POST' as const, url: `${base}/email-code`, payload: {} },
    { method: 'POST' as const, url: `${base}/email-code/verify`, payload: { code: '123456' } },
    { method: 'GET' as const, url: `${base}/buyer-file` },
    { method: 'PUT' as const, url: `${base}/buyer-file`, payload: DECLARATIONS },
    { method: 'POST' as const, url: `${base}/buyer-file/documents`, ...photo },
  ];
}

describe('a company account on the buyer routes', () => {
  it.each([
    ['owner', () => owner],
    ['staff', () => staff],
  ])('refuses the %s bearer with 403 and records nothing, with or without the buyer link', async (_who, bearer) => {
    const contract = await pendingContract(t);
    const link = `email=${encodeURIComponent(contract.buyers[0]!.email)}&token=${encodeURIComponent(tokenOf(contract.buyers[0]!.signing_url))}`;
    const before = await footprint();
    for (const call of await buyerCalls(contract)) {
      for (const url of [call.url, `${call.url}?${link}`]) {
        const response = await t.app.inject({
          ...call,
          url,
          headers: { ...('headers' in call ? call.headers : {}), authorization: `Bearer ${bearer()}` },
        });
        expect(response.statusCode, `${call.method} ${url}`).toBe(403);
        expect(response.json().detail).toMatch(/^Solo el comprador puede hacer esto|no es válido/);
      }
    }
    expect(await footprint()).toEqual(before);
    const [row] = await t.db.select().from(contractBuyers).where(eq(contractBuyers.id, contract.buyers[0]!.id));
    expect(row!.signedAt).toBeNull();
  });

  it('still lets a company account read the contract, its PDF and attachments', async () => {
    const contract = await pendingContract(t);
    for (const bearer of [owner, staff]) {
      for (const suffix of ['', '/pdf']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/contracts/${contract.id}${suffix}`,
          headers: { authorization: `Bearer ${bearer}` },
        });
        expect(response.statusCode, suffix).toBe(200);
      }
    }
  });

  it('lets the buyer sign from their own link, and records the buyer reading their file as "comprador"', async () => {
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}/buyer-file?token=${encodeURIComponent(token)}`,
    });
    expect(read.statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'buyer_file')).orderBy(auditLog.id);
    expect(rows.at(-1)).toMatchObject({
      actor: 'comprador',
      action: 'view',
      details: { contract_id: contract.id, buyer_id: contract.buyers[0]!.id, via: 'signing_link' },
    });
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      payload: { signature_image: pngDataUrl(await signaturePng()), token },
    });
    expect(signed.statusCode).toBe(200);
  });
});
