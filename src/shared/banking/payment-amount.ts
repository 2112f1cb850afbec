import { readNumber } from '#shared/contract-types/field-values.ts';
import { getContractType } from '#shared/contract-types/registry.ts';
import { centsFromEuros, centsToEuros, fitsInCents, type Cents } from '#shared/money/cents.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';

type PaymentDue = {
  payment_type: PaymentType;
  /** The `contract_data` field the amount is read from (importe_arras, importe_reserva). */
  amount_field: string;
  /** Euros, or null when the contract holds no positive amount to transfer. */
  amount: number | null;
  /** The same in cents (docs/product.md#money). */
  amount_cents: Cents | null;
};

/**
 * What the buyer of a contract transfers, read from the contract's own data so the browser can
 * never name the amount. null for an unknown contract type.
 */
export function paymentDueFor(
  contractType: string,
  contractData: Readonly<Record<string, unknown>>,
): PaymentDue | null {
  const type = getContractType(contractType);
  if (!type) return null;
  const { payment_type, amount_field } = type.payment;
  const value = readNumber(contractData[amount_field]);
  const cents = value !== null && value > 0 && fitsInCents(value) ? centsFromEuros(value) : null;
  const due = cents !== null && cents > 0 ? cents : null;
  return { payment_type, amount_field, amount: due === null ? null : centsToEuros(due), amount_cents: due };
}
