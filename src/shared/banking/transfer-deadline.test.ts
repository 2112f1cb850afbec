import { describe, expect, it } from 'vitest';

import { easterSunday, isBusinessDay, publicHolidays } from './public-holidays';
import { transferDeadline } from './transfer-deadline';

describe('transferDeadline', () => {
  it('counts three business days from the Madrid date of the last signature, as the contract says', () => {
    // Friday 27 November 2026: Monday 30, Tuesday 1, Wednesday 2 December.
    expect(transferDeadline(new Date('2026-11-27T10:00:00Z'))).toBe('2026-12-02');
    expect(transferDeadline(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-30');
  });

  it('skips the national and Catalan holidays of that year', () => {
    // Friday 4 December 2026; Tuesday 8 is the Immaculate Conception: Monday 7, Wednesday 9, Thursday 10.
    expect(transferDeadline(new Date('2026-12-04T10:00:00Z'))).toBe('2026-12-10');
    // Wednesday 23 December 2026: Thursday 24, then 25 and 26 are holidays and a weekend follows: Monday 28, Tuesday 29.
    expect(transferDeadline(new Date('2026-12-23T10:00:00Z'))).toBe('2026-12-29');
    // Easter 2027 is 28 March: Good Friday 26 and Easter Monday 29 are not business days.
    expect(transferDeadline(new Date('2027-03-25T10:00:00Z'))).toBe('2027-04-01');
  });

  it('counts from the Madrid date, not the UTC one, late at night', () => {
    // 23:30 UTC on 31 December 2026 is already Friday 1 January 2027 in Madrid (a holiday).
    expect(transferDeadline(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-07');
  });

  it('counts calendar days where a contract says so', () => {
    expect(transferDeadline(new Date('2028-02-27T09:00:00Z'), { days: 3, businessDays: false })).toBe('2028-03-01');
  });
});

describe('public holidays', () => {
  it('computes Easter and its holidays', () => {
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2030)).toEqual([4, 21]);
    const holidays = publicHolidays(2026);
    expect(holidays.get('2026-04-03')).toBe('Viernes Santo');
    expect(holidays.get('2026-04-06')).toBe('Lunes de Pascua');
    expect(holidays.get('2026-09-11')).toBe('Diada Nacional de Catalunya');
    expect(holidays.size).toBe(14);
  });

  it('knows weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-11-30')).toBe(true);
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-12-08')).toBe(false);
    expect(isBusinessDay('2026-06-24')).toBe(false);
  });
});
