import { useCallback, useMemo, useRef, useState } from 'react';

import type { PropertyCardDto, PropertyDto } from '#shared/api/api-types.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { toPropertyCard } from '#shared/site/property-card.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export type Portfolio = {
  /** The cards the page can draw: the server's first ones, or every property once loaded. */
  cards: PropertyCardDto[];
  /** Every property with its details, once loaded. */
  details: PropertyDto[] | null;
  /** True when `cards` holds the whole portfolio. */
  complete: boolean;
  loading: boolean;
  /** Loads the whole portfolio (GET /api/properties) once; concurrent calls share it. Null on failure. */
  loadAll: () => Promise<PropertyDto[] | null>;
};

/**
 * The page arrives with its first cards only (docs/product.md §3); the details of every property are
 * fetched once, the first time the visitor needs them (a filter, 'Ver más', or about to open a card).
 * A failed fetch is only logged: the visitor keeps the cards they have (docs/product.md §9). Titles and
 * descriptions come in the page's language where written (docs/product.md §11.1).
 */
export function usePortfolio(initialCards: PropertyCardDto[], total: number, locale: Locale): Portfolio {
  const [details, setDetails] = useState<PropertyDto[] | null>(null);
  const [loading, setLoading] = useState(false);
  const pending = useRef<Promise<PropertyDto[] | null> | null>(null);

  const loadAll = useCallback(() => {
    pending.current ??= (async () => {
      setLoading(true);
      try {
        const query = locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`;
        const list = await apiFetch<PropertyDto[]>(`/api/properties${query}`, { auth: false });
        setDetails(list);
        return list;
      } catch (error) {
        console.error('No se pudieron cargar las propiedades', error);
        pending.current = null;
        return null;
      } finally {
        setLoading(false);
      }
    })();
    return pending.current;
  }, [locale]);

  const cards = useMemo(
    () => (details ? details.map((property) => toPropertyCard(property, locale)) : initialCards),
    [details, initialCards, locale],
  );
  return { cards, details, complete: details !== null || initialCards.length >= total, loading, loadAll };
}
