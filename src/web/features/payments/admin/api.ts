import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY, PENDING_PAYMENTS_KEY } from '#web/lib/query-keys.ts';

export const pendingPaymentsQuery = queryOptions({
  queryKey: PENDING_PAYMENTS_KEY,
  queryFn: () => apiFetch<PendingPaymentDto[]>('/api/cms/pending-payments'),
});

/**
 * A confirmation by hand (docs/product.md#manual-confirmation): who paid, from which account, on which value date, the
 * bank's proof, and why when the payer is no buyer. The statement import's «Confirmar a mano» sends the same, from the
 * line: its payer, ordering account, booking date and text.
 */
export type ByHandConfirmation = {
  payer_name: string | null;
  payer_iban?: string;
  value_date?: string;
  evidence?: string;
  reason?: string;
};

/** Confirming a transfer completes its contract, so both lists reload (docs/product.md §8). */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, byHand }: { transactionId: string; byHand?: ByHandConfirmation }) =>
      apiFetch<{ status: string; contract_status: string }>(`/api/payments/${transactionId}/mark-as-paid`, {
        method: 'POST',
        ...(byHand ? { body: byHand } : {}),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY }),
      ]),
  });
}
