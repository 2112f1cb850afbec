// One home, one buyer at a time (docs/product.md#one-home-one-buyer): a reservation or arras contract the company
// signed holds its property — «Reservado» on the site, no second contract — until it is cancelled or lapses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';
import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { contractBody, createContract, pendingContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({ status: 'vendiendo', price: 300000 }),
  });
  propertyId = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

const reserved = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/properties' }))
    .json<PropertyDto[]>()
    .find((property) => property.id === propertyId)!.reserved;
const forTheHome = (type = 'reserva_no_condicionada') => contractBody(type, { property_id: propertyId });

describe('a home held by a contract', () => {
  it('a draft holds nothing; once the company signs, the home is «Reservado» and a second contract is 409 naming it', async () => {
    const draft = await createContract(t, forTheHome());
    expect(await reserved()).toBe(false);
    // A second draft for the same home is fine: neither binds anyone yet.
    await createContract(t, forTheHome('arras_penitenciales'));

    const held = await pendingContract(t, forTheHome());
    expect(await reserved()).toBe(true);
    const second = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: forTheHome() });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain(held.id);
    expect(second.json().detail).toMatch(/^La vivienda ya está reservada por el contrato/);
    // Signing the older draft is refused too: it would promise the same home to someone else.
    const signing = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${draft.id}/sign`, payload: {} });
    expect(signing.statusCode).toBe(409);
    expect(signing.json().detail).toContain(held.id);
  });

  it('cancelling the holding contract frees the home', async () => {
    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' })).json<ContractDto[]>();
    const held = list.find((c) => c.property_id === propertyId && c.status === 'pending_signature')!;
    const cancelled = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${held.id}/cancel`,
      payload: { reason: 'La compradora ha encontrado otra vivienda y lo ha comunicado por escrito.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await reserved()).toBe(false);
    expect((await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: forTheHome() })).statusCode).toBe(
      201,
    );
  });

  it('an owner records that an unsigned reservation lapsed, with a reason: the home is free again', async () => {
    const held = await pendingContract(t, forTheHome());
    expect(await reserved()).toBe(true);
    const short = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${held.id}/lapse`,
      payload: { reason: 'ok' },
    });
    expect(short.statusCode).toBe(422);
    expect(await reserved()).toBe(true);
    const lapsed = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${held.id}/lapse`,
      payload: { reason: 'Los compradores no firmaron antes de la fecha límite y no responden a los avisos.' },
    });
    expect(lapsed.statusCode).toBe(200);
    expect(await reserved()).toBe(false);
    // Once lapsed it holds nothing: recording it again is a conflict.
    const again = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${held.id}/lapse`,
      payload: { reason: 'Los compradores no firmaron antes de la fecha límite y no responden a los avisos.' },
    });
    expect(again.statusCode).toBe(409);
  });
});
