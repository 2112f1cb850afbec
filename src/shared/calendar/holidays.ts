// The holiday calendar a contract's business days are counted with (docs/product.md#what-the-company-says-after-signing):
// the national holidays that apply in Catalonia, Catalonia's own and Barcelona's two local ones, as each year's
// official calendar publishes them (the Generalitat's yearly order of work holidays, which also lists every town's
// local holidays). Nothing is computed: a year without a table has no business days, and no date is given for a term
// that would cross it — the page then says the term in words and the clause it comes from.

/** Where a contract's business days are counted; frozen with its terms so a later table never changes them. */
export const HOLIDAY_CALENDAR = 'es-ct-barcelona';

type Holiday = readonly [date: string, name: string, scope: 'national' | 'catalonia' | 'barcelona'];

/** One table per year, as published (weekend holidays included: they do not change the count). */
const TABLES: Readonly<Record<number, readonly Holiday[]>> = {
  2025: [
    ['2025-01-01', 'Año Nuevo', 'national'],
    ['2025-01-06', 'Epifanía del Señor', 'national'],
    ['2025-04-18', 'Viernes Santo', 'national'],
    ['2025-04-21', 'Lunes de Pascua', 'catalonia'],
    ['2025-05-01', 'Fiesta del Trabajo', 'national'],
    ['2025-06-09', 'Lunes de Pascua Granada', 'barcelona'],
    ['2025-06-24', 'Sant Joan', 'catalonia'],
    ['2025-08-15', 'Asunción de la Virgen', 'national'],
    ['2025-09-11', 'Diada Nacional de Catalunya', 'catalonia'],
    ['2025-09-24', 'La Mercè', 'barcelona'],
    ['2025-10-12', 'Fiesta Nacional de España', 'national'],
    ['2025-11-01', 'Todos los Santos', 'national'],
    ['2025-12-06', 'Día de la Constitución', 'national'],
    ['2025-12-08', 'Inmaculada Concepción', 'national'],
    ['2025-12-25', 'Navidad', 'national'],
    ['2025-12-26', 'Sant Esteve', 'catalonia'],
  ],
  2026: [
    ['2026-01-01', 'Año Nuevo', 'national'],
    ['2026-01-06', 'Epifanía del Señor', 'national'],
    ['2026-04-03', 'Viernes Santo', 'national'],
    ['2026-04-06', 'Lunes de Pascua', 'catalonia'],
    ['2026-05-01', 'Fiesta del Trabajo', 'national'],
    ['2026-05-25', 'Lunes de Pascua Granada', 'barcelona'],
    ['2026-06-24', 'Sant Joan', 'catalonia'],
    ['2026-08-15', 'Asunción de la Virgen', 'national'],
    ['2026-09-11', 'Diada Nacional de Catalunya', 'catalonia'],
    ['2026-09-24', 'La Mercè', 'barcelona'],
    ['2026-10-12', 'Fiesta Nacional de España', 'national'],
    ['2026-11-01', 'Todos los Santos', 'national'],
    ['2026-12-06', 'Día de la Constitución', 'national'],
    ['2026-12-08', 'Inmaculada Concepción', 'national'],
    ['2026-12-25', 'Navidad', 'national'],
    ['2026-12-26', 'Sant Esteve', 'catalonia'],
  ],
};

/** The years that have a table: an owner adds next year's as soon as it is published (docs/product.md). */
export const CALENDAR_YEARS: readonly number[] = Object.keys(TABLES).map(Number);

const byDate = new Map(
  Object.values(TABLES).flatMap((year) => year.map(([date, name, scope]) => [date, { name, scope }] as const)),
);

/**
 * Which holidays stop a count: every one (what the templates define), or, for a text frozen before the definition,
 * the regional reading without the town's local days (the earlier date, which the company keeps for its refunds).
 */
export type HolidayReading = 'with_local' | 'without_local';

export const hasCalendarFor = (year: number): boolean => year in TABLES;

/** The holiday on that day (YYYY-MM-DD), or null. */
export const holidayOn = (date: string): string | null => byDate.get(date)?.name ?? null;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * A business day as every template defines it: not a Saturday, a Sunday nor a national, Catalan or Barcelona holiday.
 * Null for a day of a year without a table: nobody can say.
 */
export function isBusinessDay(date: string, reading: HolidayReading = 'with_local'): boolean | null {
  if (!hasCalendarFor(Number(date.slice(0, 4)))) return null;
  const day = weekday(date);
  const holiday = byDate.get(date);
  const stops = holiday !== undefined && (reading === 'with_local' || holiday.scope !== 'barcelona');
  return day !== 0 && day !== 6 && !stops;
}

/** YYYY-MM-DD plus `days` calendar days, on the date itself (noon UTC, so no time zone moves it). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days, 12)).toISOString().slice(0, 10);
}

/** The `days`-th business day after `date`; null when the count runs into a year without a table. */
export function addBusinessDays(date: string, days: number, reading: HolidayReading = 'with_local'): string | null {
  let current = date;
  for (let counted = 0; counted < days;) {
    current = addCalendarDays(current, 1);
    const business = isBusinessDay(current, reading);
    if (business === null) return null;
    if (business) counted += 1;
  }
  return current;
}

export type TermUnit = 'business_days' | 'calendar_days';

/** The last day of a term of `days` in `unit` counted from the day after `start`; null when it cannot be known. */
export const termEnd = (
  start: string,
  days: number,
  unit: TermUnit,
  reading: HolidayReading = 'with_local',
): string | null => (unit === 'business_days' ? addBusinessDays(start, days, reading) : addCalendarDays(start, days));
