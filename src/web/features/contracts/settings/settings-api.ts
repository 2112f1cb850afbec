import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { AppSettings, SettingsUpdate } from '#shared/schemas/settings-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const SETTINGS_KEY = ['cms', 'settings'] as const;

export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => apiFetch<AppSettings>('/api/cms/settings'),
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => apiFetch<AppSettings>('/api/cms/settings', { method: 'PUT', body: update }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
