// Before a buyer pays more than 1 % of the price on account, the contract and the dashboard say what is missing:
// the information sheet, a required buyer file (docs/product.md#31-property-listings-what-a-buyer-is-told).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { contractBody, createContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { COMPLETE_SHEET_FACTS, propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({ status: 'vendiendo', price: 350000, ...COMPLETE_SHEET_FACTS }),
  });
  propertyId = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

const settings = (payload: object) => t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload });
const warningsOf = async (id: string) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${id}` }))
    .json<ContractDto>()
    .pre_payment_warnings.map((warning) => warning.code);
const checklistItem = async () =>
  (await t.asAdmin({ method: 'GET', url: '/api/cms/setup-checklist' }))
    .json<{ checks: { id: string; done: boolean; detail: string }[] }>()
    .checks.find((check) => check.id === 'pre_payment_information')!;

describe('what a contract paid on account still lacks', () => {
  it('names the missing sheet and the buyer file not required, on the contract and on the dashboard', async () => {
    await settings({ buyer_file_required_arras: false, buyer_file_required_reservation: false });
    // 32,000 € of arras on 350,000 €: far above 1 %.
    const typed = await createContract(t, contractBody('arras_penitenciales'));
    expect(typed.pre_payment_warnings).toEqual([
      { code: 'information_sheet_missing', message: expect.stringContaining('ficha informativa') },
      { code: 'buyer_file_not_required', message: expect.stringContaining('Ajustes de firma') },
    ]);
    expect(await checklistItem()).toMatchObject({ done: false, detail: expect.stringMatching(/^Un contrato/) });

    const fromProperty = await createContract(t, contractBody('arras_penitenciales', { property_id: propertyId }));
    expect(fromProperty.pre_payment_warnings.map((warning) => warning.code)).toEqual(['buyer_file_not_required']);

    await settings({ buyer_file_required_arras: true });
    expect(await warningsOf(fromProperty.id)).toEqual([]);
    expect(await warningsOf(typed.id)).toEqual(['information_sheet_missing']);

    // Archived, it no longer waits for a payment.
    await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${typed.id}` });
    expect(await checklistItem()).toMatchObject({ done: true });
  });

  it('says nothing when what is paid on account is at most 1 % of the price', async () => {
    await settings({ buyer_file_required_reservation: false });
    const small = await createContract(
      t,
      contractBody('reserva_no_condicionada', {
        contract_data: {
          ...contractBody('reserva_no_condicionada').contract_data,
          precio_venta: 350000,
          importe_reserva: 3500,
          importe_reserva_letras: 'tres mil quinientos euros',
        },
      }),
    );
    expect(small.pre_payment_warnings).toEqual([]);
  });
});
