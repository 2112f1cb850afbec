// A buyer's identity document (docs/product.md#foreign-buyers): a Spanish DNI or NIE, as the specification has it, or,
// for a foreign buyer who has no NIE yet, a passport or an EU/EEA national identity card with its issuing country,
// beside an optional NIE. A notary needs the NIE before the deed; obtaining one takes weeks.

import { EU_EEA_STATES } from '#shared/banking/eu-eea.ts';

import { normalizeDni, validateDniNie } from './dni';

export const BUYER_ID_TYPES = ['dni_nie', 'passport', 'eu_id_card'] as const;
export type BuyerIdType = (typeof BUYER_ID_TYPES)[number];

/** The EU and EEA states (and Switzerland, whose citizens use their identity card the same way). */
export const EU_EEA_COUNTRIES = [...EU_EEA_STATES, 'CH'] as const;

export const ID_TYPE_LABELS: Readonly<Record<BuyerIdType, string>> = {
  dni_nie: 'DNI/NIE',
  passport: 'Pasaporte',
  eu_id_card: 'Documento nacional de identidad de la UE/EEE',
};

export const ID_NUMBER_MESSAGE = 'Número de documento no válido: de 5 a 20 letras y cifras';
export const ID_COUNTRY_MESSAGE = 'País del documento no válido: código ISO de dos letras (por ejemplo, GB o FR)';
export const EU_COUNTRY_MESSAGE = 'Un documento de identidad de la UE/EEE lo expide un país de la UE o del EEE';
/** The wizard's DNI/NIE error points to the other document types. */
export const DNI_NIE_HINT = 'Si el comprador no tiene DNI ni NIE, elige «Pasaporte» o «Documento de identidad UE/EEE».';

/** A passport or foreign identity card number: letters and digits, 5–20, stored upper-case without spaces. */
export const normalizeDocumentNumber = (value: string): string => value.trim().toUpperCase().replace(/[\s-]/g, '');

export function validateDocumentNumber(value: string): string | null {
  return /^[A-Z0-9]{5,20}$/.test(normalizeDocumentNumber(value)) ? null : ID_NUMBER_MESSAGE;
}

export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value.trim().toUpperCase());

/** null when valid; otherwise the Spanish message for the field that is wrong. */
export function validateIdentityDocument(input: {
  id_type: BuyerIdType;
  number: string;
  country: string | null | undefined;
  nie: string | null | undefined;
}): { field: 'dni' | 'id_country' | 'nie'; message: string } | null {
  if (input.id_type === 'dni_nie') {
    const error = validateDniNie(input.number);
    return error ? { field: 'dni', message: error } : null;
  }
  const numberError = validateDocumentNumber(input.number);
  if (numberError) return { field: 'dni', message: numberError };
  const country = (input.country ?? '').trim().toUpperCase();
  if (!isCountryCode(country)) return { field: 'id_country', message: ID_COUNTRY_MESSAGE };
  if (input.id_type === 'eu_id_card' && !(EU_EEA_COUNTRIES as readonly string[]).includes(country))
    return { field: 'id_country', message: EU_COUNTRY_MESSAGE };
  const nie = (input.nie ?? '').trim();
  if (nie !== '') {
    const error = validateDniNie(nie);
    if (error || !/^[XYZ]/.test(normalizeDni(nie)))
      return { field: 'nie', message: error ?? 'Un NIE empieza por X, Y o Z' };
  }
  return null;
}

/** A buyer without a Spanish tax identity number: they will need an NIE before the deed. */
export const needsNie = (buyer: { id_type?: string | null; nie?: string | null }): boolean =>
  (buyer.id_type ?? 'dni_nie') !== 'dni_nie' && !(buyer.nie ?? '').trim();
