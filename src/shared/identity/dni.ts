const DNI_FORMAT_MESSAGE = 'Formato DNI/NIE no válido';
const DNI_LETTER_MESSAGE = 'Letra del DNI incorrecta';
const NIE_LETTER_MESSAGE = 'Letra del NIE incorrecta';

type DniNieError = typeof DNI_FORMAT_MESSAGE | typeof DNI_LETTER_MESSAGE | typeof NIE_LETTER_MESSAGE;

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
// A NIE is checked as the number obtained by replacing its initial X, Y or Z with 0, 1 or 2.
const NIE_PREFIXES = 'XYZ';

function controlLetter(digits: string): string {
  return CONTROL_LETTERS.charAt(Number(digits) % 23);
}

/** null when valid; otherwise the fixed message (docs/product.md) saying what is wrong. */
export function validateDniNie(value: string): DniNieError | null {
  const id = value.trim().toUpperCase();
  const dni = DNI.exec(id);
  if (dni) {
    const [, digits = '', letter] = dni;
    return controlLetter(digits) === letter ? null : DNI_LETTER_MESSAGE;
  }
  const nie = NIE.exec(id);
  if (nie) {
    const [, prefix = '', digits = '', letter] = nie;
    return controlLetter(`${NIE_PREFIXES.indexOf(prefix)}${digits}`) === letter ? null : NIE_LETTER_MESSAGE;
  }
  return DNI_FORMAT_MESSAGE;
}

/** Canonical stored form: "12345678-z " → "12345678Z". */
export function normalizeDni(v: string): string {
  return v.trim().toUpperCase().replace(/[\s-]/g, '');
}

const VISIBLE_TAIL = 4;

/** Hides all but the last three digits and the letter ("12345678Z" → "*****678Z") for emails and lists. */
export function maskDni(v: string): string {
  const id = normalizeDni(v);
  if (id.length <= VISIBLE_TAIL) return '*'.repeat(id.length);
  return '*'.repeat(id.length - VISIBLE_TAIL) + id.slice(-VISIBLE_TAIL);
}
