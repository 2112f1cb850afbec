const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

type SpinnerProps = {
  /** Announced to screen readers; also shown next to the wheel when `showLabel` is set. */
  label?: string;
  size?: keyof typeof SIZES;
  showLabel?: boolean;
  className?: string;
};

export function Spinner({ label = 'Cargando...', size = 'md', showLabel = false, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} inline-block animate-spin rounded-full border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]`}
      />
      <span className={showLabel ? 'text-sm text-stone-600' : 'sr-only'}>{label}</span>
    </div>
  );
}
