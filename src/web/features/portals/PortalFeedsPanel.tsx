import { useQuery } from '@tanstack/react-query';

import { formatDateTime } from '#shared/format/dates.ts';
import { isFeedPortal, PORTAL_NAMES } from '#shared/portal-lifecycle/portals.ts';
import type { PortalOverviewDto } from '#shared/schemas/portal-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { portalsOverviewQuery, useConfirmFeed, useIdealistaSync } from './api';

function HeldFeed({ overview }: { overview: PortalOverviewDto }) {
  const held = overview.held!;
  const confirmFeed = useConfirmFeed();
  const confirm = useConfirm();
  const toast = useToast();
  const name = PORTAL_NAMES[overview.portal];
  const publish = async () => {
    const ok = await confirm({
      title: `Publicar el feed de ${name}`,
      message:
        held.properties === 0
          ? `${name} se quedará sin ninguna de tus propiedades. ¿Seguro?`
          : `Desaparecerán de ${name} ${held.disappearing.length} propiedades, con su historial allí. ¿Seguro?`,
      confirmLabel: 'Publicar igualmente',
    });
    if (!ok || !isFeedPortal(overview.portal)) return;
    confirmFeed.mutate(
      { portal: overview.portal, generation: held.generation },
      {
        onSuccess: () => toast.success(`Feed de ${name} publicado`),
        onError: (error) =>
          toast.error(error instanceof ApiError && error.detail ? error.detail : 'No se pudo publicar el feed'),
      },
    );
  };
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{held.message}</p>
      <p className="mt-1">
        Feed nuevo del {formatDateTime(held.at)}: {held.properties} propiedades. Desaparecerían:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {held.disappearing.map((property) => (
          <li key={property.id}>{property.title}</li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-2" disabled={confirmFeed.isPending} onClick={publish}>
        Publicar igualmente
      </Button>
    </div>
  );
}

function PortalLine({ overview }: { overview: PortalOverviewDto }) {
  const sync = useIdealistaSync();
  const toast = useToast();
  const name = PORTAL_NAMES[overview.portal];
  const summary = !overview.configured
    ? 'Sin configurar (ver «Portales» en el README).'
    : overview.portal === 'fotocasa'
      ? `${overview.pending ?? 0} envíos en cola · ${overview.failed ?? 0} rechazadas o con error`
      : overview.published === null
        ? 'Aún no se ha generado el feed.'
        : `${overview.published} propiedades en el último feed${overview.published_at ? ` (${formatDateTime(overview.published_at)})` : ''}`;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium text-stone-900">{name}</span>
          <span className="text-stone-700"> · {summary}</span>
        </p>
        {overview.portal === 'idealista' && overview.configured ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(undefined, {
                onSuccess: () => toast.success('Envío a idealista en marcha'),
                onError: (error) =>
                  toast.error(error instanceof ApiError && error.detail ? error.detail : 'No se pudo enviar'),
              })
            }
          >
            Enviar ahora
          </Button>
        ) : null}
      </div>
      {overview.portal === 'idealista' && overview.uploaded_at ? (
        <p className="text-xs text-stone-600">Último fichero subido: {formatDateTime(overview.uploaded_at)}</p>
      ) : null}
      {overview.last_error ? <p className="mt-1 text-sm text-red-800">Último error: {overview.last_error}</p> : null}
      {overview.held ? <HeldFeed overview={overview} /> : null}
    </li>
  );
}

/**
 * The portals on the dashboard (docs/product.md#portals): each one's last feed or queue, and above all a feed the
 * guard holds back because it would empty a portal or take more than a third off it, with what would disappear and
 * the owner's "Publicar igualmente".
 */
export function PortalFeedsPanel() {
  const isOwner = useIsOwner();
  const overview = useQuery({ ...portalsOverviewQuery, enabled: isOwner });
  if (!isOwner || !overview.data) return null;
  const held = overview.data.some((item) => item.held);
  return (
    <section
      aria-labelledby="portals-panel"
      className={`mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ${held ? 'ring-amber-300' : 'ring-stone-200'}`}
    >
      <h2 id="portals-panel" className="font-semibold text-stone-900">
        Portales{held ? ': un feed espera tu confirmación' : ''}
      </h2>
      <ul className="divide-y divide-stone-200">
        {overview.data.map((item) => (
          <PortalLine key={item.portal} overview={item} />
        ))}
      </ul>
    </section>
  );
}
