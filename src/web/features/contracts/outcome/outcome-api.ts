import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ContractOutcomeRecord } from '#shared/contract-lifecycle/index.ts';
import type { ContractOutcomeInput } from '#shared/schemas/contract-outcome-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY } from '#web/lib/query-keys.ts';

/** POST /api/cms/contracts/{id}/outcome (owners): the deed or a withdrawal, after the money (docs/product.md#outcome). */
export function useRecordOutcome(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractOutcomeInput) =>
      apiFetch<ContractOutcomeRecord>(`/api/cms/contracts/${contractId}/outcome`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
