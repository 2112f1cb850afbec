import { useId } from 'react';

import { ProgressBar } from '#web/ui/ProgressBar.tsx';

/**
 * While an identity document is sent: what is happening, a bar and the percentage in the reader's language. Placed in
 * a polite live region, the label is announced once; the changing percentage is left to the progress bar's value.
 */
export function DocumentUploadProgress({
  label,
  fraction,
  locale,
}: {
  label: string;
  fraction: number;
  locale: string;
}) {
  const labelId = useId();
  return (
    <div>
      <p className="flex items-baseline justify-between gap-3 text-stone-700">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="shrink-0 tabular-nums">
          {new Intl.NumberFormat(locale, { style: 'percent' }).format(fraction)}
        </span>
      </p>
      <ProgressBar fraction={fraction} aria-labelledby={labelId} className="mt-1" />
    </div>
  );
}
