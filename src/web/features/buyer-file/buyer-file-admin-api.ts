import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  AdminBuyerFileDto,
  BuyerDeclarationsInput,
  BuyerFileDocumentKind,
  BuyerFileReview,
} from '#shared/schemas/buyer-file-schema.ts';
import type { IdentificationMeasureInput } from '#shared/schemas/identification-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { PENDING_PAYMENTS_KEY } from '#web/lib/query-keys.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

import { AWAITING_DECISION_KEY } from './awaiting-decision-api';

// The owners' view of a buyer's file (docs/product.md §5.7): every load is recorded in the audit trail, so it is
// fetched only when an owner opens it.
const base = (contractId: string, buyerId: number) => `/api/cms/contracts/${contractId}/buyers/${buyerId}/buyer-file`;
const key = (contractId: string, buyerId: number) => ['cms', 'contracts', contractId, 'buyer-file', buyerId] as const;
/** `?reason=…`: why a file past five years is opened (the server records it with the reading). */
const withReason = (url: string, reason: string | undefined) =>
  reason ? `${url}?${new URLSearchParams({ reason })}` : url;

export const adminBuyerFileQuery = (contractId: string, buyerId: number, enabled: boolean, reason?: string) =>
  queryOptions({
    queryKey: [...key(contractId, buyerId), reason ?? ''],
    queryFn: () => apiFetch<AdminBuyerFileDto>(withReason(base(contractId, buyerId), reason)),
    enabled,
    retry: false,
    staleTime: Infinity,
  });

export const fetchBuyerFilePdf = (contractId: string, buyerId: number, reason?: string) =>
  apiFetch<Blob>(withReason(`${base(contractId, buyerId)}/export.pdf`, reason));
export const fetchBuyerFileDocument = (contractId: string, buyerId: number, documentId: number, reason?: string) =>
  apiFetch<Blob>(withReason(`${base(contractId, buyerId)}/documents/${documentId}`, reason));

/**
 * The file as it now is replaces the cached one; the flags of files awaiting a decision and the pending payments
 * (whose 'Confirmado' waits for the files, docs/product.md#money-gate) reload.
 */
function useFileChanged(contractId: string, buyerId: number) {
  const queryClient = useQueryClient();
  return (file: AdminBuyerFileDto) => {
    queryClient.setQueryData([...key(contractId, buyerId), ''], file);
    void queryClient.invalidateQueries({ queryKey: AWAITING_DECISION_KEY });
    void queryClient.invalidateQueries({ queryKey: PENDING_PAYMENTS_KEY });
  };
}

export function useBuyerFileReview(contractId: string, buyerId: number) {
  const onSuccess = useFileChanged(contractId, buyerId);
  const review = useMutation({
    mutationFn: (input: BuyerFileReview) =>
      apiFetch<AdminBuyerFileDto>(`${base(contractId, buyerId)}/review`, { method: 'PUT', body: input }),
    onSuccess,
  });
  // An owner's express approval of a high risk, always with the reason (Ley 10/2010 art. 14).
  const confirm = useMutation({
    mutationFn: (reason: string) =>
      apiFetch<AdminBuyerFileDto>(`${base(contractId, buyerId)}/confirm`, { method: 'POST', body: { reason } }),
    onSuccess,
  });
  return { review, confirm };
}

/**
 * An owner enters the file of a buyer identified in person. The answer is the file as it now is (that reading is
 * already recorded), so it replaces the cached one instead of a second, recorded, load.
 */
export function useBuyerFileEntry(contractId: string, buyerId: number) {
  const onSuccess = useFileChanged(contractId, buyerId);
  const declare = useMutation({
    mutationFn: (declarations: BuyerDeclarationsInput) =>
      apiFetch<AdminBuyerFileDto>(base(contractId, buyerId), { method: 'PUT', body: declarations }),
    onSuccess,
  });
  // `kind`: the identity document, or evidence of the source of funds or wealth (Ley 10/2010 art. 14).
  const upload = useMutation({
    mutationFn: ({
      file,
      kind = 'identity',
      onProgress,
    }: {
      file: File;
      kind?: BuyerFileDocumentKind;
      onProgress: (fraction: number) => void;
    }) =>
      uploadFile<AdminBuyerFileDto>(`${base(contractId, buyerId)}/documents`, file, onProgress, {
        fields: { kind },
      }),
    onSuccess,
  });
  return { declare, upload };
}

/**
 * An owner records how a buyer the payment did not identify was identified (docs/product.md#identified-buyers); the
 * answer is the file with its `identification` as it now is.
 */
export function useIdentificationMeasure(contractId: string, buyerId: number) {
  const onSuccess = useFileChanged(contractId, buyerId);
  return useMutation({
    mutationFn: (input: IdentificationMeasureInput) =>
      apiFetch<AdminBuyerFileDto>(`/api/cms/contracts/${contractId}/buyers/${buyerId}/identification`, {
        method: 'POST',
        body: input,
      }),
    onSuccess,
  });
}
