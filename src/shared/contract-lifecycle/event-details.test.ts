import { describe, expect, it } from 'vitest';

import { CONTRACT_EVENT_DETAIL_SCHEMAS, detailsOf, parseContractEventDetails } from './event-details';
import { CONTRACT_EVENT_NAMES } from './events';
import { paymentAmountCents } from './payment-events';

describe('contract event details read back', () => {
  it('has a schema for every event the trail may hold', () => {
    expect(Object.keys(CONTRACT_EVENT_DETAIL_SCHEMAS).sort()).toEqual([...CONTRACT_EVENT_NAMES].sort());
  });

  it('gives the typed details when they match, keeping keys an earlier release added', () => {
    const read = parseContractEventDetails('final_document_sent', {
      recipients: 2,
      pdf_sha256: 'ab',
      mail_ids: [3, 4],
      legacy: 'kept',
    });
    expect(read).toEqual({
      event: 'final_document_sent',
      valid: true,
      details: { recipients: 2, pdf_sha256: 'ab', mail_ids: [3, 4], legacy: 'kept' },
    });
    expect(parseContractEventDetails('viewed', null)).toEqual({ event: 'viewed', valid: true, details: {} });
  });

  it('degrades invalid or unknown details to what is stored, never throwing', () => {
    expect(parseContractEventDetails('final_document_sent', { mail_ids: ['7'] })).toEqual({
      event: 'final_document_sent',
      valid: false,
      details: { mail_ids: ['7'] },
    });
    expect(parseContractEventDetails('cancelled', 'not an object')).toMatchObject({ valid: false, details: {} });
    expect(parseContractEventDetails('cancelled', [1, 2])).toMatchObject({ valid: false, details: {} });
    expect(parseContractEventDetails('teleported', { to: 'Mars' })).toEqual({
      event: 'teleported',
      valid: false,
      details: { to: 'Mars' },
    });
  });

  it('reads a payment in cents, or in the euros of an earlier release, and refuses cents that are not whole', () => {
    const paid = { transaction_id: 't', payment_type: 'arras', reference: 'RF18539007547034' };
    const amountOf = (details: Record<string, unknown>) => {
      const read = detailsOf('payment_created', { event: 'payment_created', details });
      return read && paymentAmountCents(read);
    };
    expect(amountOf({ ...paid, amount_cents: 3_200_050 })).toBe(3_200_050);
    expect(amountOf({ ...paid, amount: 32000.5 })).toBe(3_200_050);
    expect(amountOf({ ...paid, amount: 1.1 })).toBe(110);
    for (const broken of [{ amount_cents: 1.5 }, { amount_cents: -1 }, { amount_cents: 2 ** 60 }, { amount: 1e21 }, {}])
      expect(amountOf({ ...paid, ...broken }), JSON.stringify(broken)).toBeNull();
  });

  it('hands a reader only the details that pass their schema', () => {
    const row = { event: 'final_document_sent', details: { recipients: 1, pdf_sha256: 'cd', mail_ids: [9] } };
    expect(detailsOf('final_document_sent', row)?.mail_ids).toEqual([9]);
    expect(detailsOf('final_document_sent', { ...row, details: { mail_ids: 'x' } })).toBeNull();
    expect(detailsOf('sealed', row)).toBeNull();
  });
});
