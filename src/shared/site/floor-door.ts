import { deCa } from '#shared/i18n/catalan-elision.ts';
import type { Locale } from '#shared/i18n/locales.ts';

// Floor, door and Land Registry as data, not as Spanish words, so each page writes them in its reader's language
// (docs/product.md#structured-address-facts): «2.º 1.ª» in Spanish, «2n 1a» in Catalan, «2nd floor, door 1» in English.

/** The floors a building names instead of numbering them, from the product's own list. */
export const FLOOR_LEVELS = ['sotano', 'bajo', 'entresuelo', 'principal', 'atico', 'sobreatico'] as const;
export type FloorLevel = (typeof FLOOR_LEVELS)[number];

export const isFloorLevel = (value: unknown): value is FloorLevel =>
  typeof value === 'string' && (FLOOR_LEVELS as readonly string[]).includes(value);

/** A floor is a number (2) or a named level (ático); a door a number (1) or a letter (B). */
export type FloorDoor = { floor_number: number | null; floor_level: FloorLevel | null; door: string | null };

/** A door is one to three digits or one letter, as Spanish buildings mark them. */
export const DOOR_PATTERN = /^(?:\d{1,3}|[A-Z])$/;

const LEVEL_WORDS: Record<Locale, Record<FloorLevel, string>> = {
  es: {
    sotano: 'Sótano',
    bajo: 'Bajo',
    entresuelo: 'Entresuelo',
    principal: 'Principal',
    atico: 'Ático',
    sobreatico: 'Sobreático',
  },
  ca: {
    sotano: 'Soterrani',
    bajo: 'Baixos',
    entresuelo: 'Entresòl',
    principal: 'Principal',
    atico: 'Àtic',
    sobreatico: 'Sobreàtic',
  },
  en: {
    sotano: 'basement',
    bajo: 'ground floor',
    entresuelo: 'mezzanine',
    principal: 'principal floor',
    atico: 'penthouse',
    sobreatico: 'upper penthouse',
  },
};

/** The admin's Spanish word for each level, for the form's list. */
export const floorLevelLabel = (level: FloorLevel): string => LEVEL_WORDS.es[level];

/** Catalan masculine ordinal (el pis): 1r, 2n, 3r, 4t, 5è… */
const catalanFloor = (n: number) => `${n}${n === 1 || n === 3 ? 'r' : n === 2 ? 'n' : n === 4 ? 't' : 'è'}`;

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
function englishOrdinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const isNumberDoor = (door: string) => /^\d+$/.test(door);

/** The floor alone in `locale`: «2.º», «2n», «2nd floor», «Ático», «penthouse»; null when neither is set. */
function floorWords(fd: FloorDoor, locale: Locale): string | null {
  if (fd.floor_level !== null) return LEVEL_WORDS[locale][fd.floor_level];
  if (fd.floor_number === null) return null;
  const n = fd.floor_number;
  if (locale === 'es') return `${n}.º`;
  if (locale === 'ca') return catalanFloor(n);
  return `${englishOrdinal(n)} floor`;
}

/** The door alone in `locale`: «1.ª» or «B», «1a» or «B», «door 1». */
function doorWords(door: string, locale: Locale): string {
  if (locale === 'en') return `door ${door}`;
  if (!isNumberDoor(door)) return door;
  return locale === 'es' ? `${door}.ª` : `${door}a`;
}

/**
 * Floor and door as a reader of `locale` writes them: «2.º 1.ª», «2n 1a», «2nd floor, door 1»; «Ático B», «Àtic B»,
 * «penthouse, door B». Null when nothing is set.
 */
export function formatFloorDoor(fd: FloorDoor, locale: Locale): string | null {
  const floor = floorWords(fd, locale);
  const door = fd.door ? doorWords(fd.door, locale) : null;
  if (floor === null && door === null) return null;
  if (locale === 'en') {
    const text = [floor, door].filter(Boolean).join(', ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return [floor, door].filter(Boolean).join(' ');
}

const LEVEL_PATTERNS: [RegExp, FloorLevel][] = [
  [/^(s[oó]tano|soterrani|basement)/i, 'sotano'],
  [/^(sobre[aáà]tic|upper penthouse)/i, 'sobreatico'],
  [/^([aáà]tic|penthouse)/i, 'atico'],
  [/^(bajos?|baixos?|planta baja|pb\b|ground)/i, 'bajo'],
  [/^(entresuelo|entres[oò]l|entlo|mezzanine)/i, 'entresuelo'],
  [/^(principal|pral)/i, 'principal'],
];

/**
 * Reads a floor typed as free text before these fields existed: «2.º 1.ª», «2º-1ª», «3r 2a», «4.º B», «Ático»,
 * «Bajos 1.ª». Null when it cannot be read without guessing: the text is then kept and shown as written.
 */
export function parseFloorDoor(text: string | null): FloorDoor | null {
  const written = (text ?? '').trim();
  if (written === '') return null;
  let floor_number: number | null = null;
  let floor_level: FloorLevel | null = null;
  let rest: string;
  const number = /^(\d{1,2})\s*(?:\.?\s*[ºª°o]\.?|r|n|t|è|st|nd|rd|th)?(?=$|[\s,/-])/i.exec(written);
  if (number) {
    floor_number = Number(number[1]);
    rest = written.slice(number[0].length);
  } else {
    const level = LEVEL_PATTERNS.find(([pattern]) => pattern.test(written));
    if (!level) return null;
    floor_level = level[1];
    rest = written.replace(/^\S+(?:\s+(?:baja|penthouse))?/i, '');
  }
  rest = rest.replace(/^[\s,/-]*(?:floor\b)?[\s,/-]*(?:puerta|porta|door)?\s*/i, '').trim();
  if (rest === '') return { floor_number, floor_level, door: null };
  const door = /^(\d{1,3})\s*(?:\.?\s*[ªº°a]\.?)?$|^([A-Z])$/i.exec(rest);
  if (!door) return null;
  return { floor_number, floor_level, door: door[1] ?? door[2]!.toUpperCase() };
}

/** The Land Registry as data: its number in the town (15) and the town (Barcelona). */
export type RegistryOffice = { registry_number: number | null; registry_city: string | null };

/**
 * The Land Registry in `locale`: «Registro de la Propiedad n.º 15 de Barcelona», «Registre de la Propietat núm. 15
 * de Barcelona», «Barcelona Land Registry No. 15». The town is a name and is never translated.
 */
export function formatRegistryOffice(office: RegistryOffice, locale: Locale): string | null {
  const city = office.registry_city?.trim() || null;
  const n = office.registry_number;
  if (city === null && n === null) return null;
  if (locale === 'en') {
    const name = city ? `${city} Land Registry` : 'Land Registry';
    return n === null ? name : `${name} No. ${n}`;
  }
  if (locale === 'ca') {
    const base = n === null ? 'Registre de la Propietat' : `Registre de la Propietat núm. ${n}`;
    return city ? `${base} ${deCa(city)}` : base;
  }
  const base = n === null ? 'Registro de la Propiedad' : `Registro de la Propiedad n.º ${n}`;
  return city ? `${base} de ${city}` : base;
}

const OFFICE_WITH_TOWN =
  /^registr[oe]\s+de\s+la\s+propie(?:dad|tat)\s*(?:(?:n\.?\s*º|núm\.?|num\.?|número)\s*(\d{1,3})\s*)?(?:de\s+|d['’])([^\d,]+?)\s*$/i;
const OFFICE_NUMBER =
  /^registr[oe](?:\s+de\s+la\s+propie(?:dad|tat))?\s*(?:n\.?\s*º|núm\.?|num\.?|número)\s*(\d{1,3})\s*$/i;
const TOWN_NUMBER = /^([^\d,]+?)\s*,?\s*(\d{1,3})\s*$/;

/**
 * Reads a Land Registry typed as free text, only when the whole text is one of the usual forms: «Registro de la
 * Propiedad n.º 15 de Barcelona», «Registre de la Propietat núm. 5 de Sabadell», «Registro de la Propiedad de Vic»,
 * «Barcelona 15». Anything else (a section, a note) is null, so nothing typed is ever dropped: it is shown as written.
 */
export function parseRegistryOffice(text: string | null): RegistryOffice | null {
  const written = (text ?? '').trim();
  const withTown = OFFICE_WITH_TOWN.exec(written);
  if (withTown) return { registry_number: withTown[1] ? Number(withTown[1]) : null, registry_city: withTown[2]! };
  const numberOnly = OFFICE_NUMBER.exec(written);
  if (numberOnly) return { registry_number: Number(numberOnly[1]), registry_city: null };
  const townNumber = /^registr/i.test(written) ? null : TOWN_NUMBER.exec(written);
  if (townNumber) return { registry_number: Number(townNumber[2]), registry_city: townNumber[1]! };
  return null;
}

/**
 * A value as a page shows it: in the page's language, or, when only a typed text exists and it cannot be read as
 * data, that text as written with the language it is in (`lang`), so the page and the document can say so.
 */
export type ShownValue = { value: string; lang: Locale | null };

/** The floor and door a page in `locale` shows: the data, else the old typed text read as data, else as typed. */
export function shownFloor(property: FloorDoor & { floor: string | null }, locale: Locale): ShownValue | null {
  const value =
    formatFloorDoor(property, locale) ?? formatFloorDoor(parseFloorDoor(property.floor) ?? NO_FLOOR, locale);
  if (value !== null) return { value, lang: null };
  return typedText(property.floor, locale);
}

/** The Land Registry a page in `locale` shows, by the same rule as shownFloor. */
export function shownRegistryOffice(
  property: RegistryOffice & { registry_office: string | null },
  locale: Locale,
): ShownValue | null {
  const parsed = parseRegistryOffice(property.registry_office);
  const value = formatRegistryOffice(property, locale) ?? (parsed ? formatRegistryOffice(parsed, locale) : null);
  if (value !== null) return { value, lang: null };
  return typedText(property.registry_office, locale);
}

const NO_FLOOR: FloorDoor = { floor_number: null, floor_level: null, door: null };

/** Owners typed these fields in Spanish: on another language's page the text says it is Spanish. */
function typedText(text: string | null, locale: Locale): ShownValue | null {
  const typed = text?.trim();
  if (!typed) return null;
  return { value: typed, lang: locale === 'es' ? null : 'es' };
}
