import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { SystemStatusDto } from '#shared/api/api-types.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { apiFetch, errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';

import { healthQuery, systemQuery } from './api';

const DATABASE_LABELS = { pglite: 'Integrada (PGlite)', postgres: 'PostgreSQL' } as const;

export function SystemBox() {
  const system = useQuery(systemQuery);
  const healthy = useQuery(healthQuery);
  const mail = system.data?.mail;
  const status =
    healthy.data === undefined ? 'Comprobando...' : healthy.data ? 'Activo' : 'Sin conexión con la base de datos';

  return (
    <section aria-labelledby="system-box" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="system-box" className="font-semibold text-stone-900">
        Sistema
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Row label="Versión">{system.data?.version ?? '–'}</Row>
        <Row label="Estado">
          <span
            className={`inline-flex items-center gap-1.5 ${healthy.data === false ? 'text-red-700' : 'text-emerald-700'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${healthy.data === false ? 'bg-red-600' : 'bg-emerald-600'}`}
            />
            {status}
          </span>
        </Row>
        <Row label="Base de datos">{system.data ? DATABASE_LABELS[system.data.database] : '–'}</Row>
        <Row label="Última copia de seguridad">
          {system.data ? (system.data.last_backup_at ? formatDateTime(system.data.last_backup_at) : 'Nunca') : '–'}
        </Row>
        <Row label="Emails pendientes">{mail?.pending ?? '–'}</Row>
      </dl>
      {system.data?.retention_clock_hold ? <RetentionClockHold hold={system.data.retention_clock_hold} /> : null}
      {mail && mail.failed > 0 ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">
            {mail.failed === 1
              ? 'Hay 1 email que no se pudo enviar.'
              : `Hay ${mail.failed} emails que no se pudieron enviar.`}
          </p>
          {mail.last_error ? <p className="mt-1 break-words">Último error: {mail.last_error}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

type Hold = NonNullable<SystemStatusDto['retention_clock_hold']>;

const HOLD_REASONS: Record<Hold['reason'], string> = {
  database_clock: 'la hora del servidor no coincide con la de la base de datos',
  jump: 'la hora del servidor saltó más de un día hacia delante',
};

/**
 * The retention pass stopped on a clock it could not trust (docs/product.md §7 "Retention"): nothing is deleted until
 * an owner checks the time and confirms it.
 */
function RetentionClockHold({ hold }: { hold: Hold }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => apiFetch('/api/cms/system/retention-clock/confirm', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cms', 'system'] }),
  });
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Borrados automáticos detenidos</p>
      <p className="mt-1">
        El {formatDateTime(hold.detected_at)} {HOLD_REASONS[hold.reason]}: el servidor decía{' '}
        {formatDateTime(hold.machine_time)} y lo esperado era cerca de {formatDateTime(hold.reference_time)}. Para no
        borrar antes de tiempo expedientes ni mensajes, no se borra nada hasta que confirmes que la hora del servidor es
        correcta (si no lo es, pide a quien instaló la web que la corrija antes).
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending}
      >
        La hora es correcta: reanudar los borrados
      </Button>
      {confirm.isError ? (
        <p className="mt-1 font-medium">{errorWithDetail('No se ha podido confirmar', confirm.error)}</p>
      ) : null}
    </div>
  );
}
