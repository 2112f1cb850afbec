import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PropertyDto } from '#shared/api/api-types.ts';
import type { PropertyOrderInput } from '#shared/schemas/property-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { STATS_KEY } from '#web/lib/query-keys.ts';

import type { PropertyBody } from './property-form-model';

const PROPERTIES_KEY = ['properties'] as const;

export const propertiesQuery = queryOptions({
  queryKey: PROPERTIES_KEY,
  queryFn: () => apiFetch<PropertyDto[]>('/api/properties'),
});

/** After create, update and delete the list is reloaded (docs/product.md §4); the dashboard counters follow. */
function useReloadProperties() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROPERTIES_KEY }),
      queryClient.invalidateQueries({ queryKey: STATS_KEY }),
    ]);
}

export function useSaveProperty() {
  const reload = useReloadProperties();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PropertyBody }) =>
      id === null
        ? apiFetch<PropertyDto>('/api/cms/properties', { method: 'POST', body })
        : apiFetch<PropertyDto>(`/api/cms/properties/${id}`, { method: 'PUT', body }),
    onSuccess: reload,
  });
}

export function useDeleteProperty() {
  const reload = useReloadProperties();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`/api/cms/properties/${id}`, { method: 'DELETE' }),
    onSettled: reload,
  });
}

/** The new order is shown at once; if the server refuses it the list is reloaded (docs/product.md §4). */
export function useReorderProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: PropertyDto[]) => {
      const body: PropertyOrderInput = {
        properties: ordered.map((property, index) => ({ property_id: property.id, order: index + 1 })),
      };
      return apiFetch<unknown>('/api/cms/properties/order', { method: 'PUT', body });
    },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: PROPERTIES_KEY });
      queryClient.setQueryData<PropertyDto[]>(
        PROPERTIES_KEY,
        ordered.map((property, index) => ({ ...property, order: index + 1 })),
      );
    },
    onError: (error) => {
      console.error('Error al actualizar el orden de las propiedades', error);
      return queryClient.invalidateQueries({ queryKey: PROPERTIES_KEY });
    },
  });
}
