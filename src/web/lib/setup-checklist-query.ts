import { queryOptions } from '@tanstack/react-query';

import type { SetupChecklistDto } from '#shared/api/api-types.ts';

import { apiFetch } from './api-client';

/** The first-run checklist: the dashboard shows it, and the contracts, AML and signing settings pages read it. */
export const setupChecklistQuery = queryOptions({
  queryKey: ['cms', 'setup-checklist'],
  queryFn: () => apiFetch<SetupChecklistDto>('/api/cms/setup-checklist'),
});
