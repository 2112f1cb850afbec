import { queryOptions, useMutation } from '@tanstack/react-query';

import type { LoginResponse, MeDto } from '#shared/api/api-types.ts';
import { apiFetch, tokenStore } from '#web/lib/api-client.ts';

type Message = { message: string };

const fetchMe = () => apiFetch<MeDto>('/api/auth/me');

/** Keyed by the token, so logging in as someone else never shows the previous answer. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: fetchMe,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useLogin() {
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body: input, auth: false }),
    onSuccess: ({ access_token }) => tokenStore.set(access_token),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Message>('/api/auth/request-password-reset', { method: 'POST', body: { email }, auth: false }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      apiFetch<Message>('/api/auth/reset-password', { method: 'POST', body: input, auth: false }),
  });
}

/** Multipart form, as docs/product.md §8 sends it. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ current_password, new_password }: { current_password: string; new_password: string }) => {
      const form = new FormData();
      form.set('current_password', current_password);
      form.set('new_password', new_password);
      return apiFetch<Message>('/api/auth/change-password', { method: 'POST', body: form });
    },
  });
}
