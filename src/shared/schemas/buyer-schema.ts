import { z } from 'zod';

import { foldToOneLine } from '#shared/format/one-line.ts';
import { DEFAULT_LOCALE, LOCALES } from '#shared/i18n/locales.ts';
import { normalizeDni, validateDniNie } from '#shared/identity/dni.ts';
import { normalizeEmail } from '#shared/identity/email.ts';
import {
  BUYER_ID_TYPES,
  normalizeDocumentNumber,
  validateIdentityDocument,
  type BuyerIdType,
} from '#shared/identity/identity-document.ts';
import { isValidInternationalPhone } from '#shared/identity/international-phone.ts';
import { BUYER_PHONE_MESSAGE, isValidSpanishPhone } from '#shared/identity/phone.ts';

import { emailRule, numberField, requiredTextRule, ruledString, type Rule } from './zod-fields';

// Buyers of a contract (docs/product.md §9 "Buyers"). The same rules drive the live checks of the creation
// wizard and the validation of POST /api/cms/contracts.

export const BUYER_FIELDS = ['name', 'email', 'dni', 'address', 'phone'] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

export const MAX_BUYERS = 10;
export const AT_LEAST_ONE_BUYER_MESSAGE = 'Debe haber al menos un comprador';
export const DUPLICATE_BUYER_EMAIL_MESSAGE = 'No puede haber emails duplicados entre los compradores';
export const DUPLICATE_BUYER_DNI_MESSAGE = 'DNI/NIE: dos compradores no pueden tener el mismo DNI/NIE';

const NAME_REQUIRED = 'El nombre del comprador es requerido';
const EMAIL_REQUIRED = 'El email del comprador es requerido';
const DNI_REQUIRED = 'El DNI/NIE del comprador es requerido';
const ADDRESS_REQUIRED = 'La dirección del comprador es requerida';
export const BUYER_LANGUAGE_MESSAGE = 'Idioma del comprador no válido: debe ser es, ca o en';

const BUYER_RULES: Record<BuyerField, Rule> = {
  name: requiredTextRule(NAME_REQUIRED, 'El nombre del comprador', 200),
  email: emailRule(EMAIL_REQUIRED, 'Formato de email no válido'),
  dni: (value) => (value.trim() === '' ? DNI_REQUIRED : validateDniNie(value)),
  // A passport or EU identity card number is checked with its type, below (docs/product.md#foreign-buyers).
  address: requiredTextRule(ADDRESS_REQUIRED, 'La dirección del comprador', 500),
  // Optional: only a typed number is checked.
  phone: (value) => (value.trim() === '' || isValidSpanishPhone(value) ? null : BUYER_PHONE_MESSAGE),
};

/**
 * A buyer who reads Catalan or English, or whose number is marked as foreign, may give it in international form
 * (E.164, `+CC …`), as the public contact form allows with `locale`; anyone else keeps the specification's Spanish
 * rule and its 'Teléfono no válido' (docs/product.md §9 "Buyers").
 */
export function acceptsInternationalPhone(buyer: { language?: string | null; phone_foreign?: boolean | null }) {
  return (buyer.language ?? DEFAULT_LOCALE) !== DEFAULT_LOCALE || buyer.phone_foreign === true;
}

const phoneRule =
  (international: boolean): Rule =>
  (value) =>
    value.trim() === '' || isValidSpanishPhone(value) || (international && isValidInternationalPhone(value))
      ? null
      : BUYER_PHONE_MESSAGE;

export function validateBuyerField(
  field: BuyerField,
  value: string,
  options: { international?: boolean; idType?: BuyerIdType } = {},
) {
  if (field === 'dni' && options.idType && options.idType !== 'dni_nie')
    return value.trim() === ''
      ? DNI_REQUIRED
      : (validateIdentityDocument({ id_type: options.idType, number: value, country: 'ES', nie: null })?.message ??
          null);
  return field === 'phone' ? phoneRule(options.international === true)(value) : BUYER_RULES[field](value);
}

/** The stored form of the document number: a DNI/NIE as "12345678Z", another document upper-case without spaces. */
export const normalizeIdNumber = (idType: BuyerIdType, value: string): string =>
  idType === 'dni_nie' ? normalizeDni(value) : normalizeDocumentNumber(value);

/** True when two buyers share an email, ignoring case and surrounding spaces. */
export function hasDuplicateBuyerEmails(buyers: readonly { email: string }[]): boolean {
  const emails = buyers.map((buyer) => normalizeEmail(buyer.email));
  return new Set(emails).size !== emails.length;
}

/** True when two buyers share a DNI/NIE (compared normalised: "12345678-z" is "12345678Z"); a notary would refuse it. */
export function hasDuplicateBuyerDnis(buyers: readonly { dni: string; nie?: string | null }[]): boolean {
  const dnis = buyers
    .flatMap((buyer) => [buyer.dni, buyer.nie ?? ''])
    .map((dni) => normalizeDni(dni))
    .filter((dni) => dni !== '');
  return new Set(dnis).size !== dnis.length;
}

export const buyerSchema = z
  .object(
    {
      name: ruledString(NAME_REQUIRED, BUYER_RULES.name).transform(foldToOneLine),
      email: ruledString(EMAIL_REQUIRED, BUYER_RULES.email),
      // The DNI/NIE, or the number of the document `id_type` names; checked with its type below.
      dni: ruledString(DNI_REQUIRED, (value) => (value.trim() === '' ? DNI_REQUIRED : null)),
      id_type: z
        .enum(BUYER_ID_TYPES, { error: 'Tipo de documento no válido: dni_nie, passport o eu_id_card' })
        .default('dni_nie')
        .describe('dni_nie (por defecto), passport o eu_id_card: un comprador extranjero sin NIE todavía'),
      id_country: z
        .string({ error: 'id_country debe ser un texto' })
        .trim()
        .toUpperCase()
        .nullish()
        .describe('País que expidió el pasaporte o el documento de identidad (ISO 3166-1 alfa-2)'),
      nie: z
        .string({ error: 'nie debe ser un texto' })
        .trim()
        .toUpperCase()
        .nullish()
        .describe('El NIE, si ya lo tiene (opcional con pasaporte o documento de la UE/EEE)'),
      address: ruledString(ADDRESS_REQUIRED, BUYER_RULES.address).transform(foldToOneLine),
      // Spanish or international: which one this buyer may give is checked below, once the language is known.
      phone: ruledString(BUYER_PHONE_MESSAGE, phoneRule(true)).transform(foldToOneLine).nullish(),
      phone_foreign: z
        .boolean({ error: 'phone_foreign debe ser true o false' })
        .optional()
        .describe('El teléfono es de fuera de España: se acepta en formato internacional (+CC …)'),
      buyer_order: numberField({ label: 'El orden del comprador', min: 1, max: MAX_BUYERS, integer: true }).optional(),
      // The language of the buyer's mails and pages (docs/product.md §11.2); older clients that omit it get Spanish.
      language: z.enum(LOCALES, { error: BUYER_LANGUAGE_MESSAGE }).default(DEFAULT_LOCALE),
    },
    { error: 'Datos del comprador no válidos' },
  )
  .superRefine((buyer, context) => {
    const identity = validateIdentityDocument({
      id_type: buyer.id_type,
      number: buyer.dni,
      country: buyer.id_country,
      nie: buyer.nie,
    });
    if (identity) context.addIssue({ code: 'custom', path: [identity.field], message: identity.message });
    // Only an international number the field's own check let through: any other bad number is reported there.
    const phone = typeof buyer.phone === 'string' ? buyer.phone : '';
    if (phone && !isValidSpanishPhone(phone) && isValidInternationalPhone(phone) && !acceptsInternationalPhone(buyer)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: BUYER_PHONE_MESSAGE });
    }
  });

/** The buyer as stored: the document number normalised for its type, a DNI/NIE without country or second NIE. */
export const storedBuyerSchema = buyerSchema.transform((buyer) => {
  const spanish = buyer.id_type === 'dni_nie';
  return {
    ...buyer,
    dni: normalizeIdNumber(buyer.id_type, buyer.dni),
    id_country: spanish ? null : (buyer.id_country ?? null),
    nie: spanish || !buyer.nie ? null : normalizeDni(buyer.nie),
  };
});

export const buyersSchema = z
  .array(storedBuyerSchema, { error: AT_LEAST_ONE_BUYER_MESSAGE })
  .min(1, AT_LEAST_ONE_BUYER_MESSAGE)
  .max(MAX_BUYERS, `No puede haber más de ${MAX_BUYERS} compradores`)
  .refine((buyers) => !hasDuplicateBuyerEmails(buyers), DUPLICATE_BUYER_EMAIL_MESSAGE)
  .refine((buyers) => !hasDuplicateBuyerDnis(buyers), DUPLICATE_BUYER_DNI_MESSAGE);

export type BuyerInput = z.output<typeof storedBuyerSchema>;
