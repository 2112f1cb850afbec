import { z } from 'zod';

import { foldToOneLine } from '#shared/format/one-line.ts';
import { DEFAULT_LOCALE, LOCALES } from '#shared/i18n/locales.ts';
import { normalizeDni, validateDniNie } from '#shared/identity/dni.ts';
import { normalizeEmail } from '#shared/identity/email.ts';
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

export function validateBuyerField(field: BuyerField, value: string, options: { international?: boolean } = {}) {
  return field === 'phone' ? phoneRule(options.international === true)(value) : BUYER_RULES[field](value);
}

/** True when two buyers share an email, ignoring case and surrounding spaces. */
export function hasDuplicateBuyerEmails(buyers: readonly { email: string }[]): boolean {
  const emails = buyers.map((buyer) => normalizeEmail(buyer.email));
  return new Set(emails).size !== emails.length;
}

/** True when two buyers share a DNI/NIE (compared normalised: "12345678-z" is "12345678Z"); a notary would refuse it. */
export function hasDuplicateBuyerDnis(buyers: readonly { dni: string }[]): boolean {
  const dnis = buyers.map((buyer) => normalizeDni(buyer.dni)).filter((dni) => dni !== '');
  return new Set(dnis).size !== dnis.length;
}

export const buyerSchema = z
  .object(
    {
      name: ruledString(NAME_REQUIRED, BUYER_RULES.name).transform(foldToOneLine),
      email: ruledString(EMAIL_REQUIRED, BUYER_RULES.email),
      dni: ruledString(DNI_REQUIRED, BUYER_RULES.dni).transform(normalizeDni),
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
    // Only an international number the field's own check let through: any other bad number is reported there.
    const phone = typeof buyer.phone === 'string' ? buyer.phone : '';
    if (phone && !isValidSpanishPhone(phone) && isValidInternationalPhone(phone) && !acceptsInternationalPhone(buyer)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: BUYER_PHONE_MESSAGE });
    }
  });

export const buyersSchema = z
  .array(buyerSchema, { error: AT_LEAST_ONE_BUYER_MESSAGE })
  .min(1, AT_LEAST_ONE_BUYER_MESSAGE)
  .max(MAX_BUYERS, `No puede haber más de ${MAX_BUYERS} compradores`)
  .refine((buyers) => !hasDuplicateBuyerEmails(buyers), DUPLICATE_BUYER_EMAIL_MESSAGE)
  .refine((buyers) => !hasDuplicateBuyerDnis(buyers), DUPLICATE_BUYER_DNI_MESSAGE);

export type BuyerInput = z.output<typeof buyerSchema>;
