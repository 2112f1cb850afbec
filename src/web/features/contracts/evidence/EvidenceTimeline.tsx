import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatDateTime } from '#shared/format/dates.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Spinner } from '#web/ui/Spinner.tsx';

import { timelineQuery } from './evidence-api';
import { timelineFacts, timelineTitle } from './timeline-labels';

/**
 * 'Registro de evidencias': everything that happened to the contract, oldest first, with IP, browser and
 * hashes (docs/product.md §5.4). Loaded when opened.
 */
export function EvidenceTimeline({ contractId }: { contractId: string }) {
  const [open, setOpen] = useState(false);
  const timeline = useQuery(timelineQuery(contractId, open));
  return (
    <details
      className="group rounded-lg bg-white ring-1 ring-stone-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer list-inside px-3 py-2 text-sm font-semibold text-stone-800">
        Registro de evidencias
      </summary>
      <div className="border-t border-stone-200 px-3 py-3">
        {timeline.isPending ? (
          <Spinner size="sm" label="Cargando el registro..." showLabel />
        ) : timeline.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorWithDetail('Error al cargar el registro', timeline.error)}
          </p>
        ) : (
          <ol className="relative space-y-4 border-l border-stone-200 pl-4">
            {timeline.data.map((entry, index) => (
              <li key={index} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[1.3rem] top-1.5 size-2.5 rounded-full bg-brand-600"
                />
                <p className="text-sm">
                  <span className="font-semibold text-stone-900">{timelineTitle(entry.kind)}</span>{' '}
                  <time dateTime={entry.at} className="text-stone-600">
                    · {formatDateTime(entry.at)}
                  </time>
                </p>
                <dl className="mt-1 grid gap-x-3 text-xs text-stone-700 sm:grid-cols-[11rem_1fr]">
                  {timelineFacts(entry).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-stone-500">{label}</dt>
                      <dd className="mb-1 break-all font-mono sm:mb-0">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
