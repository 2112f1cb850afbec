// Public holidays that stop a term counted in business days (docs/product.md §6 "Deadline"): the national ones
// that apply in Catalonia and Catalonia's own (Decret of the Generalitat each year; the fixed dates below are the
// ones every recent calendar keeps), with Easter computed. Local holidays of each town are not included.

/** Fixed-date holidays, [month, day]. */
const FIXED: readonly (readonly [number, number, string])[] = [
  [1, 1, 'Año Nuevo'],
  [1, 6, 'Epifanía del Señor'],
  [5, 1, 'Fiesta del Trabajo'],
  [6, 24, 'Sant Joan'],
  [8, 15, 'Asunción de la Virgen'],
  [9, 11, 'Diada Nacional de Catalunya'],
  [10, 12, 'Fiesta Nacional de España'],
  [11, 1, 'Todos los Santos'],
  [12, 6, 'Día de la Constitución'],
  [12, 8, 'Inmaculada Concepción'],
  [12, 25, 'Navidad'],
  [12, 26, 'Sant Esteve'],
];

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day, 12)).toISOString().slice(0, 10);

/** Every holiday of the year as YYYY-MM-DD → its name: Good Friday (national) and Easter Monday (Catalonia) included. */
export function publicHolidays(year: number): Map<string, string> {
  const holidays = new Map(FIXED.map(([month, day, name]) => [iso(year, month, day), name]));
  const [month, day] = easterSunday(year);
  holidays.set(iso(year, month, day - 2), 'Viernes Santo');
  holidays.set(iso(year, month, day + 1), 'Lunes de Pascua');
  return holidays;
}

/** Saturday, Sunday or a public holiday of Catalonia: not a business day. `date` is YYYY-MM-DD. */
export function isBusinessDay(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6 && !publicHolidays(Number(date.slice(0, 4))).has(date);
}
