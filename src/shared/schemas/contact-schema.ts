import { z } from 'zod';

import { CONTACT_MISSING_PARTS, CONTACT_SOURCES, CONTACT_STAGES } from '#shared/contact-lifecycle/index.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { isValidInternationalPhone } from '#shared/identity/international-phone.ts';

import {
  CONTACT_RULES,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  type ContactField,
} from './contact-rules';
import { isoDateString, optionalText, ruledString } from './zod-fields';

export * from './contact-rules';

const submitRule = (field: ContactField) => (value: string) => CONTACT_RULES[field](value, 'submit');

/** Visitors of the Catalan and English pages may live abroad: their phone may be in international form. */
const phoneOptions = (locale: Locale | undefined) =>
  locale === 'ca' || locale === 'en' ? { internationalPhone: isValidInternationalPhone } : {};

export const contactMessageSchema = z
  .object(
    {
      name: ruledString(NAME_REQUIRED, submitRule('name')),
      email: ruledString(EMAIL_REQUIRED, submitRule('email')),
      // Checked below, once the page's language is known.
      phone: z.string({ error: PHONE_REQUIRED }).trim(),
      message: ruledString(MESSAGE_REQUIRED, submitRule('message')),
      interested_property: optionalText('La propiedad de interés', 300),
      /** Honeypot: hidden from people, so any value marks the sender as a bot. */
      website: z.string({ error: 'Datos del formulario no válidos' }).optional(),
      /** The language of the page the message was sent from; Spanish when absent. */
      locale: z.enum(LOCALES, { error: 'El idioma debe ser es, ca o en' }).optional(),
    },
    { error: 'Datos del formulario no válidos' },
  )
  .superRefine(
    (input, ctx) => {
      const message = CONTACT_RULES.phone(input.phone, 'submit', phoneOptions(input.locale));
      if (message !== null) ctx.addIssue({ code: 'custom', path: ['phone'], message });
    },
    // Also when another field failed, so every problem is reported at once as before.
    { when: (payload) => typeof (payload.value as { phone?: unknown } | undefined)?.phone === 'string' },
  );

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const contactResponseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    interested_property: z.string().nullable(),
    created_at: isoDateString(),
    // Added by the enquiries (docs/product.md §4.1); the specification's fields above are unchanged.
    source: z.enum(CONTACT_SOURCES).describe('web o el portal de la consulta'),
    language: z.enum(LOCALES).describe('Idioma del contacto'),
    stage: z.enum(CONTACT_STAGES).describe('Etapa: new, contacted, viewing, offer, reserved, discarded'),
    property_id: z.number().int().nullable().describe('Propiedad de la cartera por la que pregunta'),
    missing: z.array(z.enum(CONTACT_MISSING_PARTS)).describe('Lo que el correo del portal no decía'),
    email_is_relay: z.boolean().describe('El email es el reenvío del portal, no el de la persona'),
    unsubscribed: z.boolean().describe('Pidió no recibir más correos'),
  })
  .meta({ id: 'Contact' });

export type ContactDto = z.infer<typeof contactResponseSchema>;
