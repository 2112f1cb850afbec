import { describe, expect, it } from 'vitest';

import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';

import { contractRetention, isBlockedAt, relationshipEnd, type RetentionFacts } from './contract-retention';

const at = (iso: string) => new Date(iso);
const BASE: RetentionFacts = {
  status: CONTRACT_STATUS.signed,
  anyBuyerSigned: true,
  cancelledAt: null,
  lapsedAt: null,
  archivedAt: null,
  outcomeDate: null,
  updatedAt: at('2026-03-01T10:00:00Z'),
};

describe('E, the day the relationship ended', () => {
  it('is not the signature: a signed or paid contract goes on', () => {
    expect(relationshipEnd(BASE)).toBeNull();
    expect(relationshipEnd({ ...BASE, status: CONTRACT_STATUS.completed })).toBeNull();
    // Archiving a signed contract takes it off the list; the relationship goes on.
    expect(relationshipEnd({ ...BASE, archivedAt: at('2026-04-01T00:00:00Z') })).toBeNull();
  });

  it('is the outcome’s day (deed, withdrawal, resolution)', () => {
    expect(relationshipEnd({ ...BASE, status: CONTRACT_STATUS.completed, outcomeDate: '2026-06-15' })).toEqual(
      at('2026-06-15T00:00:00Z'),
    );
  });

  it('is the cancellation (mutual termination, an unmet condition) or the lapse, the earliest', () => {
    const cancelled = { ...BASE, status: CONTRACT_STATUS.cancelled, cancelledAt: at('2026-05-02T09:00:00Z') };
    expect(relationshipEnd(cancelled)).toEqual(at('2026-05-02T09:00:00Z'));
    expect(relationshipEnd({ ...BASE, lapsedAt: at('2026-04-20T09:00:00Z') })).toEqual(at('2026-04-20T09:00:00Z'));
    expect(relationshipEnd({ ...cancelled, lapsedAt: at('2026-04-20T09:00:00Z') })).toEqual(at('2026-04-20T09:00:00Z'));
  });

  it('for a contract no buyer signed: its cancellation, lapse or archive', () => {
    const unsigned = { ...BASE, status: CONTRACT_STATUS.pending_signature, anyBuyerSigned: false };
    expect(relationshipEnd(unsigned)).toBeNull();
    expect(relationshipEnd({ ...unsigned, archivedAt: at('2026-07-01T00:00:00Z') })).toEqual(
      at('2026-07-01T00:00:00Z'),
    );
    expect(
      relationshipEnd({ ...unsigned, status: CONTRACT_STATUS.cancelled, cancelledAt: at('2026-06-01T00:00:00Z') }),
    ).toEqual(at('2026-06-01T00:00:00Z'));
  });

  it('a draft has none: it is deleted 12 months after its last change', () => {
    const draft = contractRetention({ ...BASE, status: CONTRACT_STATUS.draft, anyBuyerSigned: false });
    expect(draft.endedAt).toBeNull();
    expect(draft.draftDeleteAt).toEqual(at('2027-03-01T10:00:00Z'));
  });
});

describe('the periods from E', () => {
  it('blocks at E, compliance only from E + 5 years, deletes at E + 10 years (calendar years)', () => {
    const retention = contractRetention({ ...BASE, lapsedAt: at('2028-02-29T12:00:00Z') });
    expect(retention.blockedFrom).toEqual(at('2028-02-29T12:00:00Z'));
    expect(retention.complianceOnlyFrom).toEqual(at('2033-02-28T12:00:00Z'));
    expect(retention.deleteAt).toEqual(at('2038-02-28T12:00:00Z'));
    expect(retention.draftDeleteAt).toBeNull();
    expect(isBlockedAt(retention, at('2028-02-29T11:59:59Z'))).toBe(false);
    expect(isBlockedAt(retention, at('2028-02-29T12:00:00Z'))).toBe(true);
    expect(isBlockedAt(contractRetention(BASE), at('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
