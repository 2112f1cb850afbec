import type { ReactNode } from 'react';

import { useDomId } from './use-dom-id';

type FieldIds = { inputId: string; describedBy: string | undefined; invalid: boolean };

type FieldProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
};

/** Label, control, hint and error message, wired for screen readers (aria-describedby, aria-invalid). */
export function Field({ label, error, hint, required, className = '', children }: FieldProps) {
  const inputId = useDomId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const CONTROL_CLASSES =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-stone-100 sm:text-sm';

export const controlBorder = (invalid: boolean) => (invalid ? 'border-red-600' : 'border-stone-300');
