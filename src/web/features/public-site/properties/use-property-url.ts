import { useCallback, useEffect, useRef, useState } from 'react';
import type { PropertyDto } from '../../../../shared/api/api-types';
import { propertyIdFromPath, propertyPath } from '../../../../shared/site/property-path';

type Titles = { home: string; property: (property: PropertyDto) => string };

/**
 * The open property lives in the URL (`/propiedades/{id}-{slug}`), so the modal can be shared and
 * the back button closes it. Opening pushes a history entry; closing goes back to it, or replaces
 * the URL when the visitor arrived on the property page directly.
 */
export function usePropertyUrl(properties: PropertyDto[], initialId: number | null, titles: Titles) {
  const [openId, setOpenId] = useState<number | null>(initialId);
  const pushed = useRef(false);
  const titlesRef = useRef(titles);
  useEffect(() => {
    titlesRef.current = titles;
  });
  const openProperty = properties.find((p) => p.id === openId) ?? null;

  useEffect(() => {
    const onPopState = () => {
      pushed.current = false;
      setOpenId(propertyIdFromPath(window.location.pathname));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    document.title = openProperty ? titlesRef.current.property(openProperty) : titlesRef.current.home;
  }, [openProperty]);

  const open = useCallback((property: PropertyDto) => {
    window.history.pushState({ propertyId: property.id }, '', propertyPath(property));
    pushed.current = true;
    setOpenId(property.id);
  }, []);

  /** `replaceWith` swaps the property URL for another one instead of going back (e.g. `/#contacto`). */
  const close = useCallback((replaceWith?: string) => {
    setOpenId(null);
    if (replaceWith) {
      pushed.current = false;
      window.history.replaceState(null, '', replaceWith);
    } else if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else if (propertyIdFromPath(window.location.pathname) !== null) {
      window.history.replaceState(null, '', '/');
    }
  }, []);

  return { openProperty, open, close };
}
