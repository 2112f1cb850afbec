type Labelling = { 'aria-label': string } | { 'aria-labelledby': string };

/** A determinate progress bar (0..1) that screen readers announce as a percentage. */
export function ProgressBar({
  fraction,
  className = '',
  ...labelling
}: { fraction: number; className?: string } & Labelling) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      role="progressbar"
      {...labelling}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2 overflow-hidden rounded-full bg-stone-200 ${className}`}
    >
      <div
        className="h-full bg-brand-600 transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
