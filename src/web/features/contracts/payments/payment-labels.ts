import type { PaymentType } from '../../../../shared/schemas/payment-schema';

const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { arras: 'Arras penitenciales', reserva: 'Reserva' };

export const paymentTypeLabel = (type: string): string => PAYMENT_TYPE_LABELS[type as PaymentType] ?? type;
