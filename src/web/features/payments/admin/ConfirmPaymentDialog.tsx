import type { FormEvent } from 'react';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { afterConfirming } from './payment-labels';
import { PaymentConfirmationFields, usePaymentConfirmation } from './PaymentConfirmationForm';

/**
 * «Confirmado» for a pending payment: a manual confirmation is evidence, not a word (docs/product.md#manual-confirmation)
 * — who paid (one of the buyers or another person, who needs a reason), the ordering IBAN, the value date and the
 * bank's advice or the statement line. The server applies the same rules; this says them under each field first.
 */
export function ConfirmPaymentDialog({ payment, onClose }: { payment: PendingPaymentDto; onClose: () => void }) {
  const confirmation = usePaymentConfirmation({ transactionId: payment.transaction_id, buyers: payment.buyers });
  const toast = useToast();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    try {
      if (!(await confirmation.submit())) return;
      toast.success('Pago marcado como recibido exitosamente');
      onClose();
    } catch (error) {
      toast.error(errorWithDetail('Error al marcar el pago', error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Confirmar pago"
      description={`${formatEuros(payment.amount)} con la referencia ${groupsOfFour(payment.payment_reference)}. ${afterConfirming(payment.contract_status)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={confirmation.pending}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={confirmation.pending}>
            Confirmado
          </Button>
        </>
      }
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <PaymentConfirmationFields confirmation={confirmation} />
      </form>
    </Dialog>
  );
}
