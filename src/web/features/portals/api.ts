import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { FeedPortal } from '#shared/portal-lifecycle/portals.ts';
import type {
  CatastroProposalDto,
  PortalEntryDto,
  PortalOverviewDto,
  PropertyLocationDto,
} from '#shared/schemas/portal-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const OVERVIEW_KEY = ['cms', 'portals'] as const;

export const propertyPortalsQuery = (propertyId: number) =>
  queryOptions({
    queryKey: ['cms', 'property-portals', propertyId],
    queryFn: () => apiFetch<PortalEntryDto[]>(`/api/cms/properties/${propertyId}/portals`),
  });

export const propertyLocationQuery = (propertyId: number) =>
  queryOptions({
    queryKey: ['cms', 'property-location', propertyId],
    queryFn: () => apiFetch<PropertyLocationDto>(`/api/cms/properties/${propertyId}/location`),
    staleTime: Infinity,
  });

export const portalsOverviewQuery = queryOptions({
  queryKey: OVERVIEW_KEY,
  queryFn: () => apiFetch<PortalOverviewDto[]>('/api/cms/portals'),
});

/** "Completar desde el Catastro": a proposal only; nothing is saved. */
export function useCatastroLookup(propertyId: number) {
  return useMutation({
    mutationFn: (cadastralReference: string) =>
      apiFetch<CatastroProposalDto>(`/api/cms/properties/${propertyId}/catastro`, {
        method: 'POST',
        body: { cadastral_reference: cadastralReference.trim() || null },
      }),
  });
}

export function useConfirmFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portal, generation }: { portal: FeedPortal; generation: string }) =>
      apiFetch<PortalOverviewDto>(`/api/cms/portals/${portal}/feed/confirm`, { method: 'POST', body: { generation } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
  });
}

export function useIdealistaSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ message: string }>('/api/cms/portals/idealista/sync', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
  });
}
