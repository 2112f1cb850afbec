import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { isCompleted, isFullySigned } from '#shared/contract-lifecycle/index.ts';

/**
 * Where the transfer stands for the buyer (docs/product.md#signing-guide): before every party has signed; signed by
 * all, the details not mailed yet (the buyer's file or the company's decision may hold them); mailed; paid.
 */
export type PaymentStage = 'others_to_sign' | 'details_coming' | 'details_sent' | 'transfer_confirmed';

export function paymentStage(contract: Pick<PublicContractDto, 'status' | 'payment_details_sent'>): PaymentStage {
  if (isCompleted(contract.status)) return 'transfer_confirmed';
  if (!isFullySigned(contract.status)) return 'others_to_sign';
  return contract.payment_details_sent ? 'details_sent' : 'details_coming';
}

/** The sentence under the steps and in the "signed" box: what happens next with the transfer, true at each stage. */
export const PAYMENT_NOTES = {
  others_to_sign: 'guide.payAfter',
  details_coming: 'guide.payDetailsComing',
  details_sent: 'guide.payDetailsSent',
  transfer_confirmed: null,
} as const satisfies Record<PaymentStage, string | null>;
