import { useEffect, useRef, type ReactNode } from 'react';

import { INTERNATIONAL_PHONE_EXAMPLE, PHONE_EXAMPLE } from '#shared/identity/phone.ts';
import type { ContactField } from '#shared/schemas/contact-rules.ts';
import { btnPrimary } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';

import { translateContactErrors } from './contact-messages';
import { useContactForm } from './use-contact-form';

export type Interest = { title: string; message: string; /** Bumped on every 'Me Interesa' click. */ token: number };

type FieldProps = {
  field: ContactField;
  label: string;
  error: string | undefined;
  /** How to fill it in, read out with the field. */
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

function Field({ field, label, error, hint, children }: FieldProps) {
  const id = `contact-${field}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}{' '}
        <span aria-hidden="true" className="text-amber-800">
          *
        </span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// One short class for every field (public.css): the form is part of the landing page's HTML.
const inputClass = 'field';

type Props = { interest: Interest | null; onClearInterest: () => void };

export function ContactForm({ interest, onClearInterest }: Props) {
  const { t, path, locale } = useI18n();
  const form = useContactForm(interest?.title ?? null, onClearInterest, locale);
  // Visitors of the Catalan and English pages may call from abroad: they are told how to write the number.
  const international = locale !== 'es';
  const { values, status } = form;
  const errors = translateContactErrors(form.errors, t);
  const nameInput = useRef<HTMLInputElement>(null);
  const { suggestMessage } = form;

  // On a phone the result sits above the screen once the visitor has scrolled down to 'Enviar': bring it into view.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    result.current?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [status]);

  useEffect(() => {
    if (!interest) return;
    suggestMessage(interest.message);
    nameInput.current?.focus({ preventScroll: true });
    // Only a new 'Me Interesa' click (a new token) should prefill and move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interest?.token]);

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-labelledby="contact-form-title"
      className="relative scroll-mt-24 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h3 id="contact-form-title" className="font-serif text-2xl font-semibold text-stone-900">
        {t('contact.formTitle')}
      </h3>
      {/* The result: the status region is always there, so its message is announced when it appears. */}
      <div ref={result} className="scroll-mt-24">
        <div role="status" aria-live="polite">
          {status === 'success' ? (
            <p className="mt-5 flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
              <Icon name="check" className="size-5 shrink-0" />
              {t('contact.success')}
            </p>
          ) : null}
        </div>
        {status === 'error' ? (
          <p
            role="alert"
            className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {t('contact.failure')}
          </p>
        ) : null}
      </div>
      {interest ? (
        <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200">
          <p>
            {`${t('contact.interest')} `}
            <strong data-testid="interested-property">{interest.title}</strong>
          </p>
          <button
            type="button"
            onClick={onClearInterest}
            className="shrink-0 rounded-full px-2 py-1 font-semibold underline-offset-2 hover:underline"
          >
            {t('contact.removeInterest')}
          </button>
        </div>
      ) : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field field="name" label={t('contact.name')} error={errors.name}>
          {(aria) => (
            <input
              ref={nameInput}
              {...aria}
              name="name"
              type="text"
              autoComplete="name"
              required
              className={inputClass}
              value={values.name}
              onChange={(e) => form.change('name', e.target.value)}
            />
          )}
        </Field>
        <Field field="email" label={t('contact.emailField')} error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              required
              className={inputClass}
              value={values.email}
              onChange={(e) => form.change('email', e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field
            field="phone"
            label={t('contact.phone')}
            error={errors.phone}
            hint={international ? t('contact.phoneHint', { international: INTERNATIONAL_PHONE_EXAMPLE }) : undefined}
          >
            {(aria) => (
              <input
                {...aria}
                name="phone"
                type="tel"
                autoComplete="tel"
                required
                placeholder={international ? INTERNATIONAL_PHONE_EXAMPLE : PHONE_EXAMPLE}
                className={inputClass}
                value={values.phone}
                onChange={(e) => form.change('phone', e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field field="message" label={t('contact.message')} error={errors.message}>
            {(aria) => (
              <textarea
                {...aria}
                name="message"
                rows={5}
                required
                className={inputClass}
                value={values.message}
                onChange={(e) => form.change('message', e.target.value)}
              />
            )}
          </Field>
        </div>
      </div>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.website')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={(e) => form.setWebsite(e.target.value)}
        />
      </div>
      <button type="submit" disabled={status === 'sending'} className={`${btnPrimary} mt-6 w-full sm:w-auto`}>
        {status === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
      <p className="mt-4 text-xs leading-relaxed text-stone-600">
        {t('contact.privacyNote')}{' '}
        <a href={path('/privacidad')} className="font-medium text-brand-700 underline underline-offset-2">
          {t('contact.privacyLink')}
        </a>
        .
      </p>
    </form>
  );
}
