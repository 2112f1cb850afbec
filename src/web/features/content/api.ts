import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { SiteContentDto } from '#shared/api/api-types.ts';
import type { ContentTranslations } from '#shared/site/translated-content.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const CONTENT_KEY = ['content'] as const;
const TRANSLATIONS_KEY = ['content', 'translations'] as const;

/** Every key with its default filled in, company details included (the public /api/content leaves some out). */
export const contentQuery = queryOptions({
  queryKey: CONTENT_KEY,
  queryFn: () => apiFetch<SiteContentDto>('/api/cms/content'),
});

/** The Catalan and English site texts written so far (docs/product.md §11.2). */
export const contentTranslationsQuery = queryOptions({
  queryKey: TRANSLATIONS_KEY,
  queryFn: () => apiFetch<ContentTranslations>('/api/cms/content/translations'),
});

/** Spanish always; a translation only when it changed (omitted keeps the stored one). */
type ContentSave = { key: string; content: string; content_ca?: string; content_en?: string };

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: ContentSave) =>
      apiFetch<{ key: string; content: string }>(`/api/cms/content/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body,
      }),
    // CONTENT_KEY is a prefix of TRANSLATIONS_KEY: both reload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
