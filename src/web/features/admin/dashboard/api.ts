import { queryOptions } from '@tanstack/react-query';

import type { StatsDto, SystemStatusDto } from '#shared/api/api-types.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { STATS_KEY } from '#web/lib/query-keys.ts';

export const statsQuery = queryOptions({
  queryKey: STATS_KEY,
  queryFn: () => apiFetch<StatsDto>('/api/stats'),
});

export const systemQuery = queryOptions({
  queryKey: ['cms', 'system'],
  queryFn: () => apiFetch<SystemStatusDto>('/api/cms/system'),
});

/** True when the server answers its health check (database reachable). */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: async () => {
    try {
      await apiFetch<{ status: string }>('/api/health', { auth: false });
      return true;
    } catch {
      return false;
    }
  },
  refetchInterval: 60_000,
});
