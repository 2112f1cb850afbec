// Dates are always shown in Madrid time (docs/product.md §10), whatever the time zone of the server or browser.
// Output is assembled from numeric parts so it does not depend on how an ICU version punctuates es-ES.

import { onFirstUse } from '#shared/format/on-first-use.ts';

export const TIME_ZONE = 'Europe/Madrid';

export const SPANISH_MONTHS = [
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
] as const;

type DateInput = Date | string | number | null | undefined;

interface MadridDateParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const madridFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Calendar and clock fields of the instant as seen in Madrid; null for invalid input. */
export function madridDateParts(input: DateInput): MadridDateParts | null {
  const date = toDate(input);
  if (!date) return null;
  const parts = Object.fromEntries(
    madridFormatter()
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, number>>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "22/11/2026"; '' for invalid input. */
export function formatDate(d: DateInput): string {
  const p = madridDateParts(d);
  return p ? `${pad2(p.day)}/${pad2(p.month)}/${p.year}` : '';
}

/** "22/11/2026, 09:05"; '' for invalid input. */
export function formatDateTime(d: DateInput): string {
  const p = madridDateParts(d);
  return p ? `${formatDate(d)}, ${pad2(p.hour)}:${pad2(p.minute)}` : '';
}

/** "22 de noviembre de 2026"; '' for invalid input. */
export function formatLongDate(d: DateInput): string {
  const p = madridDateParts(d);
  return p ? `${p.day} de ${spanishMonthName(p.month)} de ${p.year}` : '';
}

/** 1 → "enero"; '' outside 1..12. */
export function spanishMonthName(month: number): string {
  return SPANISH_MONTHS[month - 1] ?? '';
}

/** "2026-11-22" for today in Madrid (CSV export file names). */
export function todayIsoDateInMadrid(now: Date = new Date()): string {
  const p = madridDateParts(now);
  return p ? `${p.year}-${pad2(p.month)}-${pad2(p.day)}` : '';
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * "2026-11-22" or an ISO 8601 timestamp ("2026-11-22T10:00:00.000Z"). The calendar date is checked
 * separately because Date.parse quietly rolls "2026-02-30" over to March.
 */
export function isIsoDateString(s: string): boolean {
  const match = ISO_DATE_TIME.exec(s);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const calendar = new Date(0);
  calendar.setUTCFullYear(year ?? 0, (month ?? 0) - 1, day ?? 0);
  return calendar.getUTCMonth() + 1 === month && calendar.getUTCDate() === day && !Number.isNaN(Date.parse(s));
}

/** Years a date typed or sent by a client may have (docs/product.md §9); the database needs sane bounds. */
const INPUT_YEARS = { min: 1900, max: 2100 } as const;

/** True when `s` reads as a date (any format Date.parse takes) whose UTC year lies within INPUT_YEARS. */
export function isWithinInputYears(s: string): boolean {
  const time = Date.parse(s);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= INPUT_YEARS.min && year <= INPUT_YEARS.max;
}

/** "Fecha de publicación: el año debe estar entre 1900 y 2100". */
export const yearOutOfRangeMessage = (label: string) =>
  `${label}: el año debe estar entre ${INPUT_YEARS.min} y ${INPUT_YEARS.max}`;

/**
 * `date` moved by `months` calendar months (negative: back) in UTC, keeping its day or, when the month reached is
 * shorter, taking its last day (Código Civil art. 5): 31 March less one month is 29 February in a leap year and
 * 28 February otherwise, never 2 or 3 March as a plain `setUTCMonth` would make it.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const moved = new Date(date);
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}
