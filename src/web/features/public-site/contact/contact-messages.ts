import { tooLongMessage } from '#shared/format/text-rules.ts';
import { INVALID_EMAIL_MESSAGE } from '#shared/identity/email.ts';
import {
  INTERNATIONAL_PHONE_EXAMPLE,
  PHONE_CHANGE_MESSAGE,
  PHONE_EXAMPLE,
  PHONE_INTERNATIONAL_CHANGE_MESSAGE,
  PHONE_INTERNATIONAL_SUBMIT_MESSAGE,
  PHONE_SUBMIT_MESSAGE,
} from '#shared/identity/phone.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_SHORT,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  type ContactErrors,
} from '#shared/schemas/contact-rules.ts';
import type { PublicTranslate } from '#web/features/public-site/i18n.tsx';

// The contact rules are shared with the API, which answers in Spanish (docs/product.md §8). The form shows each
// of their messages in the page's language: every Spanish message the rules can give has a catalog key here.

type Translation = (t: PublicTranslate) => string;

const TRANSLATIONS = new Map<string, Translation>([
  [NAME_REQUIRED, (t) => t('contact.nameRequired')],
  [
    tooLongMessage('El nombre', CONTACT_NAME_MAX_LENGTH),
    (t) => t('contact.nameTooLong', { max: CONTACT_NAME_MAX_LENGTH }),
  ],
  [EMAIL_REQUIRED, (t) => t('contact.emailRequired')],
  [INVALID_EMAIL_MESSAGE, (t) => t('contact.emailInvalid')],
  [PHONE_REQUIRED, (t) => t('contact.phoneRequired')],
  [PHONE_CHANGE_MESSAGE, (t) => t('contact.phoneChange', { example: PHONE_EXAMPLE })],
  [PHONE_SUBMIT_MESSAGE, (t) => t('contact.phoneSubmit', { example: PHONE_EXAMPLE })],
  [
    PHONE_INTERNATIONAL_CHANGE_MESSAGE,
    (t) =>
      t('contact.phoneInternationalChange', { example: PHONE_EXAMPLE, international: INTERNATIONAL_PHONE_EXAMPLE }),
  ],
  [
    PHONE_INTERNATIONAL_SUBMIT_MESSAGE,
    (t) => t('contact.phoneInternationalSubmit', { international: INTERNATIONAL_PHONE_EXAMPLE }),
  ],
  [MESSAGE_REQUIRED, (t) => t('contact.messageRequired')],
  [MESSAGE_TOO_SHORT, (t) => t('contact.messageTooShort', { min: CONTACT_MESSAGE_MIN_LENGTH })],
  [
    tooLongMessage('El mensaje', CONTACT_MESSAGE_MAX_LENGTH),
    (t) => t('contact.messageTooLong', { max: CONTACT_MESSAGE_MAX_LENGTH }),
  ],
]);

/** A rule's Spanish message in the page's language (a message without a translation is shown as it is). */
function translateContactError(message: string, t: PublicTranslate): string {
  return TRANSLATIONS.get(message)?.(t) ?? message;
}

export function translateContactErrors(errors: ContactErrors, t: PublicTranslate): ContactErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && translateContactError(message, t)]),
  );
}
