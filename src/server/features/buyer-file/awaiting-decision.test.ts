import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import type { BuyerFileAwaitingDecisionDto } from '#shared/schemas/buyer-file-schema.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import {
  addFundsEvidence,
  completeBuyerFile,
  DECLARATIONS,
  pendingContract,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// The dashboard and the contract list flag the buyer files an owner has to decide on (docs/product.md §5.7).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  await requireBuyerFile(t, { arras: true, reservation: false });
});
afterAll(async () => {
  await t.close();
});

const awaiting = async () => {
  const response = await t.asAdmin({ method: 'GET', url: '/api/cms/buyer-files/awaiting-decision' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BuyerFileAwaitingDecisionDto[]>();
};
const of = (list: BuyerFileAwaitingDecisionDto[], contract: ContractDto) =>
  list.filter((item) => item.contract_id === contract.id).map((item) => [item.buyer_name, item.waiting_for]);
const fileUrl = (contract: ContractDto, index = 0) =>
  `/api/cms/contracts/${contract.id}/buyers/${contract.buyers[index]!.id}/buyer-file`;

describe('GET /api/cms/buyer-files/awaiting-decision', () => {
  it('lists a complete file until an owner records its risk, and a PEP until an owner approves it', async () => {
    const contract = await pendingContract(t);
    const [ana, isabel] = contract.buyers as [ContractDto['buyers'][number], ContractDto['buyers'][number]];
    // An empty file is the buyer's to complete, not an owner's to decide.
    expect(of(await awaiting(), contract)).toEqual([]);

    await completeBuyerFile(t, contract.id, tokenOf(ana.signing_url));
    await completeBuyerFile(t, contract.id, tokenOf(isabel.signing_url), {
      ...DECLARATIONS,
      is_pep: true,
      pep_details: 'Concejala de Urbanismo de Sant Cugat hasta 2025',
    });
    const listed = await awaiting();
    expect(of(listed, contract)).toEqual([
      [ana.name, 'risk'],
      [isabel.name, 'high_risk_approval'],
    ]);
    expect(listed.find((item) => item.buyer_id === ana.id)).toMatchObject({
      contract_type_name: 'Contrato de Arras Penitenciales',
      contract_status: 'pending_signature',
    });
    // Names and what is awaited only: nothing of the declarations.
    expect(JSON.stringify(listed)).not.toContain('Concejala');

    const review = await t.asAdmin({
      method: 'PUT',
      url: `${fileUrl(contract)}/review`,
      payload: { risk: 'low', reason: 'Nómina y ahorros documentados' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(of(await awaiting(), contract)).toEqual([[isabel.name, 'high_risk_approval']]);

    // Enhanced measures first: the source of the funds is evidenced before anyone approves (art. 14).
    await addFundsEvidence(t, contract.id, contract.buyers[1]!.id);
    const approve = await t.asAdmin({
      method: 'POST',
      url: `${fileUrl(contract, 1)}/confirm`,
      payload: { reason: 'Cargo público local ya terminado; fondos de una herencia documentada' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(of(await awaiting(), contract)).toEqual([]);
  });

  it('leaves out cancelled and archived contracts', async () => {
    const cancelled = await pendingContract(t);
    const archived = await pendingContract(t);
    for (const contract of [cancelled, archived])
      await completeBuyerFile(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    expect(of(await awaiting(), cancelled)).toHaveLength(1);
    await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${cancelled.id}/cancel`,
      payload: { reason: 'Datos mal escritos en el contrato enviado' },
    });
    await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${archived.id}` });
    const list = await awaiting();
    expect(of(list, cancelled)).toEqual([]);
    expect(of(list, archived)).toEqual([]);
  });

  it('is for owners only: a staff account gets 403', async () => {
    await t.db.insert(users).values({
      username: 'marta@casanova.test',
      email: 'marta@casanova.test',
      passwordHash: await hashPassword('clave-de-marta-123'),
      isAdmin: true,
      role: 'staff',
      fullName: 'Marta Vila',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'marta@casanova.test', password: 'clave-de-marta-123' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cms/buyer-files/awaiting-decision',
      headers: { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
