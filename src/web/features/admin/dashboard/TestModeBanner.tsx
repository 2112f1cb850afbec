import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { SettingsResponse } from '#shared/schemas/settings-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useToast } from '#web/ui/Toast.tsx';

const MODE_KEY = ['cms', 'settings'] as const;
const modeQuery = queryOptions({
  queryKey: MODE_KEY,
  queryFn: () => apiFetch<SettingsResponse>('/api/cms/settings'),
});

/**
 * While the installation is in test mode (docs/product.md#test-mode) the dashboard says so, and an owner puts it live
 * from here; a refusal lists what the checklist still has in red.
 */
export function TestModeBanner() {
  const owner = useIsOwner();
  const mode = useQuery({ ...modeQuery, enabled: owner });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const goLive = useMutation({
    mutationFn: () => apiFetch<{ live: true }>('/api/cms/go-live', { method: 'POST' }),
    onSuccess: () => {
      setRefusal(null);
      toast.success('La web está en marcha: los contratos ya no dicen «DOCUMENTO DE PRUEBA»');
      void queryClient.invalidateQueries({ queryKey: MODE_KEY });
    },
    onError: (error) =>
      setRefusal(error instanceof ApiError && error.detail ? error.detail : 'No se pudo poner en marcha la web.'),
  });
  if (!owner || !mode.data || mode.data.live) return null;
  return (
    <section
      aria-labelledby="test-mode"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="test-mode" className="font-semibold">
        Modo de prueba
      </h2>
      <p className="mt-1">
        Puedes probarlo todo, pero cada contrato dirá «DOCUMENTO DE PRUEBA» en todas sus páginas. Cuando la lista de
        puesta en marcha no tenga nada en rojo, pon la web en marcha.
      </p>
      {refusal ? (
        <p role="alert" className="mt-2 font-medium whitespace-pre-line text-red-800">
          {refusal}
        </p>
      ) : null}
      <Button className="mt-3" onClick={() => goLive.mutate()} disabled={goLive.isPending}>
        {goLive.isPending ? 'Poniendo en marcha...' : 'Poner en marcha'}
      </Button>
    </section>
  );
}
