import type { ReactNode } from 'react';

import type { PropertyFormValues } from './property-form-model';

export type UpdateValues = (patch: Partial<PropertyFormValues>) => void;

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <legend className="float-left mb-4 w-full">
        <span className="text-lg font-semibold text-stone-900">{title}</span>
        {description ? <span className="mt-1 block text-sm text-stone-600">{description}</span> : null}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
