// What the trail records of a payment (payment_created, payment_confirmed): its amount in integer cents since
// decision 051; events recorded before it kept euros (`amount`). Every reader takes the amount through
// `paymentAmountCents`, so the timeline, the evidence and anything else show either kind alike.
import { asCents, centsFromEuros, centsToEuros, type Cents } from '#shared/money/cents.ts';

import type { ContractStatus } from './statuses';

/** A payment's transfer instructions were created. */
export type PaymentCreatedDetails = {
  transaction_id: string;
  payment_type: string;
  amount_cents: Cents;
  reference: string;
};

/** A payment was confirmed (bank statement, or an owner by hand). */
export type PaymentConfirmedDetails = PaymentCreatedDetails & {
  contract_status: ContractStatus;
  /** Who the money came from, when known (bank statement, or the owner who confirmed by hand). */
  payer_name?: string | null;
  /** An owner's reason to confirm a transfer the import could not (another payer, no statement). */
  reason?: string | null;
};

/** The amount as an event of a release before decision 051 wrote it: euros, two decimals at most. */
type InEuros<T> = Omit<T, 'amount_cents'> & { amount: number };

/** A payment event as a row may hold it: cents, or (written before decision 051) euros. */
export type StoredPaymentDetails<T extends PaymentCreatedDetails> = T | InEuros<T>;

/**
 * The amount of a payment event in cents, whichever release recorded it: `amount_cents`, or the euros of the events
 * written before decision 051 (two decimals at most, so the cents are exact). The one reader of these amounts.
 */
export function paymentAmountCents(details: StoredPaymentDetails<PaymentCreatedDetails>): Cents {
  return 'amount_cents' in details ? details.amount_cents : centsFromEuros(details.amount);
}

/**
 * Event details as the API answers them: a payment event recorded in cents also carries `amount` in euros, as every
 * answer did before decision 051 (the API's money is euros with two decimals); any other event as it is.
 */
export function withPaymentEuros<T extends Record<string, unknown> | null>(event: string, details: T): T {
  if (event !== 'payment_created' && event !== 'payment_confirmed') return details;
  if (details === null || 'amount' in details || typeof details.amount_cents !== 'number') return details;
  return { ...details, amount: centsToEuros(asCents(details.amount_cents)) };
}
