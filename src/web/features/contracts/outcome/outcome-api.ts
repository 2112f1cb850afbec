import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  ContractOutcomeInput,
  OutcomeAnswer,
  OutcomeCorrectionInput,
} from '#shared/schemas/contract-outcome-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY } from '#web/lib/query-keys.ts';

/**
 * POST /api/cms/contracts/{id}/outcome (owners), or …/outcome/corrections when one is recorded already: the deed or a
 * withdrawal, after the money (docs/product.md#outcome).
 */
export function useRecordOutcome(contractId: string, correcting: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractOutcomeInput | OutcomeCorrectionInput) =>
      apiFetch<OutcomeAnswer>(`/api/cms/contracts/${contractId}/outcome${correcting ? '/corrections' : ''}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
