export const PHONE_EXAMPLE = '612 345 678';
export const PHONE_CHANGE_MESSAGE = `Introduce un teléfono válido (ej: ${PHONE_EXAMPLE})`;
export const PHONE_SUBMIT_MESSAGE = `Por favor, introduce un teléfono español válido (ej: ${PHONE_EXAMPLE})`;
export const BUYER_PHONE_MESSAGE = 'Teléfono no válido';
/** A number people abroad recognise as "country code first" (the contact form in Catalan and English). */
export const INTERNATIONAL_PHONE_EXAMPLE = '+44 7700 900123';
export const PHONE_INTERNATIONAL_CHANGE_MESSAGE = `Introduce un teléfono válido (ej: ${PHONE_EXAMPLE} o ${INTERNATIONAL_PHONE_EXAMPLE})`;
export const PHONE_INTERNATIONAL_SUBMIT_MESSAGE = `Por favor, introduce un teléfono español o en formato internacional, con el prefijo del país (ej: ${INTERNATIONAL_PHONE_EXAMPLE})`;

// Optional country prefix, then a Spanish mobile (6, 7) or landline/special (8, 9) number of 9 digits.
const SPANISH_PHONE = /^(?:\+34|0034|34)?[6-9]\d{8}$/;

/** Drops the separators people type ("(91) 234-56.78"); everything else is kept so it can fail validation. */
export function normalizePhone(s: string): string {
  return s.replace(/[\s\-().]/g, '');
}

export function isValidSpanishPhone(s: string): boolean {
  return SPANISH_PHONE.test(normalizePhone(s));
}
