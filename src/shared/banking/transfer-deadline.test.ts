import { describe, expect, it } from 'vitest';

import { transferDeadline } from './transfer-deadline';

describe('transferDeadline', () => {
  it('gives three calendar days after the Madrid date of the last signature', () => {
    expect(transferDeadline(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-28');
  });

  it('counts from the Madrid date, not the UTC one, late at night', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(transferDeadline(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-04');
  });

  it('crosses month ends and leap days', () => {
    expect(transferDeadline(new Date('2028-02-27T09:00:00Z'))).toBe('2028-03-01');
  });
});
