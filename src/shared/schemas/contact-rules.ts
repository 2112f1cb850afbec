import { emailRule, requiredTextRule, tooLongMessage } from '#shared/format/text-rules.ts';
import { INVALID_EMAIL_MESSAGE } from '#shared/identity/email.ts';
import {
  isValidSpanishPhone,
  PHONE_CHANGE_MESSAGE,
  PHONE_INTERNATIONAL_CHANGE_MESSAGE,
  PHONE_INTERNATIONAL_SUBMIT_MESSAGE,
  PHONE_SUBMIT_MESSAGE,
} from '#shared/identity/phone.ts';

// Public contact form (docs/product.md §9). The rules below are the single source for both the form, which checks
// each field on change and again on submit, and the API (contact-schema.ts), which applies the submit rules.
// Kept apart from the zod schema so the public bundle can use them without shipping zod.

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ValidationMode = 'change' | 'submit';
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_NAME_MAX_LENGTH = 200;
const MAX_PHONE_LENGTH = 40;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const NAME_REQUIRED = 'El nombre es obligatorio';
export const EMAIL_REQUIRED = 'El email es obligatorio';
export const PHONE_REQUIRED = 'El teléfono es obligatorio';
export const MESSAGE_REQUIRED = 'El mensaje es obligatorio';
export const MESSAGE_TOO_SHORT = `El mensaje debe tener al menos ${CONTACT_MESSAGE_MIN_LENGTH} caracteres`;

/**
 * The Catalan and English pages also accept a phone in international form; the check itself (libphonenumber-js,
 * international-phone.ts) is passed in, so these rules stay light enough for the public bundle, which loads it
 * only on those pages. Without it the Spanish rule stands exactly (docs/product.md#9-validation-rules-and-messages).
 */
export type ContactOptions = { internationalPhone?: (value: string) => boolean };

type ContactRule = (value: string, mode: ValidationMode, options?: ContactOptions) => string | null;

export const CONTACT_RULES: Record<ContactField, ContactRule> = {
  name: requiredTextRule(NAME_REQUIRED, 'El nombre', CONTACT_NAME_MAX_LENGTH),
  email: emailRule(EMAIL_REQUIRED, INVALID_EMAIL_MESSAGE),
  phone: (value, mode, options) => {
    if (value.trim() === '') return PHONE_REQUIRED;
    if (value.length <= MAX_PHONE_LENGTH && isValidSpanishPhone(value)) return null;
    const international = options?.internationalPhone;
    if (international) {
      if (value.length <= MAX_PHONE_LENGTH && international(value)) return null;
      return mode === 'change' ? PHONE_INTERNATIONAL_CHANGE_MESSAGE : PHONE_INTERNATIONAL_SUBMIT_MESSAGE;
    }
    // The gentler text is shown while typing, the explicit one when the visitor tries to send.
    return mode === 'change' ? PHONE_CHANGE_MESSAGE : PHONE_SUBMIT_MESSAGE;
  },
  message: (value) => {
    const text = value.trim();
    if (text === '') return MESSAGE_REQUIRED;
    if (text.length < CONTACT_MESSAGE_MIN_LENGTH) return MESSAGE_TOO_SHORT;
    return text.length > CONTACT_MESSAGE_MAX_LENGTH ? tooLongMessage('El mensaje', CONTACT_MESSAGE_MAX_LENGTH) : null;
  },
};

export function validateContactField(
  field: ContactField,
  value: string,
  mode: ValidationMode,
  options?: ContactOptions,
): string | null {
  return CONTACT_RULES[field](value, mode, options);
}

/** Errors of every field that fails; an empty object means the form can be sent. */
export function validateContactForm(
  values: Partial<Record<ContactField, string>>,
  mode: ValidationMode,
  options?: ContactOptions,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = validateContactField(field, values[field] ?? '', mode, options);
    if (message !== null) errors[field] = message;
  }
  return errors;
}
