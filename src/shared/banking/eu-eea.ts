// The European Union and the European Economic Area, by ISO 3166-1 alpha-2 code (docs/product.md#identified-buyers).
// RD 304/2014 art. 21.1.c takes a first payment from an account in the customer's name at a bank established in Spain
// or the EU (or an equivalent third country): an ordering account whose IBAN begins with another country's code is
// flagged in the buyer file's export and does not complete a buyer's non-face-to-face identification by itself.

import { normalizeIban } from './iban';

/** The 27 member states of the EU and the three other EEA states (Iceland, Liechtenstein, Norway). */
export const EU_EEA_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

const STATES = new Set<string>(EU_EEA_STATES);

export const isEuEeaCountry = (code: string): boolean => STATES.has(code.toUpperCase());

/** The country an IBAN belongs to: its first two letters ("GB29 NWBK…" → "GB"); null when they are not letters. */
export function ibanCountry(iban: string): string | null {
  const code = normalizeIban(iban).slice(0, 2);
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Whether the account is held in the EU/EEA as its IBAN says; null when there is no IBAN to read. */
export function isEuEeaIban(iban: string | null | undefined): boolean | null {
  const country = iban ? ibanCountry(iban) : null;
  return country === null ? null : isEuEeaCountry(country);
}
