import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { BlockedContractDto } from '#shared/schemas/retention-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY } from '#web/lib/query-keys.ts';

// Contracts blocked by retention (docs/product.md#contract-retention): listed to owners, opened for a legal reason,
// held from deletion.

export const blockedContractsQuery = queryOptions({
  queryKey: [...CONTRACTS_KEY, 'blocked'],
  queryFn: ({ signal }) => apiFetch<BlockedContractDto[]>('/api/cms/contracts/blocked', { signal }),
  retry: false,
});

export function useLegalAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<{ expires_at: string }>(`/api/cms/contracts/${id}/legal-access`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}

export function useLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hold, reason }: { id: string; hold: boolean; reason: string }) =>
      apiFetch<{ message: string }>(`/api/cms/contracts/${id}/legal-hold`, { method: 'POST', body: { hold, reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
