import { z } from 'zod';

/** Arras contracts pay the deposit; both reservation types pay the reservation amount. */
export const PAYMENT_TYPES = ['arras', 'reserva'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const CONTRACT_REQUIRED = 'El contrato es obligatorio';

/** Body of POST /api/payments/create-transfer-instructions. */
export const paymentInstructionsSchema = z.object(
  {
    contract_id: z.string({ error: CONTRACT_REQUIRED }).trim().min(1, CONTRACT_REQUIRED).max(100, CONTRACT_REQUIRED),
    payment_type: z.enum(PAYMENT_TYPES, { error: 'Tipo de pago no válido' }),
  },
  { error: CONTRACT_REQUIRED },
);

export type PaymentInstructionsInput = z.output<typeof paymentInstructionsSchema>;
