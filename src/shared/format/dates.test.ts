import { describe, expect, it } from 'vitest';

import {
  addCalendarMonths,
  formatDate,
  formatDateTime,
  formatLongDate,
  isIsoDateString,
  isWithinInputYears,
  madridDateParts,
  SPANISH_MONTHS,
  spanishMonthName,
  todayIsoDateInMadrid,
} from './dates';

describe('formatDate / formatDateTime / formatLongDate (Madrid time)', () => {
  it.each([
    // Winter: UTC+1.
    ['2026-11-22T10:30:00Z', '22/11/2026', '22/11/2026, 11:30', '22 de noviembre de 2026'],
    ['2026-01-05T08:05:00Z', '05/01/2026', '05/01/2026, 09:05', '5 de enero de 2026'],
    // Summer: UTC+2.
    ['2026-07-15T21:59:00Z', '15/07/2026', '15/07/2026, 23:59', '15 de julio de 2026'],
    // Already the next day in Madrid.
    ['2026-07-15T22:00:00Z', '16/07/2026', '16/07/2026, 00:00', '16 de julio de 2026'],
    ['2025-12-31T23:30:00Z', '01/01/2026', '01/01/2026, 00:30', '1 de enero de 2026'],
    // Offsets in the input are honoured.
    ['2026-03-10T12:00:00+05:00', '10/03/2026', '10/03/2026, 08:00', '10 de marzo de 2026'],
    ['2026-09-01', '01/09/2026', '01/09/2026, 02:00', '1 de septiembre de 2026'],
  ])('%s', (input, date, dateTime, longDate) => {
    expect(formatDate(input)).toBe(date);
    expect(formatDateTime(input)).toBe(dateTime);
    expect(formatLongDate(input)).toBe(longDate);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2026, 10, 22, 10, 30);
    expect(formatDateTime(instant)).toBe('22/11/2026, 11:30');
    expect(formatDateTime(new Date(instant))).toBe('22/11/2026, 11:30');
  });

  it.each([['not a date'], [''], [null], [undefined], [Number.NaN], [new Date('x')]])('invalid %j → empty', (input) => {
    expect(formatDate(input)).toBe('');
    expect(formatDateTime(input)).toBe('');
    expect(formatLongDate(input)).toBe('');
    expect(madridDateParts(input)).toBeNull();
  });
});

describe('madridDateParts', () => {
  it('gives the Madrid calendar and clock', () => {
    expect(madridDateParts('2026-03-29T01:30:00Z')).toEqual({ year: 2026, month: 3, day: 29, hour: 3, minute: 30 });
  });

  it('uses 0 for midnight, not 24', () => {
    expect(madridDateParts('2026-01-01T23:00:00Z')?.hour).toBe(0);
  });
});

describe('SPANISH_MONTHS / spanishMonthName', () => {
  it('lists the lowercase month names', () => {
    expect(SPANISH_MONTHS).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });

  it.each([
    [1, 'enero'],
    [9, 'septiembre'],
    [12, 'diciembre'],
    [0, ''],
    [13, ''],
  ])('%i → %j', (month, name) => {
    expect(spanishMonthName(month)).toBe(name);
  });
});

describe('todayIsoDateInMadrid', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    ['2026-11-22T23:30:00Z', '2026-11-23'],
    ['2026-06-30T22:15:00Z', '2026-07-01'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
  ])('%s → %s', (now, today) => {
    expect(todayIsoDateInMadrid(new Date(now))).toBe(today);
  });

  it('defaults to the current time', () => {
    expect(todayIsoDateInMadrid()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('isIsoDateString', () => {
  it.each([
    '2026-11-22',
    '2024-02-29',
    '2026-11-22T10:00',
    '2026-11-22T10:00:00',
    '2026-11-22T10:00:00Z',
    '2026-11-22T10:00:00.000Z',
    '2026-11-22T10:00:00.123456+01:00',
    '2026-11-22T10:00:00-0300',
  ])('accepts %j', (s) => {
    expect(isIsoDateString(s)).toBe(true);
  });

  it.each([
    '',
    '22/11/2026',
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '2026-00-10',
    '2026-11-22T24:00:00Z',
    '2026-11-22 10:00:00',
    '2026-11-22T10:00:00ZZ',
    'tomorrow',
    '20261122',
  ])('rejects %j', (s) => {
    expect(isIsoDateString(s)).toBe(false);
  });
});

describe('isWithinInputYears', () => {
  it.each(['1900-01-01', '2026-11-22T10:00:00Z', '2100-12-31', 'Sun Nov 22 2026'])('accepts %j', (s) => {
    expect(isWithinInputYears(s)).toBe(true);
  });
  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '+275760-09-13T00:00:00Z', 'nunca'])('refuses %j', (s) => {
    expect(isWithinInputYears(s)).toBe(false);
  });
  it('reads years 0–99 as themselves (year 0 is a leap year, 1900 is not)', () => {
    expect(isIsoDateString('0000-02-29')).toBe(true);
    expect(isWithinInputYears('0000-02-29')).toBe(false);
  });
});

describe('addCalendarMonths', () => {
  const iso = (date: Date) => date.toISOString();
  it.each([
    ['2028-03-29T04:00:00.000Z', -1, '2028-02-29T04:00:00.000Z'],
    ['2028-03-30T04:00:00.000Z', -1, '2028-02-29T04:00:00.000Z'],
    ['2028-03-31T04:00:00.000Z', -1, '2028-02-29T04:00:00.000Z'],
    ['2027-03-29T04:00:00.000Z', -1, '2027-02-28T04:00:00.000Z'],
    ['2027-03-31T04:00:00.000Z', -1, '2027-02-28T04:00:00.000Z'],
    ['2028-02-29T04:00:00.000Z', -24, '2026-02-28T04:00:00.000Z'],
    ['2028-02-29T04:00:00.000Z', 12, '2029-02-28T04:00:00.000Z'],
    ['2028-03-31T04:00:00.000Z', -24, '2026-03-31T04:00:00.000Z'],
    ['2026-05-31T23:30:00.000Z', -1, '2026-04-30T23:30:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
  ])('%s moved %i months is %s, never past the end of the month', (from, months, to) => {
    expect(iso(addCalendarMonths(new Date(from), months))).toBe(to);
  });
});
