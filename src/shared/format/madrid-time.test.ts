import { describe, expect, it } from 'vitest';

import { madridLocalToUtcIso, utcToMadridLocal } from './madrid-time';

describe('Madrid wall-clock time', () => {
  it('is UTC+2 in summer and UTC+1 in winter', () => {
    expect(madridLocalToUtcIso('2026-06-01T18:00')).toBe('2026-06-01T16:00:00Z');
    expect(madridLocalToUtcIso('2026-12-01T18:00')).toBe('2026-12-01T17:00:00Z');
  });
  it('round-trips and refuses what is not a datetime-local value', () => {
    expect(utcToMadridLocal(new Date('2026-06-01T16:00:00Z'))).toBe('2026-06-01T18:00');
    expect(madridLocalToUtcIso('mañana a las 6')).toBeNull();
  });
});
