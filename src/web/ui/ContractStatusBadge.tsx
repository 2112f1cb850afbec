import { contractStatusLabel, contractStatusTone, type Tone } from '#shared/site/labels.ts';

const TONE_CLASSES: Record<Tone, string> = {
  grey: 'bg-stone-200 text-stone-800 ring-stone-300',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};

const PILL =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** Contract status pill (docs/product.md §4); an unknown status is shown as is. An archived contract keeps its status. */
export function ContractStatusBadge({
  status,
  archived = false,
  label,
}: {
  status: string;
  archived?: boolean;
  label?: string;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${PILL} ${TONE_CLASSES[contractStatusTone(status)]}`}>
        {label ?? contractStatusLabel(status)}
      </span>
      {archived ? <span className={`${PILL} bg-white text-stone-700 ring-stone-300`}>Archivado</span> : null}
    </span>
  );
}
