import { propertyStatusLabel, propertyStatusTone } from '#shared/site/labels.ts';

const TONE_CLASSES: Record<ReturnType<typeof propertyStatusTone>, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  grey: 'bg-stone-200 text-stone-800 ring-stone-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
};

/** The pill's shape; a page that draws many pills may name it with one component class instead (`card-badge`). */
const PILL_CLASSES = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

type StatusBadgeProps = {
  status: string;
  className?: string;
  /** Replaces the pill's shape classes (public.css's `card-badge` has them with the card's placement). */
  pillClassName?: string;
  /** The status in another language (public pages). */ label?: string;
};

/** Property status pill (docs/product.md §4): En Reforma yellow, En Venta green, Vendido grey, anything else blue as is. */
export function StatusBadge({ status, className = '', pillClassName = PILL_CLASSES, label }: StatusBadgeProps) {
  return (
    <span className={`${pillClassName} ${TONE_CLASSES[propertyStatusTone(status)]}${className ? ` ${className}` : ''}`}>
      {label ?? propertyStatusLabel(status)}
    </span>
  );
}
