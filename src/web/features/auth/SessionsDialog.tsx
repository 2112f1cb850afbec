import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { formatDateTime } from '#shared/format/dates.ts';
import type { SessionDto } from '#shared/schemas/auth-schemas.ts';
import { apiFetch, errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iPhone o iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];
const named = (list: [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome en Windows": enough to recognise a device, from the browser's own description. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Navegador desconocido';
  const browser = named(BROWSERS, userAgent) ?? 'Navegador';
  const system = named(SYSTEMS, userAgent);
  return system ? `${browser} en ${system}` : browser;
}

/**
 * 'Sesiones abiertas' (docs/product.md §4 "Sessions"): every browser signed in to this account, this one marked;
 * any other can be ended at once (a lost phone, a shared computer), and its token stops working.
 */
export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiFetch<SessionDto[]>('/api/auth/sessions'),
    enabled: open,
    staleTime: 0,
  });
  const end = useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? apiFetch('/api/auth/sessions/end-others', { method: 'POST' })
        : apiFetch(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: () => setError(null),
    onError: (failure) => setError(errorWithDetail('No se ha podido cerrar la sesión', failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
  const others = (sessions.data ?? []).filter((session) => !session.current);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Sesiones abiertas"
      description="Los navegadores en los que tu cuenta tiene la sesión iniciada. Si no reconoces alguno, ciérralo y cambia tu contraseña."
      footer={
        <>
          {others.length > 0 ? (
            <Button variant="secondary" onClick={() => end.mutate('others')} disabled={end.isPending}>
              Cerrar las demás sesiones
            </Button>
          ) : null}
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      {sessions.isPending ? <Spinner label="Cargando las sesiones..." showLabel /> : null}
      {sessions.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorWithDetail('No se han podido cargar las sesiones', sessions.error)}
        </p>
      ) : null}
      {sessions.data ? (
        <ul className="divide-y divide-stone-200" aria-label="Sesiones">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {deviceName(session.user_agent)}
                  {session.current ? <span className="ml-2 text-green-800">· Esta sesión</span> : null}
                </p>
                <p className="text-stone-600">
                  Iniciada el {formatDateTime(session.created_at)}
                  {session.ip ? ` desde ${session.ip}` : ''} · último uso {formatDateTime(session.last_seen_at)}
                </p>
              </div>
              {session.current ? null : (
                <Button size="sm" variant="secondary" onClick={() => end.mutate(session.id)} disabled={end.isPending}>
                  Cerrar<span className="sr-only"> la sesión de {deviceName(session.user_agent)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
