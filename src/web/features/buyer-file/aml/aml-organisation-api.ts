import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { AmlOrganisationDto } from '#shared/schemas/aml-organisation-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { setupChecklistQuery } from '#web/lib/setup-checklist-query.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

// The company's AML organisation (docs/product.md#aml-organisation): who approves high-risk clients and the internal
// manual. Owners only; each change also turns an item of the setup checklist green (or red again).
const BASE = '/api/cms/aml-organisation';
const KEY = ['cms', 'aml-organisation'] as const;

export const amlOrganisationQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => apiFetch<AmlOrganisationDto>(BASE),
    enabled,
  });

export const fetchAmlManual = () => apiFetch<Blob>(`${BASE}/manual`);

function useChanged() {
  const queryClient = useQueryClient();
  return (organisation: AmlOrganisationDto) => {
    queryClient.setQueryData(KEY, organisation);
    void queryClient.invalidateQueries({ queryKey: setupChecklistQuery.queryKey });
  };
}

export function useAmlApprover() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: (userId: number) =>
      apiFetch<AmlOrganisationDto>(`${BASE}/approver`, { method: 'PUT', body: { user_id: userId } }),
    onSuccess,
  });
}

export function useAmlManualUpload() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ file, dated, onProgress }: { file: File; dated: string; onProgress: (fraction: number) => void }) =>
      uploadFile<AmlOrganisationDto>(`${BASE}/manual?${new URLSearchParams({ dated })}`, file, onProgress),
    onSuccess,
  });
}
