import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import type { MeDto } from '#shared/api/api-types.ts';
import { ApiError, apiFetch, tokenStore } from '#web/lib/api-client.ts';
import { Spinner } from '#web/ui/Spinner.tsx';

import { meQueryOptions } from './api';

// The token lives in localStorage (docs/product.md §2). Another tab logging out or in changes it under us,
// so it is read as an external store rather than once.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, tokenStore.get, () => null);
}

/** Forgets the token and every cached admin answer, then goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    tokenStore.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * 'Cerrar sesión': the server ends the session first (its token is refused from then on, docs/product.md §4
 * "Sessions"), then the browser forgets it. A server that cannot be reached does not keep anyone signed in here.
 */
export function useSignOut() {
  const logout = useLogout();
  return useCallback(async () => {
    await apiFetch('/api/auth/logout', { method: 'POST', timeoutMs: 5_000 }).catch(() => undefined);
    logout();
  }, [logout]);
}

/**
 * Checks the stored token with GET /api/auth/me on entry (docs/product.md §4); a failure clears it. Non-admins and
 * visitors without a token go to /login. Any later 401 (expired or revoked token) logs out too.
 */
export function RequireAdmin({ children }: { children: (user: MeDto, signOut: () => void) => ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const signOut = useSignOut();
  const me = useQuery(meQueryOptions(token));
  // Only a visitor who arrived without a session is sent back to the page they asked for; after a
  // logout (or a password change) the next login starts from the dashboard.
  const [arrivedWithoutToken] = useState(token === null);

  useEffect(() => {
    if (me.isError || (me.data && !me.data.is_admin)) logout();
  }, [me.isError, me.data, logout]);

  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.query.state.error)) logout();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.mutation?.state.error)) logout();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, logout]);

  if (!token) return <Navigate to="/login" replace state={arrivedWithoutToken ? { from: location.pathname } : null} />;
  if (!me.data?.is_admin) return <Spinner label="Comprobando la sesión..." showLabel className="min-h-dvh" />;
  return children(me.data, () => void signOut());
}
