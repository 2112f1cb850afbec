import { useQuery } from '@tanstack/react-query';

import { formatDateTime } from '#shared/format/dates.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { mailboxQuery, usePollMailbox } from './enquiries-api';

/**
 * The company's mailbox (docs/product.md §4.1): whether the poll works (since when it fails), how many messages it
 * could not read (they stay in the mailbox) and «Leer el buzón ahora». Owners only; nothing shows without a mailbox.
 */
export function MailboxPanel({ className = '' }: { className?: string }) {
  const owner = useIsOwner();
  const status = useQuery({ ...mailboxQuery, enabled: owner });
  const poll = usePollMailbox();
  const toast = useToast();
  const data = status.data;
  if (!owner || !data || (!data.imap_configured && !data.fotocasa_api_configured)) return null;

  const pollNow = () =>
    poll.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(
          `Buzón leído: ${result.filed} consultas nuevas${result.unreadable ? `, ${result.unreadable} mensajes sin leer` : ''}.`,
        ),
      onError: (error) => toast.error(errorWithDetail('No se pudo leer el buzón', error)),
    });

  return (
    <section
      aria-labelledby="mailbox-title"
      className={`rounded-xl bg-white p-5 shadow-sm ring-1 ${data.failing_since ? 'ring-red-300' : 'ring-stone-200'} ${className}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="mailbox-title" className="font-semibold text-stone-900">
            Buzón y portales
          </h2>
          {data.failing_since ? (
            <p role="alert" className="mt-1 text-sm text-red-800">
              No se puede leer el buzón desde el {formatDateTime(data.failing_since)}: {data.last_error}
            </p>
          ) : (
            <p className="mt-1 text-sm text-stone-600">
              {data.last_success_at
                ? `Leído por última vez el ${formatDateTime(data.last_success_at)}.`
                : 'Todavía no se ha leído.'}
            </p>
          )}
          {data.unreadable > 0 ? (
            <details className="mt-2 text-sm text-stone-700">
              <summary className="cursor-pointer">
                {data.unreadable === 1
                  ? '1 mensaje no se pudo leer como consulta'
                  : `${data.unreadable} mensajes no se pudieron leer como consulta`}{' '}
                (siguen en el buzón)
              </summary>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {data.recent_unreadable.map((message, index) => (
                  <li key={index}>
                    {message.subject || '(sin asunto)'} — {message.sender || 'remitente desconocido'}: {message.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
        <Button variant="secondary" onClick={pollNow} disabled={poll.isPending} className="shrink-0">
          {poll.isPending ? 'Leyendo…' : 'Leer el buzón ahora'}
        </Button>
      </div>
    </section>
  );
}
