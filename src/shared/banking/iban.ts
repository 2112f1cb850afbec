import { groupsOfFour } from '#shared/format/groups-of-four.ts';

import { mod97 } from './mod97';

// Lengths for the SEPA countries (EPC register): payments are SEPA transfers in euros, so other
// countries' accounts are of no use here and are rejected.
const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

const IBAN_SHAPE = /^([A-Z]{2})\d{2}[A-Z0-9]+$/;
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Electronic form: no spaces, uppercase. */
export function normalizeIban(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(s: string): boolean {
  const iban = normalizeIban(s);
  const country = IBAN_SHAPE.exec(iban)?.[1];
  if (!country || !Object.hasOwn(SEPA_IBAN_LENGTHS, country) || SEPA_IBAN_LENGTHS[country] !== iban.length) {
    return false;
  }
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Paper form: "ES91 2100 0418 4502 0005 1332". */
export function formatIban(s: string): string {
  return groupsOfFour(normalizeIban(s));
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(s: string): boolean {
  return BIC_SHAPE.test(s.replace(/\s+/g, '').toUpperCase());
}
