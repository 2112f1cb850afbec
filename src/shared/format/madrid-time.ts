import { madridDateParts } from './dates';

/**
 * The instant a Madrid wall-clock time names (`2026-06-01T18:00`, as an `<input type="datetime-local">` gives it), in
 * UTC ISO form; null when it is not such a value. The offset is Madrid's on that day (CET or CEST), found by
 * correcting a first guess once with what the guess reads in Madrid.
 */
export function madridLocalToUtcIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = madridDateParts(new Date(guess))!;
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wanted - seenAsUtc;
  }
  return new Date(guess).toISOString().replace('.000Z', 'Z');
}

/** The other way: a UTC instant as the Madrid wall-clock value of a `datetime-local` input. */
export function utcToMadridLocal(instant: Date): string {
  const p = madridDateParts(instant)!;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
