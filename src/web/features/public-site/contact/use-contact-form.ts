import { useEffect, useState, type FormEvent } from 'react';

import type { Locale } from '#shared/i18n/locales.ts';
import {
  CONTACT_FIELDS,
  validateContactField,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactOptions,
} from '#shared/schemas/contact-rules.ts';

import { sendContactMessage } from './contact-api';

type ContactValues = Record<ContactField, string>;
type SendStatus = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/**
 * Contact form state (docs/product.md §9): each change checks its field, submit checks all of them and is
 * blocked while any error remains; success clears the form, failure keeps what was typed.
 */
export function useContactForm(interestedProperty: string | null, onSent: () => void, locale: Locale) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<SendStatus>('idle');
  const [website, setWebsite] = useState('');
  const options = useInternationalPhone(locale);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: validateContactField(field, value, 'change', options) ?? undefined,
    }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContactForm(values, 'submit', options);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = CONTACT_FIELDS.find((field) => found[field]);
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage({
        ...values,
        website,
        locale,
        ...(interestedProperty ? { interested_property: interestedProperty } : {}),
      });
      setValues(EMPTY);
      setErrors({});
      setStatus('success');
      onSent();
    } catch {
      setStatus('error');
    }
  };

  /** Prefills an empty message, e.g. after 'Me Interesa Esta Propiedad'. */
  const suggestMessage = (text: string) => {
    setValues((current) => (current.message.trim() === '' ? { ...current, message: text } : current));
  };

  return { values, errors, status, website, setWebsite, change, submit, suggestMessage };
}

// Until the numbering plans arrive, the form only asks for the international shape; the API checks the plan.
const INTERNATIONAL_SHAPE = (value: string) => /^(?:\+|00)\d{6,15}$/.test(value.replace(/[\s\-().]/g, ''));

/**
 * On the Catalan and English pages a phone may be in international form (docs/product.md#9-validation-rules-and-messages).
 * The numbering plans of libphonenumber-js are loaded on those pages only, after the first render, so they never
 * weigh on the Spanish page nor on the first paint.
 */
function useInternationalPhone(locale: Locale): ContactOptions {
  const international = locale !== 'es';
  const [check, setCheck] = useState<(value: string) => boolean>(() => INTERNATIONAL_SHAPE);
  useEffect(() => {
    if (!international) return;
    let alive = true;
    void import('#shared/identity/international-phone.ts').then(
      (module) => alive && setCheck(() => module.isValidInternationalPhone),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [international]);
  return international ? { internationalPhone: check } : {};
}
