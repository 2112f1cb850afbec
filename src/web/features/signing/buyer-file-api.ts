import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  BuyerDeclarationsInput,
  BuyerFileDocumentKind,
  PublicBuyerFileDto,
} from '#shared/schemas/buyer-file-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

import { withToken, type SigningLink } from './api';

// The buyer's file under Ley 10/2010 (docs/product.md §5.7), authorised like every signing call by the link's token.
/**
 * A document to send, what it evidences (the identity document unless said; `funds`: the source of the funds the
 * company asks for) and where its upload progress (0..1) goes: phones send photos of several megabytes.
 */
export type DocumentUpload = { file: File; kind?: BuyerFileDocumentKind; onProgress: (fraction: number) => void };

const path = (contractId: string, suffix = '') => `/api/contracts/${contractId}/buyer-file${suffix}`;

export const buyerFileQuery = (contractId: string, link: SigningLink) =>
  queryOptions({
    queryKey: ['signing', contractId, link.token, link.email, 'buyer-file'],
    queryFn: () => apiFetch<PublicBuyerFileDto>(withToken(path(contractId), link), { auth: false }),
    retry: false,
    // The guide and the gate read the same answer: a part drawn a moment later does not ask again (a buyer's file is
    // read once per visit, each reading on the record); what changes it updates or invalidates it.
    staleTime: 60_000,
  });

export function useBuyerFileMutations(contractId: string, link: SigningLink) {
  const queryClient = useQueryClient();
  const { queryKey } = buyerFileQuery(contractId, link);
  const onSuccess = (file: PublicBuyerFileDto) => queryClient.setQueryData(queryKey, file);
  const upload = useMutation({
    mutationFn: ({ file, kind, onProgress }: DocumentUpload) =>
      uploadFile<PublicBuyerFileDto>(withToken(path(contractId, '/documents'), link), file, onProgress, {
        auth: false,
        // Sent before the file: the server reads it before it streams the document.
        ...(kind && kind !== 'identity' ? { fields: { kind } } : {}),
      }),
    onSuccess,
  });
  const declare = useMutation({
    mutationFn: (declarations: BuyerDeclarationsInput) =>
      apiFetch<PublicBuyerFileDto>(withToken(path(contractId), link), {
        method: 'PUT',
        body: declarations,
        auth: false,
      }),
    onSuccess,
  });
  return { upload, declare };
}
