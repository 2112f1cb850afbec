import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { formatDate } from '#shared/format/dates.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { pendingPaymentsQuery, useMarkPaid } from './api';
import { BankStatementImportDialog } from './BankStatementImportDialog';
import { afterConfirming, paymentTypeLabel } from './payment-labels';

/** The yellow 'Esperando transferencia' panel (docs/product.md §4): each pending payment with 'Confirmado'. */
export function PendingPaymentsPanel() {
  const payments = useQuery(pendingPaymentsQuery);
  const markPaid = useMarkPaid();
  const confirm = useConfirm();
  const toast = useToast();
  const [importing, setImporting] = useState(false);
  const list = payments.data ?? [];
  // The import dialog outlives the panel: confirming the last pending payment empties the list under it.
  const importDialog = <BankStatementImportDialog open={importing} onClose={() => setImporting(false)} />;
  if (list.length === 0) return importing ? importDialog : null;

  const confirmPayment = async (payment: PendingPaymentDto) => {
    const confirmed = await confirm({
      title: 'Confirmar pago',
      // The amount and reference are what the admin matches against the bank statement.
      message: `¿Confirmas que has recibido la transferencia de ${formatEuros(payment.amount)} con la referencia ${groupsOfFour(payment.payment_reference)}? ${afterConfirming(payment.contract_status)}`,
      confirmLabel: 'Confirmado',
      destructive: false,
    });
    if (!confirmed) return;
    try {
      await markPaid.mutateAsync(payment.transaction_id);
      toast.success('Pago marcado como recibido exitosamente');
    } catch (error) {
      toast.error(errorWithDetail('Error al marcar el pago', error));
    }
  };

  return (
    <section
      aria-labelledby="pending-payments-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-payments-title" className="text-lg font-semibold text-amber-900">
          Esperando transferencia
        </h2>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          Importar extracto
        </Button>
      </div>
      {importDialog}
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
            </div>
            <Button
              onClick={() => void confirmPayment(payment)}
              disabled={markPaid.isPending}
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
