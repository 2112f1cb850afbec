import { groupsOfFour } from '#shared/format/groups-of-four.ts';

import { mod97, mod97CheckDigits } from './mod97';

// ISO 11649 structured creditor reference: "RF" + 2 check digits + up to 21 letters/digits.
// Banks verify the check digits, so a mistyped transfer reference is caught at the payer's bank.

const MAX_BASE_LENGTH = 21;
const RF_REFERENCE = /^RF(\d{2})([A-Z0-9]{1,21})$/;

function clean(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/** Throws RangeError when the cleaned base is empty, longer than 21 or not alphanumeric. */
export function createRfReference(base: string): string {
  const body = clean(base);
  if (!/^[A-Z0-9]+$/.test(body) || body.length > MAX_BASE_LENGTH) {
    throw new RangeError(`Base de referencia no válida: "${base}"`);
  }
  return `RF${mod97CheckDigits(body, 'RF')}${body}`;
}

/** Spaces and letter case are ignored, as on paper. */
export function isValidRfReference(s: string): boolean {
  const match = RF_REFERENCE.exec(clean(s));
  if (!match) return false;
  const [, check = '', body = ''] = match;
  return mod97(`${body}RF${check}`) === 1;
}

/** "RF18 5390 0754 7034". */
export function formatRfReference(s: string): string {
  return groupsOfFour(clean(s));
}
