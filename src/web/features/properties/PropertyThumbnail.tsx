import type { PropertyDto } from '#shared/api/api-types.ts';

/** Smallest variant of the first image, or a placeholder when the property has none. */
export function PropertyThumbnail({ property }: { property: PropertyDto }) {
  const first = [...property.images].sort((a, b) => a.order - b.order)[0];
  const src = first ? (first.variants[0]?.url ?? first.url) : null;
  return src ? (
    <img src={src} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 11l9-7 9 7M5 10v10h14V10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
