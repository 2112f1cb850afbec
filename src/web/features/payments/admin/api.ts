import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY, PENDING_PAYMENTS_KEY } from '#web/lib/query-keys.ts';

export const pendingPaymentsQuery = queryOptions({
  queryKey: PENDING_PAYMENTS_KEY,
  queryFn: () => apiFetch<PendingPaymentDto[]>('/api/cms/pending-payments'),
});

/** Confirming a transfer completes its contract, so both lists reload (docs/product.md §8). */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiFetch<{ status: string; contract_status: string }>(`/api/payments/${transactionId}/mark-as-paid`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY }),
      ]),
  });
}
