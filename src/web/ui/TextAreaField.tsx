import type { ReactNode, TextareaHTMLAttributes } from 'react';

import { CONTROL_CLASSES, controlBorder, Field } from './Field';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
};

export function TextAreaField({ label, error, hint, required, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          className={`${CONTROL_CLASSES} ${controlBorder(invalid)}`}
          {...textarea}
        />
      )}
    </Field>
  );
}
