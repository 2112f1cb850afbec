import { useEffect, useRef, useState, type MouseEvent } from 'react';

import type { PortfolioSummary, PropertyCardDto } from '#shared/api/api-types.ts';
import { PROPERTY_STATUSES, type StatusFilter } from '#shared/site/labels.ts';
import { PORTFOLIO_PAGE_SIZE, portfolioPagePath, summarizePortfolio } from '#shared/site/portfolio-pages.ts';
import {
  belowTheFold,
  btnSecondary,
  container,
  sectionEyebrow,
  sectionTitle,
} from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { PropertyCard } from './PropertyCard';
import { PropertyFilters } from './PropertyFilters';
import type { Portfolio } from './use-portfolio';

type Props = {
  portfolio: Portfolio;
  /** The server's counts, valid until the whole list has been loaded. */
  summary: PortfolioSummary;
  onOpen: (card: PropertyCardDto) => void;
  /** The visitor is about to open a card (pointer over it, or focus): a chance to fetch its details. */
  onIntent: () => void;
};

function countsOf(summary: PortfolioSummary): Record<StatusFilter, number> {
  const counts = { all: summary.total } as Record<StatusFilter, number>;
  for (const status of PROPERTY_STATUSES) counts[status] = summary[status];
  return counts;
}

/**
 * Filters and cards. The page brings the first cards; 'Ver más' (a real link to `?pagina=N`, so
 * crawlers reach every card) shows the next ones, and a filter shows its own, loading the rest of the
 * portfolio once when needed.
 */
export function PropertiesSection({ portfolio, summary, onOpen, onIntent }: Props) {
  const { t, path } = useI18n();
  const { cards, complete, loading, loadAll } = portfolio;
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [shown, setShown] = useState(() => Math.max(PORTFOLIO_PAGE_SIZE, cards.length));
  const firstNewCard = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const counts = countsOf(complete ? summarizePortfolio(cards) : summary);
  const matching = filter === 'all' ? cards : cards.filter((card) => card.status === filter);
  const total = complete ? matching.length : counts[filter];
  const visible = matching.slice(0, shown);
  const missing = !complete && matching.length < Math.min(shown, total);

  useEffect(() => {
    if (missing) void loadAll();
  }, [missing, loadAll]);

  // After 'Ver más', keyboard and screen-reader users continue from the first new card.
  useEffect(() => {
    const index = firstNewCard.current;
    if (index === null || visible.length <= index) return;
    firstNewCard.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('h3 a')[index]?.focus();
  }, [visible.length]);

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    firstNewCard.current = visible.length;
    setShown((current) => current + PORTFOLIO_PAGE_SIZE);
  };

  return (
    <section
      id="propiedades"
      aria-labelledby="properties-title"
      className={`scroll-mt-20 py-20 sm:py-28 ${belowTheFold}`}
    >
      <div className={container}>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className={sectionEyebrow}>{t('portfolio.eyebrow')}</p>
            <h2 id="properties-title" className={sectionTitle}>
              {t('portfolio.title')}
            </h2>
            <p className="mt-3 text-stone-600">{t('portfolio.intro')}</p>
          </div>
          <div className="lg:shrink-0">
            <PropertyFilters value={filter} onChange={setFilter} counts={counts} />
          </div>
        </div>
        <div className="mt-10" aria-live="polite" aria-busy={loading}>
          {visible.length === 0 && missing ? (
            <Spinner size="lg" label={t('portfolio.loading')} className="py-20" />
          ) : visible.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">
              {t('portfolio.empty')}
            </p>
          ) : (
            <ul ref={listRef} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {visible.map((card) => (
                <li key={card.id} className="card-slot">
                  <PropertyCard card={card} onOpen={onOpen} onIntent={onIntent} />
                </li>
              ))}
            </ul>
          )}
          {visible.length > 0 && visible.length < total ? (
            <div className="mt-10 flex justify-center">
              <a
                href={path(portfolioPagePath(Math.ceil(shown / PORTFOLIO_PAGE_SIZE) + 1))}
                onClick={showMore}
                aria-disabled={missing || undefined}
                className={btnSecondary}
              >
                {missing ? (
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
                  />
                ) : null}
                {t('portfolio.more')}
                <span className="sr-only">{` ${t('portfolio.moreCount', { count: total - visible.length })}`}</span>
              </a>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
