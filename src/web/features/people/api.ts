import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PersonDto, PersonRole, SigningPowersDto } from '#shared/api/people-dtos.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const PEOPLE_KEY = ['cms', 'people'] as const;

export const peopleQuery = () =>
  queryOptions({ queryKey: PEOPLE_KEY, queryFn: () => apiFetch<PersonDto[]>('/api/cms/people') });

type InviteInput = { email: string; full_name: string; role: PersonRole; signing_powers: SigningPowersDto | null };
export type PersonChanges = Partial<{
  full_name: string;
  role: PersonRole;
  active: boolean;
  signing_powers: SigningPowersDto | null;
}>;

export function useInvitePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => apiFetch<PersonDto>('/api/cms/people', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: PersonChanges }) =>
      apiFetch<PersonDto>(`/api/cms/people/${id}`, { method: 'PATCH', body: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}
