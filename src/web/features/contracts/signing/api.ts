import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerSignResponse, PublicContractDto } from '../../../../shared/api/contract-dtos';
import { apiFetch } from '../../../lib/api-client';

// Buyers have no session: the link's token authorises every call. Without a token (the administrator
// previewing the page) the stored admin bearer token is sent instead.
const withToken = (path: string, token: string | null) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);
const auth = (token: string | null) => token === null;

export const signingContractQuery = (contractId: string, token: string | null) =>
  queryOptions({
    queryKey: ['signing', contractId, token],
    queryFn: () => apiFetch<PublicContractDto>(withToken(`/api/contracts/${contractId}`, token), { auth: auth(token) }),
    retry: false,
  });

export const fetchSigningPdf = (contractId: string, token: string | null) =>
  apiFetch<Blob>(withToken(`/api/contracts/${contractId}/pdf`, token), { auth: auth(token) });

export const fetchSigningAttachment = (contractId: string, index: number, token: string | null) =>
  apiFetch<Blob>(withToken(`/api/contracts/${contractId}/attachments/${index}`, token), { auth: auth(token) });

export type SignInput = { signer: { name: string; email: string; dni: string }; signatureImage: string };

export function useBuyerSign(contractId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signer, signatureImage }: SignInput) =>
      apiFetch<BuyerSignResponse>(`/api/contracts/${contractId}/buyer-sign`, {
        method: 'POST',
        auth: auth(token),
        body: {
          contract_id: contractId,
          signer_name: signer.name,
          signer_email: signer.email,
          signer_dni: signer.dni,
          signature_image: signatureImage,
          ...(token ? { token } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['signing', contractId] }),
  });
}
