import type { InputHTMLAttributes, ReactNode } from 'react';

import { CONTROL_CLASSES, controlBorder, Field } from './Field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
};

export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          className={`${CONTROL_CLASSES} ${controlBorder(invalid)}`}
          {...input}
        />
      )}
    </Field>
  );
}
