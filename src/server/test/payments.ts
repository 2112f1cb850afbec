import { expect } from 'vitest';

import type { TestApp } from '#server/test/test-app.ts';

export const BANK = {
  legal_name: 'Casa Nova Reformas S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
} as const;

/** Fills the company's bank details the way the admin does, through the content API. */
export async function fillBankDetails(t: TestApp, values: Partial<Record<keyof typeof BANK, string>> = BANK) {
  for (const [key, content] of Object.entries(values)) {
    const response = await t.asAdmin({ method: 'PUT', url: `/api/cms/content/${key}`, payload: { content } });
    expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
  }
}

export function createInstructions(t: TestApp, contractId: string, paymentType: string) {
  return t.asAdmin({
    method: 'POST',
    url: '/api/payments/create-transfer-instructions',
    payload: { contract_id: contractId, payment_type: paymentType },
  });
}

export function markAsPaid(t: TestApp, transactionId: string) {
  return t.asAdmin({ method: 'POST', url: `/api/payments/${transactionId}/mark-as-paid` });
}

/** The buyer-file settings, set explicitly: their defaults belong to another decision (docs/product.md §5.7). */
export async function requireBuyerFile(t: TestApp, required: { arras: boolean; reservation: boolean }) {
  const response = await t.asAdmin({
    method: 'PUT',
    url: '/api/cms/settings',
    payload: { buyer_file_required_arras: required.arras, buyer_file_required_reservation: required.reservation },
  });
  expect(response.statusCode, response.body).toBe(200);
}
