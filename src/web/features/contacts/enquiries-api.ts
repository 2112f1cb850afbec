import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { ContactDto } from '#shared/api/api-types.ts';
import type { ContactStage } from '#shared/contact-lifecycle/index.ts';
import type {
  ContactStoryDto,
  DemandDto,
  ListingMatchDto,
  MailboxStatusDto,
  PollResultDto,
  ViewingDto,
} from '#shared/schemas/enquiry-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';

// The enquiries' side of «Contactos» (docs/product.md §4.1–§4.3): a contact's story, viewings, demand, the mailbox.
const CONTACTS_KEY = ['cms', 'contacts'] as const;
const MAILBOX_KEY = ['cms', 'mailbox'] as const;
const MATCHES_KEY = ['cms', 'matches'] as const;

export const storyQuery = (id: number) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'story', id],
    queryFn: () => apiFetch<ContactStoryDto>(`/api/cms/contacts/${id}/story`),
  });

export const mailboxQuery = queryOptions({
  queryKey: MAILBOX_KEY,
  queryFn: () => apiFetch<MailboxStatusDto>('/api/cms/mailbox'),
  retry: false,
});

export type PendingMatch = { property_id: number; title: string; price: number | null; matches: number };
export const pendingMatchesQuery = queryOptions({
  queryKey: MATCHES_KEY,
  queryFn: () => apiFetch<PendingMatch[]>('/api/cms/matches'),
  retry: false,
});
export const matchesQuery = (propertyId: number) =>
  queryOptions({
    queryKey: [...MATCHES_KEY, propertyId],
    queryFn: () => apiFetch<ListingMatchDto[]>(`/api/cms/properties/${propertyId}/matches`),
  });

/** Every change to a contact refreshes the list (its columns) and the open story. */
function useContactMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
      ]),
  });
}

export const useUpdateContact = () =>
  useContactMutation(({ id, ...body }: { id: number; stage?: ContactStage; unsubscribed?: boolean }) =>
    apiFetch<ContactDto>(`/api/cms/contacts/${id}`, { method: 'PATCH', body }),
  );

export const useAddNote = () =>
  useContactMutation(({ id, body }: { id: number; body: string }) =>
    apiFetch<unknown>(`/api/cms/contacts/${id}/notes`, { method: 'POST', body: { body } }),
  );

export type ViewingRequest = { property_id: number; starts_at: string; attendee: string };
export const useBookViewing = () =>
  useContactMutation(({ id, ...body }: ViewingRequest & { id: number }) =>
    apiFetch<ViewingDto>(`/api/cms/contacts/${id}/viewings`, { method: 'POST', body }),
  );

export const useCancelViewing = () =>
  useContactMutation((id: number) => apiFetch<ViewingDto>(`/api/cms/viewings/${id}/cancel`, { method: 'POST' }));

export const useOpenSheet = () =>
  useContactMutation(({ id, shown }: { id: number; shown: string }) =>
    apiFetch<ViewingDto>(`/api/cms/viewings/${id}/sheet`, { method: 'POST', body: { shown } }),
  );

export type SheetSignature = {
  visitor_name: string;
  visitor_id_number: string;
  shown: string;
  signature_image: string;
};
export const useSignSheet = () =>
  useContactMutation(({ id, ...body }: SheetSignature & { id: number }) =>
    apiFetch<ViewingDto>(`/api/cms/viewings/${id}/sheet/sign`, { method: 'POST', body }),
  );

export const useSaveDemand = () =>
  useContactMutation(({ id, ...body }: DemandDto & { id: number }) =>
    apiFetch<DemandDto>(`/api/cms/contacts/${id}/demand`, { method: 'PUT', body }),
  );

export const useSendListing = () =>
  useContactMutation(({ propertyId, contactIds }: { propertyId: number; contactIds: number[] }) =>
    apiFetch<{ sent: number; skipped: { contact_id: number; reason: string }[] }>(
      `/api/cms/properties/${propertyId}/send-listing`,
      { method: 'POST', body: { contact_ids: contactIds } },
    ),
  );

export function usePollMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<PollResultDto>('/api/cms/mailbox/poll', { method: 'POST', timeoutMs: 120_000 }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: MAILBOX_KEY }),
      ]),
  });
}
