import { describe, expect, it } from 'vitest';

import { ACCEPT_ALL, parseConsent } from './consent';

const now = new Date('2026-06-15T10:00:00Z');
const stored = (timestamp: string, extra: object = {}) =>
  JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: true, timestamp, ...extra });

describe('parseConsent', () => {
  it('reads a recent choice; analytics stay off while the site uses none, even if an older choice said yes', () => {
    expect(parseConsent(stored('2026-01-01T00:00:00Z'), now)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: true,
      timestamp: '2026-01-01T00:00:00.000Z',
    });
  });

  it('forgets a choice older than 12 months', () => {
    expect(parseConsent(stored('2025-06-16T00:00:00Z'), now)).not.toBeNull();
    expect(parseConsent(stored('2025-06-15T09:00:00Z'), now)).toBeNull();
  });

  it('ignores missing, malformed or future values and forces necessary on', () => {
    expect(parseConsent(null, now)).toBeNull();
    expect(parseConsent('{oops', now)).toBeNull();
    expect(parseConsent(stored('not a date'), now)).toBeNull();
    expect(parseConsent(stored('2027-01-01T00:00:00Z'), now)).toBeNull();
    expect(parseConsent(stored('2026-01-01T00:00:00Z', { necessary: false, marketing: 'yes' }), now)).toMatchObject({
      necessary: true,
      marketing: false,
    });
  });
});

describe('Aceptar todas', () => {
  it('accepts what the site uses and nothing it does not: no analytics', () => {
    expect(ACCEPT_ALL).toEqual({ necessary: true, analytics: false, marketing: true, functional: true });
  });
});
