import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { SigningLinkStateDto } from '#shared/api/signing-link-dtos.ts';
import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY } from '#web/lib/query-keys.ts';

// The admin contract view's evidence (docs/product.md §5.4): timeline, link states and 'Reenviar enlace'.
const evidenceKey = (contractId: string) => ['cms', 'contracts', contractId, 'evidence'] as const;

export const timelineQuery = (contractId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...evidenceKey(contractId), 'timeline'],
    queryFn: () => apiFetch<TimelineEntryDto[]>(`/api/cms/contracts/${contractId}/timeline`),
    enabled,
  });

export const signingLinksQuery = (contractId: string) =>
  queryOptions({
    queryKey: [...evidenceKey(contractId), 'signing-links'],
    queryFn: () => apiFetch<SigningLinkStateDto[]>(`/api/cms/contracts/${contractId}/signing-links`),
  });

export function useResendLink(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyerId: number) =>
      apiFetch<unknown>(`/api/cms/contracts/${contractId}/buyers/${buyerId}/resend-link`, { method: 'POST' }),
    // The buyer's link changed: the list shows the new one; expiry and timeline move on.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: evidenceKey(contractId) }),
      ]),
  });
}
