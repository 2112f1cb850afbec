import { useQuery } from '@tanstack/react-query';

import type { MeDto } from '#shared/api/api-types.ts';

import { meQueryOptions } from './api';
import { useToken } from './session';

/** The signed-in account, from the session check the admin layout already cached; undefined while it loads. */
export function useMe(): MeDto | undefined {
  return useQuery(meQueryOptions(useToken())).data;
}
