import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteContentDto } from '../../../../shared/api/api-types';
import { apiFetch } from '../../../lib/api-client';

const CONTENT_KEY = ['content'] as const;

/** Every key with its default filled in. */
export const contentQuery = queryOptions({
  queryKey: CONTENT_KEY,
  queryFn: () => apiFetch<SiteContentDto>('/api/content'),
});

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, content }: { key: string; content: string }) =>
      apiFetch<{ key: string; content: string }>(`/api/cms/content/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { content },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
