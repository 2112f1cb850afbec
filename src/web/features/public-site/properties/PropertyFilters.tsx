import type { PublicMessageKey } from '#shared/i18n/messages/public.es.ts';
import { STATUS_FILTERS, type StatusFilter } from '#shared/site/labels.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

const FILTER_LABELS: Record<StatusFilter, PublicMessageKey> = {
  all: 'portfolio.filterAll',
  reformando: 'portfolio.filterRenovating',
  vendiendo: 'portfolio.filterForSale',
  vendido: 'portfolio.filterSold',
};

type Props = { value: StatusFilter; onChange: (value: StatusFilter) => void; counts: Record<StatusFilter, number> };

/** Todas / En Reforma / En Venta / Vendidas: toggle buttons, filtering happens in the browser. */
export function PropertyFilters({ value, onChange, counts }: Props) {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t('portfolio.filters')} className="flex flex-wrap gap-2">
      {STATUS_FILTERS.map((filter) => {
        const active = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition ${
              active
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:ring-brand-600'
            }`}
          >
            {t(FILTER_LABELS[filter.value])}
            <span
              aria-hidden="true"
              className={`rounded-full px-1.5 text-xs ${active ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-600'}`}
            >
              {counts[filter.value]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
