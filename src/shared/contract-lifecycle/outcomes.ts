// What happens after the money (docs/product.md#outcome): the sale ends at the notary, or one party walks away under
// the penitential clause (CCCat art. 621-8, CC art. 1454), or the buying party withdraws with the justification the
// contract names (CCCat art. 621-49: the loan refused). Recorded by an owner on a completed contract; corrected by a
// new event with its reason, never overwritten silently. Amounts come from the signed terms, never from elsewhere.

import { centsFromEuros, fitsInCents, ZERO_CENTS, type Cents } from '#shared/money/cents.ts';

export const CONTRACT_OUTCOMES = [
  'deed_signed',
  'buyer_withdrew',
  'seller_withdrew',
  'buyer_withdrew_justified',
] as const;
export type ContractOutcome = (typeof CONTRACT_OUTCOMES)[number];

/** Spanish labels for the admin area, the timeline and the evidence. */
export const CONTRACT_OUTCOME_LABELS: Readonly<Record<ContractOutcome, string>> = {
  deed_signed: 'Escritura de compraventa firmada',
  buyer_withdrew:
    'Desistimiento de la parte compradora: la empresa hace suyas las cantidades que la cláusula penitencial cubre',
  seller_withdrew: 'Desistimiento de la parte vendedora: devolución de esas cantidades duplicadas',
  buyer_withdrew_justified:
    'Desistimiento justificado de la parte compradora (art. 621-49 CCCat): devolución de lo entregado, sin penalización',
};

/** The withdrawals: each needs a reason, and the buying party's needs their own act or the proof the clause names. */
export const isWithdrawal = (outcome: ContractOutcome): boolean => outcome !== 'deed_signed';
/** The buying party withdrew (penitential or justified): every buyer's declaration, or written evidence, is needed. */
export const isBuyerWithdrawal = (outcome: ContractOutcome): boolean =>
  outcome === 'buyer_withdrew' || outcome === 'buyer_withdrew_justified';

/** As stored on the contract (amounts in cents); the API answers euros (see outcomeAmounts in the server). */
export type ContractOutcomeRecord = {
  outcome: ContractOutcome;
  /** The day it happened (deed signed, withdrawal notified), YYYY-MM-DD: never after the day it is recorded. */
  date: string;
  notary: string | null;
  protocol: string | null;
  reason: string | null;
  /** Every delivered sum the signed clause covers (docs/product.md#what-the-company-says-after-signing). */
  delivered_cents: Cents;
  /** Buyer withdrew: what the company keeps. */
  forfeited_cents: Cents | null;
  /** Seller withdrew (double) or justified withdrawal (what was delivered): what the company returns. */
  refund_cents: Cents | null;
  /** The last day to pay the refund, by the signed term (YYYY-MM-DD); null when none is due or it cannot be known. */
  refund_due_date: string | null;
  /** The heading of the clause applied, in the binding text. */
  clause: string | null;
  /** SHA-256 of the written evidence uploaded with it (the buyers' declaration, the notary's record, the refusal). */
  evidence_sha256: string | null;
  recorded_at: string;
  recorded_by: string;
  /** A correction: when the communication it corrects was recorded. */
  corrects?: string | null;
  /** Records of releases before wave 5 kept euros: read through outcomeCents (the server's reader). */
  paid_amount?: number;
  refund_amount?: number | null;
};

/** What a row may hold: records written before wave 5 lack the cents and the clause (they kept euros). */
export type StoredOutcomeRecord = Omit<
  ContractOutcomeRecord,
  'delivered_cents' | 'forfeited_cents' | 'refund_cents' | 'clause' | 'evidence_sha256'
> &
  Partial<
    Pick<ContractOutcomeRecord, 'delivered_cents' | 'forfeited_cents' | 'refund_cents' | 'clause' | 'evidence_sha256'>
  >;

const eurosToCents = (euros: number | null | undefined): Cents | null =>
  typeof euros === 'number' && fitsInCents(euros) ? centsFromEuros(euros) : null;

/**
 * A stored outcome as one shape, the one reader of its amounts: records of earlier releases (euros, no clause) are
 * read once here. Their euros had two decimals at most, so the conversion on their decimal digits is exact.
 */
export function readOutcome(stored: StoredOutcomeRecord): ContractOutcomeRecord {
  const paid = stored.delivered_cents ?? eurosToCents(stored.paid_amount) ?? ZERO_CENTS;
  return {
    ...stored,
    delivered_cents: paid,
    forfeited_cents: stored.forfeited_cents ?? (stored.outcome === 'buyer_withdrew' ? paid : null),
    refund_cents: stored.refund_cents ?? eurosToCents(stored.refund_amount),
    clause: stored.clause ?? null,
    evidence_sha256: stored.evidence_sha256 ?? null,
  };
}
