// What changes hands when a contract ends (docs/product.md#outcome), from the signed terms alone: the sums the signed
// penitential clause covers, limited to what was actually delivered; kept by the company when the buying party withdraws,
// returned doubled when the seller does, returned as delivered for a justified withdrawal (CCCat 621-49).
import type { ContractOutcome } from '#shared/contract-lifecycle/outcomes.ts';
import { addCents, type Cents } from '#shared/money/cents.ts';

import { deliveredPenitentialCents, type SignedTerm, type SignedTerms } from './signed-terms';
import { termDeadline } from './term-dates';

export type OutcomeAmounts = {
  delivered_cents: Cents;
  forfeited_cents: Cents | null;
  refund_cents: Cents | null;
  refund_due_date: string | null;
  clause: string | null;
};

/** The outcome the signed text does not provide for (a justified withdrawal without the financing clause). */
export class OutcomeNotInContractError extends Error {
  constructor(readonly outcome: ContractOutcome) {
    super(`The signed contract provides no ${outcome}`);
    this.name = 'OutcomeNotInContractError';
  }
}

const headingOf = (terms: SignedTerms, headings: SignedTerm['clause']): string | null =>
  headings[terms.languages.binding] ?? null;

/**
 * `transferredCents`: the confirmed payments of the contract (the arras or reservation paid by transfer); `date`: the
 * outcome's date, from which a refund term counts (the seller's withdrawal notice, the buyer's justified one).
 */
export function outcomeAmounts(
  terms: SignedTerms,
  outcome: ContractOutcome,
  transferredCents: Cents,
  date: string,
): OutcomeAmounts {
  const delivered = deliveredPenitentialCents(terms, transferredCents);
  const penitentialClause = headingOf(terms, terms.penitential.clause);
  const refund = (term: SignedTerm | null, cents: Cents) => ({
    delivered_cents: delivered,
    forfeited_cents: null,
    refund_cents: cents,
    // A company refund is due by the earlier reading of an older text's business days (term-dates.ts).
    refund_due_date: term ? termDeadline(terms, term, date, 'company') : null,
    clause: term ? headingOf(terms, term.clause) : penitentialClause,
  });
  switch (outcome) {
    case 'deed_signed':
      return {
        delivered_cents: delivered,
        forfeited_cents: null,
        refund_cents: null,
        refund_due_date: null,
        clause: null,
      };
    case 'buyer_withdrew':
      return {
        delivered_cents: delivered,
        forfeited_cents: delivered,
        refund_cents: null,
        refund_due_date: null,
        clause: penitentialClause,
      };
    case 'seller_withdrew':
      return refund(terms.refunds.seller_withdrawal, addCents(delivered, delivered));
    case 'buyer_withdrew_justified':
      if (!terms.refunds.justified_withdrawal) throw new OutcomeNotInContractError(outcome);
      return refund(terms.refunds.justified_withdrawal, delivered);
  }
}
