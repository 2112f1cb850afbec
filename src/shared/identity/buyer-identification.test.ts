import { describe, expect, it } from 'vitest';

import { centsFromEuros } from '#shared/money/cents.ts';

import { identificationOf, needsMeasure, type ConfirmedPayment } from './buyer-identification';

const ANNA = { name: 'Anna Puig Vidal', dni: '12345678Z' };
const JOHN = { name: 'John Smith', dni: 'X1234567L' };
const BUYERS = [ANNA, JOHN];
const paid = (payerName: string | null, payerIban: string | null): ConfirmedPayment => ({
  transactionId: 't1',
  payerName,
  payerIban,
  valueDate: '2026-11-20',
  amountCents: centsFromEuros(85_000),
});

describe('identificationOf (RD 304/2014 art. 21)', () => {
  it('identifies the buyer who paid from an EU/EEA account in their name, not the co-buyer who did not', () => {
    const payments = [paid('PUIG ANNA', 'ES91 2100 0418 4502 0005 1332')];
    const anna = identificationOf(ANNA, BUYERS, payments, null);
    const john = identificationOf(JOHN, BUYERS, payments, null);
    expect(anna).toMatchObject({ verified: true, method: 'payer_check' });
    expect(john).toMatchObject({ verified: false, pending: 'paid_by_another' });
    expect(needsMeasure(john)).toBe(true);
  });

  it('identifies both holders of a joint account of the buyers', () => {
    const payments = [paid('Anna Puig Vidal y John Smith', 'DE89370400440532013000')];
    expect(identificationOf(JOHN, BUYERS, payments, null)).toMatchObject({ verified: true, method: 'payer_check' });
  });

  it('leaves an open item for an account outside the EU/EEA or with no account recorded', () => {
    expect(identificationOf(JOHN, BUYERS, [paid('John Smith', 'GB29NWBK60161331926819')], null)).toMatchObject({
      verified: false,
      pending: 'account_outside_eu_eea',
    });
    expect(identificationOf(JOHN, BUYERS, [paid('John Smith', null)], null)).toMatchObject({
      pending: 'account_unknown',
    });
  });

  it('waits for the payment without an open item, and an owner’s measure settles it', () => {
    const none = identificationOf(JOHN, BUYERS, [], null);
    expect(none).toMatchObject({ verified: false, pending: 'no_payment' });
    expect(needsMeasure(none)).toBe(false);
    const reason = 'Vino a la oficina con el pasaporte original el 3 de diciembre';
    expect(identificationOf(JOHN, BUYERS, [paid('PUIG ANNA', null)], { measure: 'in_person', reason })).toEqual({
      verified: true,
      method: 'in_person',
      reason,
    });
  });
});
