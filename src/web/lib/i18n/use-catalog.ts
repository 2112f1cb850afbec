import { useEffect, useMemo, useState } from 'react';

import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { createTranslator, type Messages, type Translate } from '#shared/i18n/translator.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** How to load each non-Spanish catalog of a namespace: `() => import('…/signing.en')`, one chunk per language. */
export type CatalogLoaders<M extends Messages> = Record<Exclude<Locale, 'es'>, () => Promise<M>>;

type Loaded<M extends Messages> = { requested: Locale; shown: Locale; t: Translate<M> };

// Catalogs loaded before the page was drawn, by namespace (its loaders) and language.
const preloaded = new WeakMap<object, Partial<Record<Locale, Messages>>>();

/**
 * Loads a namespace's catalog before the page is drawn, so its first draw is already in that language: a page drawn
 * on the server (docs/decisions/034) and its browser's first draw over it then show the same words. A catalog that
 * fails to load is left to the hook (which falls back to Spanish).
 */
export async function preloadCatalog<M extends Messages>(loaders: CatalogLoaders<M>, locale: Locale): Promise<void> {
  if (locale === 'es') return;
  const messages = await loaders[locale]().catch(() => undefined);
  if (messages) preloaded.set(loaders, { ...preloaded.get(loaders), [locale]: messages });
}

/** The translator of a preloaded catalog (Spanish when it is not there), outside a component: a page's title. */
export function preloadedTranslator<M extends Messages>(loaders: CatalogLoaders<M>, spanish: M, locale: Locale) {
  return preloadedCatalog(loaders, locale)?.t ?? createTranslator('es', spanish);
}

function preloadedCatalog<M extends Messages>(loaders: CatalogLoaders<M>, locale: Locale): Loaded<M> | null {
  const messages = locale === 'es' ? undefined : (preloaded.get(loaders)?.[locale] as M | undefined);
  return messages ? { requested: locale, shown: locale, t: createTranslator(locale, messages) } : null;
}

/**
 * The translator of one namespace in `locale`, or null while that language's chunk loads (docs/product.md §11.2).
 * Spanish is bundled; only the active language's catalog reaches the browser. A chunk that fails to load falls
 * back to Spanish. Sets `<html lang>` to the language shown.
 */
export function useCatalog<M extends Messages>(
  locale: Locale,
  spanish: M,
  loaders: CatalogLoaders<M>,
): Translate<M> | null {
  const inSpanish = useMemo(() => createTranslator('es', spanish), [spanish]);
  const [loaded, setLoaded] = useState<Loaded<M> | null>(() => preloadedCatalog(loaders, locale));
  useEffect(() => {
    if (locale === 'es' || loaded?.requested === locale) return;
    let current = true;
    loaders[locale]()
      .then(
        (messages) => current && setLoaded({ requested: locale, shown: locale, t: createTranslator(locale, messages) }),
      )
      .catch(() => current && setLoaded({ requested: locale, shown: 'es', t: inSpanish }));
    return () => {
      current = false;
    };
  }, [locale, loaded, loaders, inSpanish]);
  const ready: Loaded<M> | null =
    locale === 'es' ? { requested: 'es', shown: 'es', t: inSpanish } : loaded?.requested === locale ? loaded : null;
  const shown = ready?.shown;
  useEffect(() => {
    if (shown) document.documentElement.lang = INTL_LOCALE[shown];
  }, [shown]);
  return ready?.t ?? null;
}

/**
 * What to show for a failed API call (docs/product.md §8, §11.2): the server's Spanish `detail` on a Spanish page;
 * in another language the translated message for its status, else the detail. Null when there is neither.
 */
export function translatedError<M extends Messages>(
  t: Translate<M>,
  locale: Locale,
  error: unknown,
  byStatus: Partial<Record<number, keyof M & string>>,
): string | null {
  const status = error instanceof ApiError ? error.status : -1;
  const detail = error instanceof ApiError ? error.detail : null;
  const key = byStatus[status];
  if (key && (locale !== 'es' || !detail)) return t(key);
  return detail;
}

/** Stands in for an argument shown as an element (a bold amount or address): `t(key, { amount: MARK })`. */
export const MARK = '\u0000';

/** The text before and after MARK in a translated message, wherever the language put it. */
export function aroundMark(text: string): [string, string] {
  const [before = '', after = ''] = text.split(MARK);
  return [before, after];
}
