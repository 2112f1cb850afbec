import { readOutcome, type StoredOutcomeRecord } from '#shared/contract-lifecycle/index.ts';
import { centsToEuros, type Cents } from '#shared/money/cents.ts';
import type { OutcomeAnswer } from '#shared/schemas/contract-outcome-schema.ts';

const euros = (cents: Cents | null): number | null => (cents === null ? null : centsToEuros(cents));

/** A stored outcome as the API answers it: amounts in euros (docs/product.md#outcome). */
export function outcomeAnswer(stored: StoredOutcomeRecord): OutcomeAnswer {
  const record = readOutcome(stored);
  return {
    outcome: record.outcome,
    date: record.date,
    notary: record.notary,
    protocol: record.protocol,
    reason: record.reason,
    paid_amount: centsToEuros(record.delivered_cents),
    forfeited_amount: euros(record.forfeited_cents),
    refund_amount: euros(record.refund_cents),
    refund_due_date: record.refund_due_date,
    clause: record.clause,
    evidence_sha256: record.evidence_sha256,
    recorded_at: record.recorded_at,
    recorded_by: record.recorded_by,
    corrects: record.corrects ?? null,
  };
}
