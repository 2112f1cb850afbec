import type { ReactNode, SelectHTMLAttributes } from 'react';

import { CONTROL_CLASSES, controlBorder, Field } from './Field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: ReactNode;
  className?: string;
};

export function SelectField({ label, options, error, hint, required, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          className={`${CONTROL_CLASSES} ${controlBorder(invalid)}`}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
