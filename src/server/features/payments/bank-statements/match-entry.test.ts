import { describe, expect, it } from 'vitest';

import { CONTRACT_STATUS, PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { centsFromEuros } from '#shared/money/cents.ts';

import { matchEntry, type PaymentCandidate } from './match-entry';
import type { StatementEntry } from './statement-entry';

const IBAN = 'ES9121000418450200051332';
const PAYMENT: PaymentCandidate = {
  transactionId: '00000000-0000-4000-8000-000000000001',
  contractId: '00000000-0000-4000-8000-000000000002',
  contractType: 'arras_penitenciales',
  reference: 'RF18539007547034',
  amountCents: centsFromEuros(30_000),
  status: PAYMENT_STATUS.pending,
  contractStatus: CONTRACT_STATUS.signed,
  archived: false,
  blocked: false,
  property: null,
  buyers: [{ name: 'Ana García López', dni: '12345678Z' }],
};
const ENTRY: StatementEntry = {
  account: IBAN,
  bookedOn: '2031-05-01',
  direction: 'credit',
  amountCents: centsFromEuros(30_000),
  amount: 30_000,
  unreadableAmount: null,
  currency: 'EUR',
  payerName: 'Ana García López',
  payerIban: null,
  text: 'Arras RF18539007547034',
  booked: true,
};

describe('a statement line for a contract blocked by retention', () => {
  it('confirms nothing: it goes to review with reason contract_blocked', () => {
    expect(matchEntry(ENTRY, [PAYMENT], IBAN, '2031-06-01').kind).toBe('confirm');
    expect(matchEntry(ENTRY, [{ ...PAYMENT, blocked: true }], IBAN, '2031-06-01')).toMatchObject({
      kind: 'unmatched',
      reason: 'contract_blocked',
    });
  });
});
