// What happens after the money (docs/product.md#outcome): the sale ends at the notary, or one party walks away under
// the penitential arras clause (CCCat art. 621-8, CC art. 1454). Recorded once, by an owner, on a completed contract.

export const CONTRACT_OUTCOMES = ['deed_signed', 'buyer_withdrew', 'seller_withdrew'] as const;
export type ContractOutcome = (typeof CONTRACT_OUTCOMES)[number];

/** Spanish labels for the admin area, the timeline and the evidence. */
export const CONTRACT_OUTCOME_LABELS: Readonly<Record<ContractOutcome, string>> = {
  deed_signed: 'Escritura de compraventa firmada',
  buyer_withdrew: 'Desistimiento de la parte compradora: la empresa hace suyas las cantidades entregadas',
  seller_withdrew: 'Desistimiento de la parte vendedora: devolución de las cantidades entregadas duplicadas',
};

/** Every template gives the seller who withdraws fifteen calendar days to return the double (docs/product.md §5.2). */
export const DOUBLE_RETURN_DAYS = 15;

/** As stored on the contract and returned by the API as `outcome`. */
export type ContractOutcomeRecord = {
  outcome: ContractOutcome;
  /** The day it happened (deed signed, withdrawal notified), YYYY-MM-DD. */
  date: string;
  notary: string | null;
  protocol: string | null;
  reason: string | null;
  /** Seller withdrew: the last day to pay back double what the buyers paid (YYYY-MM-DD). */
  refund_due_date: string | null;
  /** What the buyers had paid (euros), and what changes hands because of the outcome. */
  paid_amount: number;
  refund_amount: number | null;
  recorded_at: string;
  recorded_by: string;
};

/** The last day to return the double: `DOUBLE_RETURN_DAYS` calendar days after the withdrawal (YYYY-MM-DD). */
export function refundDueDate(withdrawalDate: string): string {
  const [year, month, day] = withdrawalDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + DOUBLE_RETURN_DAYS, 12)).toISOString().slice(0, 10);
}
