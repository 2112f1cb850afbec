import { canTransition, isCompleted, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';
import { contractStatusLabel } from '#shared/site/labels.ts';

const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { arras: 'Arras penitenciales', reserva: 'Reserva' };

export const paymentTypeLabel = (type: string): string => PAYMENT_TYPE_LABELS[type as PaymentType] ?? type;

/** What 'Confirmado' does to the contract, said as it is (docs/product.md §6): only a signed one is completed. */
export function afterConfirming(contractStatus: ContractStatus): string {
  if (canTransition(contractStatus, 'complete_on_payment')) return 'El contrato se marcará como completado.';
  if (isCompleted(contractStatus)) return 'El contrato ya está completado.';
  return (
    `El contrato no está firmado por todas las partes (${contractStatusLabel(contractStatus)}): seguirá en ese estado y el recibo ` +
    'dirá que el importe se recibe solo a cuenta, no como arras ni reserva.'
  );
}
