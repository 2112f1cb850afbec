import { formatFloorDoor, type FloorDoor } from '#shared/site/floor-door.ts';

// The property's address as one line ("Carrer de Verdi 12, 3.º 1.ª", "C/ Mallorca, 250, 2º 1ª") split into what
// the portals' address fields take: street, number and postal code; and the floor as their codes. Portals that get
// it never show it (decision 040); they use it to place the home in its zone.

export type StreetAddress = { street: string; number: string | null; postalCode: string | null };

const NUMBER = /^(?:n[.ºo°]*\s*)?(\d{1,5}(?:\s?[-–]\s?\d{1,5})?(?:\s?[A-Za-z](?![\p{L}]))?|s\/n)$/iu;
const TRAILING_NUMBER = /^(.*?\D)[,\s]+(?:n[.ºo°]*\s*)?(\d{1,5}(?:\s?[-–]\s?\d{1,5})?(?:\s?[A-Za-z](?![\p{L}]))?)$/iu;
const POSTAL_CODE = /(?<!\d)(0[1-9]|[1-4]\d|5[0-2])\d{3}(?!\d)/;

export function splitStreetAddress(address: string): StreetAddress {
  const line = address.replace(/\s+/g, ' ').trim();
  const postalCode = line.match(POSTAL_CODE)?.[0] ?? null;
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const first = parts[0] ?? line;
  const trailing = first.match(TRAILING_NUMBER);
  if (trailing) return { street: trailing[1]!.trim(), number: trailing[2]!.replace(/\s/g, ''), postalCode };
  const second = parts[1]?.match(NUMBER);
  return { street: first, number: second ? second[1]!.replace(/\s/g, '') : null, postalCode };
}

/** The floor as a Spanish text, from the structured fields when set (docs/product.md#structured-address-facts). */
export const spanishFloor = (property: FloorDoor & { floor: string | null }): string | null =>
  formatFloorDoor(property, 'es') ?? property.floor;

export type FloorCode = { idealista: string | null; fotocasa: number | null };

/** idealista's `addressFloor` (1–60, bj, en, ss, st) and Fotocasa's `FloorId` for the floor as written. */
export function floorCodes(floor: string | null, propertyType: string): FloorCode {
  const text = (floor ?? '').trim().toLowerCase();
  if (propertyType === 'atico' || /^(á|a)tico|^àtic|penthouse/.test(text)) return { idealista: null, fotocasa: 22 };
  if (/^(bajos?|baixos?|planta baja|pb|bj|ground)/.test(text)) return { idealista: 'bj', fotocasa: 3 };
  if (/^(entresuelo|entresòl|entlo|en\b|mezzanine)/.test(text)) return { idealista: 'en', fotocasa: 4 };
  if (/^(semis[oó]tano|ss\b)/.test(text)) return { idealista: 'ss', fotocasa: 1 };
  if (/^(s[oó]tano|soterrani|st\b|basement)/.test(text)) return { idealista: 'st', fotocasa: 1 };
  const number = text.match(/^-?\d{1,2}/)?.[0];
  if (number === undefined) return { idealista: null, fotocasa: null };
  const n = Number(number);
  if (n === 0) return { idealista: 'bj', fotocasa: 3 };
  const idealista = (n >= 1 && n <= 60) || n === -1 || n === -2 ? String(n) : null;
  const fotocasa = n >= 1 && n <= 10 ? n + 5 : n > 10 ? 16 : n < 0 ? 1 : null;
  return { idealista, fotocasa };
}
