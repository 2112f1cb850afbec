// A payment's life (docs/product.md §6): created pending with the transfer instructions, paid once the money is
// confirmed (bank statement or an owner). A paid payment is never changed again. The database refuses any other value.

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentRowStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS = { pending: 'pending', paid: 'paid' } as const satisfies { [S in PaymentRowStatus]: S };

export const isPaymentStatus = (value: unknown): value is PaymentRowStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * What the buyer's payment page shows (GET /api/payments/{id}): the payment's status, or why it cannot be paid yet.
 * `cancelled`: the contract was cancelled before the money arrived.
 */
export const PAYMENT_PAGE_STATUSES = [
  'pending',
  'awaiting_signatures',
  'awaiting_buyer_file',
  'paid',
  'cancelled',
] as const;
export type PaymentPageStatus = (typeof PAYMENT_PAGE_STATUSES)[number];
export const PAYMENT_PAGE_STATUS = {
  pending: 'pending',
  awaiting_signatures: 'awaiting_signatures',
  awaiting_buyer_file: 'awaiting_buyer_file',
  paid: 'paid',
  cancelled: 'cancelled',
} as const satisfies { [S in PaymentPageStatus]: S };
