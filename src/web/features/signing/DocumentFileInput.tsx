import type { Ref } from 'react';

import { BUYER_FILE_DOCUMENT_TYPES } from '#shared/schemas/buyer-file-schema.ts';

type Props = {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  describedBy: string;
  invalid?: boolean;
  disabled: boolean;
  /** The file the person chose; nothing when the dialog was cancelled. */
  onChoose: (file: File) => void;
};

/** The identity document picker of a buyer's file: on the signing page and in the admin's buyer panel. */
export function DocumentFileInput({ id, inputRef, describedBy, invalid, disabled, onChoose }: Props) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={BUYER_FILE_DOCUMENT_TYPES.join(',')}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        if (chosen) onChoose(chosen);
      }}
      className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-medium file:text-white hover:file:bg-brand-800 disabled:opacity-60"
    />
  );
}
