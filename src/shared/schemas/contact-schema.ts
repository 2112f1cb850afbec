import { z } from 'zod';
import {
  CONTACT_RULES,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  type ContactField,
} from './contact-rules';
import { optionalText, ruledString } from './zod-fields';

export * from './contact-rules';

const submitRule = (field: ContactField) => (value: string) => CONTACT_RULES[field](value, 'submit');

export const contactMessageSchema = z.object(
  {
    name: ruledString(NAME_REQUIRED, submitRule('name')),
    email: ruledString(EMAIL_REQUIRED, submitRule('email')),
    phone: ruledString(PHONE_REQUIRED, submitRule('phone')),
    message: ruledString(MESSAGE_REQUIRED, submitRule('message')),
    interested_property: optionalText('La propiedad de interés', 300),
    /** Honeypot: hidden from people, so any value marks the sender as a bot. */
    website: z.string({ error: 'Datos del formulario no válidos' }).optional(),
  },
  { error: 'Datos del formulario no válidos' },
);

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
