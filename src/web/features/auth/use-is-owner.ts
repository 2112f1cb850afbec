import { useQuery } from '@tanstack/react-query';

import { meQueryOptions } from './api';
import { useToken } from './session';

/**
 * Whether the signed-in account is an owner: owner-only actions are not offered to staff (the server refuses them
 * anyway, docs/product.md §4). Reads the session check already cached by the admin layout.
 */
export function useIsOwner(): boolean {
  const me = useQuery(meQueryOptions(useToken()));
  return me.data?.role === 'owner';
}
