import { useState, type FormEvent } from 'react';
import {
  CONTACT_FIELDS,
  validateContactField,
  validateContactForm,
  type ContactErrors,
  type ContactField,
} from '../../../../shared/schemas/contact-rules';
import { sendContactMessage } from './contact-api';

export type ContactValues = Record<ContactField, string>;
export type SendStatus = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/**
 * Contact form state (docs/product.md §9): each change checks its field, submit checks all of them and is
 * blocked while any error remains; success clears the form, failure keeps what was typed.
 */
export function useContactForm(interestedProperty: string | null, onSent: () => void) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<SendStatus>('idle');
  const [website, setWebsite] = useState('');

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: validateContactField(field, value, 'change') ?? undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContactForm(values, 'submit');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = CONTACT_FIELDS.find((field) => found[field]);
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage({ ...values, website, ...(interestedProperty ? { interested_property: interestedProperty } : {}) });
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
