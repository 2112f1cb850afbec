import { normalizeDni, validateDniNie } from './dni';

// CIF: organisation letter, 7 digits (province + sequence), control character.
const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const CONTROL_LETTERS = 'JABCDEFGHI';
// Entity kinds whose control must be a letter (public bodies, foreign entities, …) or a digit (companies).
const LETTER_CONTROL = 'NPQRSW';
const DIGIT_CONTROL = 'ABEH';

function controlDigit(digits: string): number {
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    // Odd positions (1st, 3rd, …) are doubled and their digits added; even positions count as is.
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCif(s: string): boolean {
  const match = CIF.exec(normalizeDni(s));
  if (!match) return false;
  const [, kind = '', digits = '', control = ''] = match;
  const expected = controlDigit(digits);
  const asDigit = control === String(expected);
  const asLetter = control === CONTROL_LETTERS.charAt(expected);
  if (LETTER_CONTROL.includes(kind)) return asLetter;
  if (DIGIT_CONTROL.includes(kind)) return asDigit;
  return asDigit || asLetter;
}

/** A Spanish tax id: company CIF, or a person's DNI/NIE. */
export function isValidTaxId(s: string): boolean {
  return isValidCif(s) || validateDniNie(normalizeDni(s)) === null;
}
