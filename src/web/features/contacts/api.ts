import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { ContactDto } from '#shared/api/api-types.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const CONTACTS_KEY = ['cms', 'contacts'] as const;

/** Newest first; `limit` for the dashboard's five most recent. */
export const contactsQuery = (limit?: number) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, limit ?? 'all'],
    queryFn: () => apiFetch<ContactDto[]>(limit ? `/api/cms/contacts?limit=${limit}` : '/api/cms/contacts'),
  });

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`/api/cms/contacts/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
