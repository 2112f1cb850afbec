import type { PaymentPageDto } from '../../../shared/api/api-types';
import { formatEuros } from '../../../shared/format/amount-words';
import { formatDateTime } from '../../../shared/format/dates';
import { ApiError } from '../../lib/api-client';
import { PaymentMessage } from './PaymentLayout';

export function PaymentReceived({ payment }: { payment: PaymentPageDto }) {
  return (
    <PaymentMessage tone="success" title="Pago recibido">
      <p>
        Hemos recibido tu transferencia de <strong>{formatEuros(payment.amount)}</strong> ({payment.amount_words})
        {payment.paid_at ? ` y la confirmamos el ${formatDateTime(payment.paid_at)}` : ''}. No tienes que hacer nada más.
      </p>
      <p>
        {payment.contract_type_name} · Contrato {payment.contract_short_id} · Referencia{' '}
        <span className="font-mono">{payment.reference}</span>
      </p>
    </PaymentMessage>
  );
}

export function PaymentCancelled() {
  return (
    <PaymentMessage tone="warning" title="Este pago ya no está disponible">
      <p>El contrato asociado a este pago ha sido cancelado. No realices la transferencia.</p>
      <p>Si tienes cualquier duda, ponte en contacto con nosotros.</p>
    </PaymentMessage>
  );
}

export function PaymentLinkInvalid() {
  return (
    <PaymentMessage tone="error" title="Enlace de pago no válido">
      <p>El enlace no es correcto o ha dejado de funcionar. Comprueba que lo has copiado entero.</p>
      <p>Si el problema continúa, pide un nuevo enlace a quien te lo envió. No realices ninguna transferencia hasta entonces.</p>
    </PaymentMessage>
  );
}

export function PaymentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <PaymentMessage tone="error" title="No se pudieron cargar los datos del pago">
      <p>{error instanceof ApiError && error.detail ? error.detail : 'Error desconocido'}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Reintentar
      </button>
    </PaymentMessage>
  );
}
