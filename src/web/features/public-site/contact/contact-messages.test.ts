import { describe, expect, it } from 'vitest';

import { publicEn } from '#shared/i18n/messages/public.en.ts';
import { publicEs } from '#shared/i18n/messages/public.es.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { validateContactField, validateContactForm } from '#shared/schemas/contact-rules.ts';

import { translateContactErrors } from './contact-messages';

const samples: [Parameters<typeof validateContactField>[0], string][] = [
  ['name', ''],
  ['name', 'x'.repeat(201)],
  ['email', ''],
  ['email', 'nope'],
  ['phone', ''],
  ['phone', '123'],
  ['message', ''],
  ['message', 'corto'],
  ['message', 'x'.repeat(5001)],
];

describe('contact form messages', () => {
  it('gives the Spanish page exactly the messages of the shared rules', () => {
    const t = createTranslator('es', publicEs);
    for (const mode of ['change', 'submit'] as const) {
      for (const [field, value] of samples) {
        const message = validateContactField(field, value, mode)!;
        expect(translateContactErrors({ [field]: message }, t)[field]).toBe(message);
      }
    }
  });

  it('translates every message the rules can give', () => {
    const t = createTranslator('en', publicEn);
    for (const mode of ['change', 'submit'] as const) {
      for (const [field, value] of samples) {
        const message = validateContactField(field, value, mode)!;
        const english = translateContactErrors({ [field]: message }, t)[field]!;
        expect(english, message).not.toBe(message);
      }
    }
    expect(translateContactErrors(validateContactForm({}, 'submit'), t)).toEqual({
      name: 'Your name is required',
      email: 'Your email is required',
      phone: 'Your phone number is required',
      message: 'A message is required',
    });
  });
});
