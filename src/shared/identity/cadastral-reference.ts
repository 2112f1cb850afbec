export const CADASTRAL_FORMAT_MESSAGE =
  'La referencia catastral debe tener 20 caracteres (14 de la finca, 4 del inmueble y 2 letras de control)';
export const CADASTRAL_CONTROL_MESSAGE = 'Las letras de control de la referencia catastral no son correctas';

type CadastralReferenceError = typeof CADASTRAL_FORMAT_MESSAGE | typeof CADASTRAL_CONTROL_MESSAGE;

// The Dirección General del Catastro's check: two control letters, each a weighted sum modulo 23 over one half of
// the parcel (7 characters) followed by the property's 4-digit sequence. See docs/product.md#2-entities-and-statuses.
const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1];
const CONTROL_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const FORMAT = /^[0-9A-ZÑ]{14}\d{4}[A-Z]{2}$/;

function characterValue(character: string): number {
  if (character >= '0' && character <= '9') return Number(character);
  if (character === 'Ñ') return 15;
  const code = character.charCodeAt(0);
  // A–N are 1–14; after Ñ (15) the alphabet continues at 16.
  return character <= 'N' ? code - 64 : code - 63;
}

function controlLetter(chars: string): string {
  let sum = 0;
  [...chars].forEach((character, index) => {
    sum = (sum + characterValue(character) * WEIGHTS[index]!) % 23;
  });
  return CONTROL_LETTERS.charAt(sum);
}

/** Upper case without spaces or hyphens: "9872023 VH5797S 0001 WX" → "9872023VH5797S0001WX". */
export function normalizeCadastralReference(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** null when valid (after normalising); otherwise what is wrong, in Spanish. */
export function validateCadastralReference(value: string): CadastralReferenceError | null {
  const reference = normalizeCadastralReference(value);
  if (!FORMAT.test(reference)) return CADASTRAL_FORMAT_MESSAGE;
  const sequence = reference.slice(14, 18);
  const expected = controlLetter(reference.slice(0, 7) + sequence) + controlLetter(reference.slice(7, 14) + sequence);
  return expected === reference.slice(18) ? null : CADASTRAL_CONTROL_MESSAGE;
}
