// What a cancellation means for a buyer's money, from the signed terms alone (docs/product.md#cancel-notice): the
// refund term of each cause as its clause states it (days, unit, start event), counted from that start — the seller's
// withdrawal from this very notice, an unmet condition from the day the company received the buyer's communication —
// and the sums the clause covers, limited to what was delivered. Nothing here is a number of the product's own.
import type { CancelReasonCode } from '#shared/contract-lifecycle/cancel-reasons.ts';
import { addCents, type Cents } from '#shared/money/cents.ts';

import { deliveredPenitentialCents, type ClauseHeadings, type SignedTerm, type SignedTerms } from './signed-terms';
import { termDeadline } from './term-dates';

export type RefundEffect = {
  kind: 'refund';
  /** What is returned: doubled for the seller's withdrawal, as delivered for an unmet condition. */
  amount_cents: Cents;
  term: SignedTerm | null;
  /** YYYY-MM-DD of the term's start event. */
  start: string;
  /** The last day, on the reading that is generous to the buyer (term-dates.ts); null when it cannot be counted. */
  due_date: string | null;
  clause: ClauseHeadings;
};

export type CancelEffect =
  | RefundEffect
  | { kind: 'plain' }
  | { kind: 'agreement'; amount_cents: Cents; deadline: string | null; signed_on: string };

export type CancelEffectInput = {
  /** Confirmed payments of the contract, in cents. */
  transferredCents: Cents;
  /** The day of the cancellation (Madrid), the start of the seller's withdrawal term. */
  today: string;
  /** The day the company received the buyer's communication that the condition failed (condition_not_met). */
  communicationReceivedOn?: string | null;
  /** A completed termination agreement (mutual_agreement). */
  agreement?: { amount_cents: Cents; deadline: string | null; signed_on: string } | null;
};

function refund(terms: SignedTerms, term: SignedTerm | null, amount: Cents, start: string): RefundEffect {
  return {
    kind: 'refund',
    amount_cents: amount,
    term,
    start,
    due_date: term ? termDeadline(terms, term, start, 'buyer') : null,
    clause: term?.clause ?? terms.penitential.clause,
  };
}

export function cancelEffect(
  terms: SignedTerms,
  reason: CancelReasonCode | null,
  input: CancelEffectInput,
): CancelEffect {
  const delivered = deliveredPenitentialCents(terms, input.transferredCents);
  switch (reason) {
    case 'seller_withdrawal_double_arras':
      return refund(terms, terms.refunds.seller_withdrawal, addCents(delivered, delivered), input.today);
    case 'condition_not_met':
      return refund(terms, terms.refunds.condition_not_met, delivered, input.communicationReceivedOn ?? input.today);
    case 'mutual_agreement':
      return input.agreement ? { kind: 'agreement', ...input.agreement } : { kind: 'plain' };
    default:
      return { kind: 'plain' };
  }
}
