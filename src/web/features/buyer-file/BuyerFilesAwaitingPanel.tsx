import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { shortId } from '#web/lib/short-id.ts';

import { awaitingDecisionQuery, WAITING_FOR_LABELS } from './awaiting-decision-api';
import { RiskGuide } from './RiskGuide';

/**
 * Buyer files waiting for an owner's risk decision, with the guide to choosing one (docs/product.md §5.7): on the
 * dashboard and the contracts page. Nothing when none waits, or for staff.
 */
export function BuyerFilesAwaitingPanel({ contractsHref }: { contractsHref?: string }) {
  const awaiting = useQuery(awaitingDecisionQuery);
  const list = awaiting.data ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="buyer-files-awaiting-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="buyer-files-awaiting-title" className="text-lg font-semibold text-amber-900">
        Expedientes de compradores por decidir ({list.length})
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Hasta que un propietario valore el riesgo de cada expediente (y apruebe uno alto), no se puede cobrar: la ley de
        prevención del blanqueo de capitales pide conocer al comprador antes de recibir su dinero.
      </p>
      {list.some((item) => item.waiting_for === 'identification') ? (
        <p className="mt-1 text-sm text-amber-950">
          Tras el pago, al comprador que no transfirió desde una cuenta a su nombre en la UE/EEE le falta registrar cómo
          se verificó su identidad (en persona, firma electrónica cualificada, copia notarial o videoidentificación; RD
          304/2014, art. 21): «Registrar identificación» en su expediente.
        </p>
      ) : null}
      <ul className="mt-3 space-y-2">
        {list.map((item) => (
          <li key={`${item.contract_id}-${item.buyer_id}`} className="text-sm text-stone-800">
            <span className="font-semibold">{WAITING_FOR_LABELS[item.waiting_for]}</span>: {item.buyer_name} ·{' '}
            {item.contract_type_name} <span className="font-mono">{shortId(item.contract_id)}</span>
          </li>
        ))}
      </ul>
      {contractsHref ? (
        <Link
          to={contractsHref}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-900"
        >
          Abrir los expedientes en Contratos y Firmas
        </Link>
      ) : (
        <p className="mt-3 text-sm text-stone-700">Ábrelos en «Expedientes de los compradores», bajo cada contrato.</p>
      )}
      <div className="mt-3">
        <RiskGuide />
      </div>
    </section>
  );
}

/** The contract list's flag: which of this contract's buyer files wait for an owner's decision. */
export function BuyerFileFlags({ contractId }: { contractId: string }) {
  const awaiting = useQuery(awaitingDecisionQuery);
  const mine = (awaiting.data ?? []).filter((item) => item.contract_id === contractId);
  if (mine.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {mine.map((item) => (
        <li
          key={item.buyer_id}
          className="inline-block max-w-full rounded-2xl bg-amber-100 px-2.5 py-0.5 text-xs font-semibold break-words text-amber-900 ring-1 ring-inset ring-amber-300"
        >
          {WAITING_FOR_LABELS[item.waiting_for]}: {item.buyer_name}
        </li>
      ))}
    </ul>
  );
}
