import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatEuros } from '#shared/format/number-format.ts';
import { LOCALE_NAMES } from '#shared/i18n/locales.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { matchesQuery, pendingMatchesQuery, useSendListing, type PendingMatch } from './enquiries-api';

/**
 * Properties on sale with buyers whose demand they match and who have not had them at this price (docs/product.md
 * §4.3): after a property goes on sale or changes price, the owner sends it to them in one action. Owners only.
 */
export function MatchesPanel() {
  const owner = useIsOwner();
  const pending = useQuery({ ...pendingMatchesQuery, enabled: owner });
  const [open, setOpen] = useState<PendingMatch | null>(null);
  if (!owner || !pending.data?.length) return null;
  return (
    <section aria-labelledby="matches-title" className="mt-6 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="matches-title" className="font-semibold text-amber-950">
        Compradores que encajan
      </h2>
      <ul className="mt-2 space-y-2">
        {pending.data.map((item) => (
          <li key={item.property_id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="text-sm text-amber-950">
              <strong>{item.title}</strong>
              {item.price !== null ? ` (${formatEuros(item.price)})` : ''}:{' '}
              {item.matches === 1 ? '1 contacto busca algo así' : `${item.matches} contactos buscan algo así`}
            </span>
            <Button size="sm" variant="secondary" onClick={() => setOpen(item)}>
              Ver y enviar
            </Button>
          </li>
        ))}
      </ul>
      {open ? <MatchesDialog property={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function MatchesDialog({ property, onClose }: { property: PendingMatch; onClose: () => void }) {
  const matches = useQuery(matchesQuery(property.property_id));
  const send = useSendListing();
  const toast = useToast();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const waiting = (matches.data ?? []).filter((match) => !match.already_sent);
  const selected = chosen ?? new Set(waiting.map((match) => match.contact_id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const submit = () =>
    send.mutate(
      { propertyId: property.property_id, contactIds: [...selected] },
      {
        onSuccess: (result) => {
          toast.success(
            `Enviada a ${result.sent} ${result.sent === 1 ? 'contacto' : 'contactos'}${result.skipped.length ? `; ${result.skipped.length} no (${result.skipped.map((s) => s.reason).join(' ')})` : ''}.`,
          );
          onClose();
        },
        onError: (error) => toast.error(errorWithDetail('No se pudo enviar', error)),
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Enviar «${property.title}»`}
      description="Cada contacto la recibe en su idioma, con un enlace para darse de baja. Quien pidió no recibir correos no aparece."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={selected.size === 0 || send.isPending}>
            {send.isPending ? 'Enviando…' : `Enviar a ${selected.size}`}
          </Button>
        </>
      }
    >
      {matches.isPending ? (
        <Spinner className="py-6" />
      ) : (
        <ul className="divide-y divide-stone-100">
          {(matches.data ?? []).map((match) => (
            <li key={match.contact_id} className="py-3">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={selected.has(match.contact_id)}
                  disabled={match.already_sent}
                  onChange={() => toggle(match.contact_id)}
                />
                <span className="text-sm">
                  <span className="font-semibold text-stone-900">{match.name}</span> · {match.email} ·{' '}
                  {LOCALE_NAMES[match.language]} · <span className="font-semibold">{match.score}/100</span>
                  {match.already_sent ? ' · ya enviada' : ''}
                  <span className="block text-stone-600">{match.reasons.join(' · ')}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
