import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import type { ContractDto } from '#shared/api/contract-dtos.ts';
import type { SignatoryDto } from '#shared/api/people-dtos.ts';
import type { CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import type { ContractTypeDto } from '#shared/contract-types/index.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CONTRACTS_KEY, PENDING_PAYMENTS_KEY } from '#web/lib/query-keys.ts';

import type { ContractBody } from './contract-body';

/** A 15 s timeout, and the list is reused for 300 s unless a change forces a reload. */
const CONTRACT_LIST_TIMEOUT_MS = 15_000;
const CONTRACT_LIST_STALE_MS = 300_000;

/** Who signs for the company and as what (docs/product.md#signer-powers): the wizard and «Firmar» show it. */
export const signatoriesQuery = queryOptions({
  queryKey: ['cms', 'signatories'],
  queryFn: () => apiFetch<SignatoryDto[]>('/api/cms/signatories'),
});

export const contractTypesQuery = queryOptions({
  queryKey: ['contract-types'],
  queryFn: () => apiFetch<ContractTypeDto[]>('/api/contract-types', { auth: false }),
  staleTime: Infinity,
});

/** The archived contracts ('Archivados' filter), under the same key prefix so every reload refreshes them too. */
export const archivedContractsQuery = queryOptions({
  queryKey: [...CONTRACTS_KEY, 'archived'],
  queryFn: ({ signal }) =>
    apiFetch<ContractDto[]>(`/api/cms/contracts?archived=true&t=${Date.now()}`, {
      timeoutMs: CONTRACT_LIST_TIMEOUT_MS,
      signal,
    }),
  retry: false,
});

export const contractsQuery = queryOptions({
  queryKey: CONTRACTS_KEY,
  // `t` defeats any HTTP cache between the browser and the server on forced reloads.
  queryFn: ({ signal }) =>
    apiFetch<ContractDto[]>(`/api/cms/contracts?t=${Date.now()}`, { timeoutMs: CONTRACT_LIST_TIMEOUT_MS, signal }),
  staleTime: CONTRACT_LIST_STALE_MS,
  retry: false,
});

/** After creating, deleting, signing, sending or confirming, the lists are reloaded (docs/product.md §8). */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
      queryClient.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY }),
    ]);
}

export function useCreateContract() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: ContractBody) => apiFetch<ContractDto>('/api/cms/contracts', { method: 'POST', body }),
    onSuccess: reload,
  });
}

export function useAdminSign() {
  const reload = useReload();
  return useMutation({
    // The server signs with the company's representative; the documented identity fields are not needed.
    // An owner's reason for signing although the information sheet leaves art. 60.3 items unstated, when given.
    mutationFn: ({ id, overrideReason }: { id: string; overrideReason?: string }) =>
      apiFetch<unknown>(`/api/cms/contracts/${id}/sign`, {
        method: 'POST',
        body: {
          contract_id: id,
          ...(overrideReason ? { override_missing_information: { reason: overrideReason } } : {}),
        },
      }),
    onSuccess: reload,
  });
}

export function useSendSignatureEmails() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/cms/contracts/${id}/send-signature-emails`, { method: 'POST' }),
    onSuccess: reload,
  });
}

/** DELETE removes a draft and archives anything else (docs/product.md §5.3). */
export function useDeleteContract() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deleted: boolean; archived: boolean }>(`/api/cms/contracts/${id}`, { method: 'DELETE' }),
    onSettled: reload,
  });
}

/**
 * «Anular»: `extra` carries the day the buyer's communication arrived (an unmet condition) or the termination offer's
 * amount, deadline and expiry (mutual agreement, which answers 202 with the agreement instead of cancelling).
 */
export type CancelRequest = {
  id: string;
  reason: string;
  reasonCode: CancelReasonCode;
  extra?: { communication_received_on?: string; amount?: number; deadline?: string; expires_on?: string };
};

export function useCancelContract() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, reason, reasonCode, extra }: CancelRequest) =>
      apiFetch<{ status: string; termination?: unknown }>(`/api/cms/contracts/${id}/cancel`, {
        method: 'POST',
        body: { reason, reason_code: reasonCode, ...extra },
      }),
    onSettled: reload,
  });
}

export function useCreatePaymentLink() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: { contract_id: string; payment_type: PaymentType }) =>
      apiFetch<PaymentInstructionsDto>('/api/payments/create-transfer-instructions', { method: 'POST', body: input }),
    onSuccess: reload,
  });
}

/** Files of a contract as Blobs (the admin bearer token is sent by apiFetch). */
export const fetchContractPdf = (id: string) => apiFetch<Blob>(`/api/contracts/${id}/pdf`);
export const fetchContractAttachment = (id: string, index: number) =>
  apiFetch<Blob>(`/api/contracts/${id}/attachments/${index}`);
