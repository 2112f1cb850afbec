import { describe, expect, it } from 'vitest';

import {
  canTransition,
  CONTRACT_STATUSES,
  IllegalTransitionError,
  transition,
  TRANSITIONS,
  type ContractAction,
} from './statuses';

describe('contract lifecycle', () => {
  it('moves a contract along the signing path and completes it on payment', () => {
    expect(transition('draft', 'admin_sign')).toBe('pending_signature');
    expect(transition('pending_signature', 'buyer_sign')).toBe('partially_signed');
    expect(transition('partially_signed', 'last_buyer_sign')).toBe('signed');
    expect(transition('pending_signature', 'last_buyer_sign')).toBe('signed');
    expect(transition('signed', 'complete_on_payment')).toBe('completed');
  });

  it('cancels only a contract the company signed and nobody paid for', () => {
    expect(CONTRACT_STATUSES.filter((status) => canTransition(status, 'cancel'))).toEqual([
      'pending_signature',
      'partially_signed',
      'signed',
    ]);
    expect(transition('signed', 'cancel')).toBe('cancelled');
    expect(() => transition('completed', 'cancel')).toThrow(IllegalTransitionError);
    expect(() => transition('draft', 'cancel')).toThrow(IllegalTransitionError);
  });

  it('archives from any status without changing it', () => {
    for (const status of CONTRACT_STATUSES) expect(transition(status, 'archive')).toBe(status);
  });

  it('refuses every move the table does not list', () => {
    const refused = (Object.keys(TRANSITIONS) as ContractAction[]).flatMap((action) =>
      CONTRACT_STATUSES.filter((status) => !canTransition(status, action)).map((status) => `${status}:${action}`),
    );
    expect(refused).toContain('cancelled:admin_sign');
    expect(refused).toContain('draft:buyer_sign');
    expect(refused).toContain('completed:complete_on_payment');
    for (const pair of refused) {
      const [status, action] = pair.split(':') as [(typeof CONTRACT_STATUSES)[number], ContractAction];
      expect(() => transition(status, action), pair).toThrow(IllegalTransitionError);
    }
  });
});
