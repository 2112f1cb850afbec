import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { TerminationDto } from '#shared/schemas/termination-schema.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY } from '#web/lib/query-keys.ts';

type Answer = { termination: TerminationDto };

const key = (contractId: string) => ['termination', contractId] as const;

/** GET /api/cms/contracts/{id}/termination: the agreement and who signed it; null when none was offered (404). */
export function useTermination(contractId: string) {
  return useQuery({
    queryKey: key(contractId),
    queryFn: async () => {
      try {
        return (await apiFetch<Answer>(`/api/cms/contracts/${contractId}/termination`)).termination;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

function useTerminationAction(contractId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: object) =>
      apiFetch<Answer>(`/api/cms/contracts/${contractId}/termination/${path}`, { method: 'POST', body: body ?? {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key(contractId) });
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
    },
  });
}

/** The company's signature, by the person with powers who is logged in. */
export const useSignTermination = (contractId: string) => useTerminationAction(contractId, 'sign');
/** The agreement signed on paper by every party, as a PDF in base64. */
export const useUploadPaperTermination = (contractId: string) => useTerminationAction(contractId, 'paper');

export const fetchTerminationPdf = (contractId: string) =>
  apiFetch<Blob>(`/api/cms/contracts/${contractId}/termination/pdf`);
