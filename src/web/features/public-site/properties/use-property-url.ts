import { useCallback, useEffect, useRef, useState } from 'react';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { localizedPath, splitLocalePath, type LocalePaths } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { propertyIdFromPath, propertyPaths } from '#shared/site/property-path.ts';

/** The state of the history entry of a property opened in the page. */
export type PropertyHistoryState = { propertyId: number; paths: LocalePaths };

type Titles = { home: string; property: (property: PropertyDto) => string };

/**
 * The open property lives in the URL (`/propiedades/{id}-{slug}`, the slug in the page's language), so the modal can be shared and
 * the back button closes it. Opening pushes a history entry; closing goes back to it, or replaces
 * the URL when the visitor arrived on the property page directly. `known` are the properties the page
 * holds, to reopen one when the visitor goes forward again. The history entry carries the property's page in every
 * language, for the language switcher.
 */
export function usePropertyUrl(known: PropertyDto[], initial: PropertyDto | null, locale: Locale, titles: Titles) {
  const [openProperty, setOpenProperty] = useState<PropertyDto | null>(initial);
  const pushed = useRef(false);
  const titlesRef = useRef(titles);
  const knownRef = useRef(known);
  useEffect(() => {
    titlesRef.current = titles;
    knownRef.current = initial && !known.some((p) => p.id === initial.id) ? [...known, initial] : known;
  });

  useEffect(() => {
    const onPopState = () => {
      pushed.current = false;
      const id = propertyIdFromPath(splitLocalePath(window.location.pathname).path);
      setOpenProperty(id === null ? null : (knownRef.current.find((p) => p.id === id) ?? null));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    document.title = openProperty ? titlesRef.current.property(openProperty) : titlesRef.current.home;
  }, [openProperty]);

  const open = useCallback(
    (property: PropertyDto) => {
      const paths = propertyPaths(property);
      window.history.pushState({ propertyId: property.id, paths } satisfies PropertyHistoryState, '', paths[locale]);
      pushed.current = true;
      setOpenProperty(property);
    },
    [locale],
  );

  /** `replaceWith` swaps the property URL for another one instead of going back (e.g. `/#contacto`). */
  const close = useCallback(
    (replaceWith?: string) => {
      setOpenProperty(null);
      if (replaceWith) {
        pushed.current = false;
        window.history.replaceState(null, '', replaceWith);
      } else if (pushed.current) {
        pushed.current = false;
        window.history.back();
      } else if (propertyIdFromPath(splitLocalePath(window.location.pathname).path) !== null) {
        window.history.replaceState(null, '', localizedPath(locale, '/'));
      }
    },
    [locale],
  );

  return { openProperty, open, close };
}
