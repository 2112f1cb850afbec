import type { CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import {
  terminationOfferOf,
  type CancelContractInput,
  type TerminationOfferInput,
} from '#shared/schemas/contract-lifecycle-schema.ts';

/** What an owner's «Anular» carries, read by the cancellation and by the notice it sends. */
export type CancelInput = {
  reason: string;
  reasonCode: CancelReasonCode | null;
  /** condition_not_met: the day the company received the buyer's communication (YYYY-MM-DD). */
  communicationReceivedOn?: string | null;
  /** mutual_agreement: the offer's amount, deadline and expiry (each with its default). */
  termination?: TerminationOfferInput;
};

/** The request body of «Anular» (and of its preview) as the cancellation reads it. */
export const cancelInputOf = (body: CancelContractInput): CancelInput => ({
  reason: body.reason,
  reasonCode: body.reason_code ?? null,
  communicationReceivedOn: body.communication_received_on ?? null,
  termination: terminationOfferOf(body),
});
