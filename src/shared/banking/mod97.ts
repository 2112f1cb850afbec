// ISO 7064 MOD 97-10, shared by IBAN (ISO 13616) and creditor references (ISO 11649).

/** Remainder modulo 97 of an alphanumeric string read with A=10 … Z=35; NaN if it has other characters. */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric.toUpperCase()) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return Number.NaN;
    // Letters contribute two digits, so the running remainder is shifted by 100 instead of 10.
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** Two check digits that make `body + countryOrTag + digits` satisfy mod97 === 1. */
export function mod97CheckDigits(body: string, tag: string): string {
  return String(98 - mod97(`${body}${tag}00`)).padStart(2, '0');
}
