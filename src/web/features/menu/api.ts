import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { MenuItemDto } from '#shared/api/api-types.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const MENU_KEY = ['menu'] as const;

/** All items, inactive ones too, sorted by order. */
export const menuQuery = queryOptions({
  queryKey: MENU_KEY,
  queryFn: () => apiFetch<MenuItemDto[]>('/api/menu'),
});

/**
 * PUT /api/cms/menu replaces the whole menu. The new list is shown at once; on failure the previous
 * one is put back (docs/product.md §4) and the caller shows the error.
 */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: MenuItemDto[]) => apiFetch<MenuItemDto[]>('/api/cms/menu', { method: 'PUT', body: { items } }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: MENU_KEY });
      const previous = queryClient.getQueryData<MenuItemDto[]>(MENU_KEY);
      queryClient.setQueryData(MENU_KEY, items);
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(MENU_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENU_KEY }),
  });
}
