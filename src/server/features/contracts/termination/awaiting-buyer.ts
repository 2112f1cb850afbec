import type { Executor } from '#server/db/client.ts';

import type { BuyerAccess } from '../access';
import { assertCanSign } from '../buyer-sign-contract';
import type { SigningPurpose } from '../signing-policy';
import { terminationState } from './termination-state';

/**
 * What the buyer of a link is about to sign: the contract while they have not, or the termination agreement that
 * awaits their signature once they have (docs/product.md#mutual-agreement); anything else refuses as buyer-sign does.
 */
export async function signingPurposeOf(db: Executor, access: BuyerAccess, now: Date): Promise<SigningPurpose> {
  const { contract, buyers } = access.aggregate;
  if (access.buyer.signedAt !== null) {
    const state = await terminationState(db, contract.id, buyers, now);
    const party = state?.parties.find((p) => p.party === 'buyer' && p.buyer_id === access.buyer.id);
    if (state?.state === 'open' && party && party.signed_at === null) return 'termination';
  }
  assertCanSign(contract, access.buyer);
  return 'contract';
}
