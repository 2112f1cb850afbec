import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { EmailCodeSentDto, EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { withToken, type SigningLink } from './api';

// The email code before signing (docs/product.md §5.4); like every signing call, authorised by the link's
// token together with the email it was issued to.
const path = (contractId: string, suffix = '') => `/api/contracts/${contractId}/email-code${suffix}`;
const auth = ({ token }: SigningLink) => token === null;

export const emailCodeStatusQuery = (contractId: string, link: SigningLink) =>
  queryOptions({
    queryKey: ['signing', contractId, link.token, link.email, 'email-code'],
    queryFn: () => apiFetch<EmailCodeStatusDto>(withToken(path(contractId), link), { auth: auth(link) }),
    retry: false,
    // The guide and the gate read the same answer: a part drawn a moment later does not ask again (a buyer's file is
    // read once per visit, each reading on the record); what changes it updates or invalidates it.
    staleTime: 60_000,
  });

export function useSendEmailCode(contractId: string, link: SigningLink) {
  return useMutation({
    mutationFn: () =>
      apiFetch<EmailCodeSentDto>(withToken(path(contractId), link), {
        method: 'POST',
        auth: auth(link),
        body: { token: link.token },
      }),
  });
}

export function useVerifyEmailCode(contractId: string, link: SigningLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<{ verified: true }>(withToken(path(contractId, '/verify'), link), {
        method: 'POST',
        auth: auth(link),
        body: { token: link.token, code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailCodeStatusQuery(contractId, link).queryKey }),
  });
}
