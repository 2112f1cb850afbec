import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { formatDate } from '#shared/format/dates.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';

import { pendingPaymentsQuery } from './api';
import { BankStatementImportDialog } from './BankStatementImportDialog';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { paymentTypeLabel } from './payment-labels';

/** The yellow 'Esperando transferencia' panel (docs/product.md §4): each pending payment with 'Confirmado', which
 * asks for the payer and the bank's proof (docs/product.md#manual-confirmation). */
export function PendingPaymentsPanel() {
  const payments = useQuery(pendingPaymentsQuery);
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState<PendingPaymentDto | null>(null);
  const list = payments.data ?? [];
  // The import dialog outlives the panel: confirming the last pending payment empties the list under it, so the
  // dialog stays at the same place in the tree whether the panel shows or not, and keeps its result on screen.
  const importDialog = <BankStatementImportDialog open={importing} onClose={() => setImporting(false)} />;

  return (
    <>
      {list.length === 0 ? null : (
        <PendingList list={list} onImport={() => setImporting(true)} onConfirm={setConfirming} />
      )}
      {confirming ? (
        <ConfirmPaymentDialog
          key={confirming.transaction_id}
          payment={confirming}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {importDialog}
    </>
  );
}

function PendingList({
  list,
  onImport,
  onConfirm,
}: {
  list: PendingPaymentDto[];
  onImport: () => void;
  onConfirm: (payment: PendingPaymentDto) => void;
}) {
  return (
    <section
      aria-labelledby="pending-payments-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-payments-title" className="text-lg font-semibold text-amber-900">
          Esperando transferencia
        </h2>
        <Button variant="secondary" onClick={onImport}>
          Importar extracto
        </Button>
      </div>
      <ul className="mt-3 space-y-3">
        {list.map((payment) => (
          <li
            key={payment.transaction_id}
            className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <div id={`payment-${payment.transaction_id}`} className="text-sm text-stone-700">
              <p className="text-base font-semibold text-stone-900">
                {formatEuros(payment.amount)} · {paymentTypeLabel(payment.payment_type)}
              </p>
              <p>
                {getContractType(payment.contract_type)?.name ?? payment.contract_type} {shortId(payment.contract_id)}
                {typeof payment.contract_data.direccion_inmueble === 'string'
                  ? ` · ${payment.contract_data.direccion_inmueble}`
                  : ''}
              </p>
              <p>
                Referencia: <span className="font-mono">{groupsOfFour(payment.payment_reference)}</span> · Desde{' '}
                {formatDate(payment.created_at)}
              </p>
              {payment.confirm_blocked_reason ? (
                // Ley 10/2010: no money before every buyer is identified and assessed (docs/product.md#money-gate).
                <p className="mt-1 font-medium text-amber-900">{payment.confirm_blocked_reason}</p>
              ) : null}
            </div>
            <Button
              onClick={() => onConfirm(payment)}
              disabled={payment.confirm_blocked_reason !== null}
              aria-describedby={`payment-${payment.transaction_id}`}
              className="shrink-0"
            >
              Confirmado
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
