import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { BuyerSignResponse, PublicContractDto } from '#shared/api/contract-dtos.ts';
import { apiFetch } from '#web/lib/api-client.ts';

// Buyers have no session: the link's token, with the email it was issued to, authorises every call (the server
// refuses the token with any other email). Without a token (the administrator previewing the page) the stored
// admin bearer token is sent instead.
export type SigningLink = { token: string | null; email: string | null };

export function withToken(path: string, { token, email }: SigningLink): string {
  if (!token) return path;
  const query = new URLSearchParams(email ? { email, token } : { token });
  return `${path}?${query.toString()}`;
}
const auth = ({ token }: SigningLink) => token === null;

export const signingContractQuery = (contractId: string, link: SigningLink) =>
  queryOptions({
    queryKey: ['signing', contractId, link.token, link.email],
    queryFn: () => apiFetch<PublicContractDto>(withToken(`/api/contracts/${contractId}`, link), { auth: auth(link) }),
    retry: false,
  });

export const fetchSigningPdf = (contractId: string, link: SigningLink) =>
  apiFetch<Blob>(withToken(`/api/contracts/${contractId}/pdf`, link), { auth: auth(link) });

/** The English courtesy translation's PDF, at the path the contract names (docs/product.md §5.6). */
export const fetchCourtesyTranslation = (pdfPath: string, link: SigningLink) =>
  apiFetch<Blob>(withToken(pdfPath, link), { auth: auth(link) });

export const fetchSigningAttachment = (contractId: string, index: number, link: SigningLink) =>
  apiFetch<Blob>(withToken(`/api/contracts/${contractId}/attachments/${index}`, link), { auth: auth(link) });

export type SignInput = { signer: { name: string; email: string; dni: string }; signatureImage: string };

export function useBuyerSign(contractId: string, link: SigningLink) {
  const { token } = link;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signer, signatureImage }: SignInput) =>
      apiFetch<BuyerSignResponse>(`/api/contracts/${contractId}/buyer-sign`, {
        method: 'POST',
        auth: auth(link),
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
