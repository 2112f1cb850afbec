import { and, desc, eq, inArray } from 'drizzle-orm';

import type { SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';
import { getSettings, installationMode } from '#server/features/settings/index.ts';

import type { BuyerRow, ContractRow } from './queries';
import { signingPolicyOf } from './signed-terms';

/**
 * The signing policy a contract's buyers sign under (docs/product.md#signing-policy): frozen with the signed terms when
 * the company signs, so a settings change never alters a contract already sent; today's settings for a draft.
 */
export async function contractPolicy(
  db: Executor,
  contract: Pick<ContractRow, 'contractType' | 'signedTerms'>,
): Promise<SignedTerms['policy']> {
  return contract.signedTerms?.policy ?? signingPolicyOf(contract.contractType, await getSettings(db));
}

export type LinkHandover = { at: Date; person: string; personId: number | null };

/**
 * When an owner last took this buyer's signing link out of the product (docs/product.md#links-in-company-hands), unless
 * the link was re-issued (old token dead, the new one mailed to the buyer) after that; null when the company never held
 * the buyer's live link.
 */
export async function linkHandedOver(db: Executor, contractId: string, buyerId: number): Promise<LinkHandover | null> {
  const rows = await db
    .select({ event: contractEvents.event, createdAt: contractEvents.createdAt, details: contractEvents.details })
    .from(contractEvents)
    .where(
      and(
        eq(contractEvents.contractId, contractId),
        eq(contractEvents.buyerId, buyerId),
        inArray(contractEvents.event, ['link_handed_over', 'link_resent']),
      ),
    )
    .orderBy(desc(contractEvents.createdAt), desc(contractEvents.id))
    .limit(1);
  const last = rows[0];
  if (!last || last.event !== 'link_handed_over') return null;
  const details = (last.details ?? {}) as { person?: unknown; person_id?: unknown };
  return {
    at: last.createdAt,
    person: typeof details.person === 'string' ? details.person : '',
    personId: typeof details.person_id === 'number' ? details.person_id : null,
  };
}

/** Every handover of the contract's links, by buyer id (the evidence page and /verificar say so for each buyer). */
export async function linkHandoversOf(db: Executor, contractId: string, buyerIds: readonly number[]) {
  const entries = await Promise.all(
    buyerIds.map(async (id) => [id, await linkHandedOver(db, contractId, id)] as const),
  );
  return new Map(entries.filter((entry): entry is readonly [number, LinkHandover] => entry[1] !== null));
}

/**
 * The email code applies to this buyer when the contract's frozen policy asks for it, or — in a live installation —
 * when the company held the buyer's link: the code then goes to the buyer's own frozen address, never to the company.
 */
/** What a buyer signs through their link: the contract, or later the agreement that terminates it. */
export type SigningPurpose = 'contract' | 'termination';

export async function emailCodeRequired(
  db: Executor,
  contract: Pick<ContractRow, 'id' | 'contractType' | 'signedTerms'>,
  buyer: Pick<BuyerRow, 'id' | 'signedAt'>,
  /** `termination`: a buyer who signed the contract signs its termination agreement under the same policy. */
  purpose: SigningPurpose = 'contract',
): Promise<boolean> {
  if (purpose === 'contract' && buyer.signedAt !== null) return false;
  if ((await contractPolicy(db, contract)).email_code) return true;
  if (!(await installationMode(db)).live) return false;
  return (await linkHandedOver(db, contract.id, buyer.id)) !== null;
}
