import { useEffect, useState } from 'react';
import type { PropertyDto } from '../../../../shared/api/api-types';
import { apiFetch } from '../../../lib/api-client';

/**
 * The server embeds the list in the page, so normally nothing is fetched. Without it, the list is
 * loaded once; a failure is only logged and the list ends empty (spec §8).
 */
export function useProperties(embedded: PropertyDto[] | null): PropertyDto[] | null {
  const [properties, setProperties] = useState(embedded);
  useEffect(() => {
    if (embedded !== null) return;
    let active = true;
    apiFetch<PropertyDto[]>('/api/properties', { auth: false })
      .catch((error: unknown) => {
        console.error('No se pudieron cargar las propiedades', error);
        return [];
      })
      .then((list) => active && setProperties(list));
    return () => {
      active = false;
    };
  }, [embedded]);
  return properties;
}
