import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { SiteContentDto } from '#shared/api/api-types.ts';
import type { CompanyDetailsDto } from '#shared/schemas/content-schema.ts';
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

const COMPANY_DETAILS_KEY = ['content', 'company-details'] as const;

/** The company's details and which of them the demo stored (docs/product.md#company-details); owners only. */
export const companyDetailsQuery = queryOptions({
  queryKey: COMPANY_DETAILS_KEY,
  queryFn: () => apiFetch<CompanyDetailsDto>('/api/cms/company-details'),
});

/** One save for every company detail that changed; the checklist reloads since it reads them. */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: Record<string, string>) =>
      apiFetch<CompanyDetailsDto>('/api/cms/company-details', { method: 'PUT', body: { details } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(COMPANY_DETAILS_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      void queryClient.invalidateQueries({ queryKey: ['cms', 'setup-checklist'] });
    },
  });
}
