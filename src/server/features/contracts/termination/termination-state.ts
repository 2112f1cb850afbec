// Where a termination agreement stands (docs/product.md#mutual-agreement), read from the contract's audit trail: the
// latest offer (termination_offered, with its frozen text) and the signatures of that very agreement (termination_signed
// with its fingerprint). Nothing else stores it, so the trail and the state can never disagree.
import { and, asc, eq, inArray } from 'drizzle-orm';

import { parseContractEventDetails } from '#shared/contract-lifecycle/event-details.ts';
import type { ContractEventDetails } from '#shared/contract-lifecycle/index.ts';
import type { TextLanguage } from '#shared/contract-types/language.ts';
import type { Cents } from '#shared/money/cents.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';

import type { BuyerRow } from '../queries';

type Offered = ContractEventDetails['termination_offered'];
type Signed = ContractEventDetails['termination_signed'];

export type TerminationPartyState = {
  party: 'company' | 'buyer';
  buyer_id: number | null;
  buyer_order: number | null;
  name: string;
  signed_at: string | null;
};

export type TerminationState = {
  sha256: string;
  amount_cents: Cents;
  deadline: string;
  expires_at: string;
  offered_at: string;
  reason: string;
  release: string;
  texts: NonNullable<Offered['texts']>;
  courtesy: TextLanguage | null;
  parties: TerminationPartyState[];
  company_signer: Signed['signer'] | null;
  paper: { sha256: string; uploaded_at: string } | null;
  /** `open` awaits signatures; `complete` every party signed (or the paper came in); `expired` the offer lapsed. */
  state: 'open' | 'complete' | 'expired';
  completed_at: string | null;
};

/** The contract's latest termination agreement and its signatures; null when none was offered. */
export async function terminationState(
  db: Executor,
  contractId: string,
  buyers: readonly BuyerRow[],
  now: Date,
): Promise<TerminationState | null> {
  const rows = await db
    .select()
    .from(contractEvents)
    .where(
      and(
        eq(contractEvents.contractId, contractId),
        inArray(contractEvents.event, ['termination_offered', 'termination_signed']),
      ),
    )
    .orderBy(asc(contractEvents.id));
  const offers = rows.filter((row) => row.event === 'termination_offered');
  const offerRow = offers.at(-1);
  if (!offerRow) return null;
  const offerRead = parseContractEventDetails('termination_offered', offerRow.details);
  if (!offerRead.valid || offerRead.event !== 'termination_offered') return null;
  const offer = offerRead.details;
  const signatures = rows
    .filter((row) => row.event === 'termination_signed' && row.id > offerRow.id)
    .map((row) => ({ row, read: parseContractEventDetails('termination_signed', row.details) }))
    .flatMap(({ row, read }) =>
      read.valid && read.event === 'termination_signed' && read.details.sha256 === offer.sha256
        ? [{ at: read.details.signed_at ?? row.createdAt.toISOString(), details: read.details, buyerId: row.buyerId }]
        : [],
    );
  const company = signatures.find((s) => s.details.party === 'company') ?? null;
  const paper = signatures.find((s) => s.details.party === 'paper') ?? null;
  const orders = offer.buyer_orders ?? buyers.filter((b) => b.signedAt !== null).map((b) => b.buyerOrder);
  const parties: TerminationPartyState[] = [
    {
      party: 'company',
      buyer_id: null,
      buyer_order: null,
      name: company?.details.signer?.name ?? '',
      signed_at: company?.at ?? null,
    },
    ...buyers
      .filter((buyer) => orders.includes(buyer.buyerOrder))
      .map((buyer) => ({
        party: 'buyer' as const,
        buyer_id: buyer.id,
        buyer_order: buyer.buyerOrder,
        name: buyer.name,
        signed_at:
          signatures.find((s) => s.details.party === 'buyer' && s.details.buyer_order === buyer.buyerOrder)?.at ?? null,
      })),
  ];
  const allSigned = parties.every((party) => party.signed_at !== null);
  const complete = paper !== null || allSigned;
  const completedAt =
    paper?.at ??
    (allSigned
      ? parties
          .map((p) => p.signed_at!)
          .sort()
          .at(-1)!
      : null);
  return {
    sha256: offer.sha256,
    amount_cents: offer.amount_cents,
    deadline: offer.deadline,
    expires_at: offer.expires_at,
    offered_at: offer.offered_at ?? offerRow.createdAt.toISOString(),
    reason: offer.reason ?? '',
    release: offer.release ?? '',
    texts: offer.texts ?? [],
    courtesy: offer.courtesy ?? null,
    parties,
    company_signer: company?.details.signer ?? null,
    paper: paper ? { sha256: paper.details.document_sha256 ?? '', uploaded_at: paper.at } : null,
    state: complete ? 'complete' : now.getTime() > Date.parse(offer.expires_at) ? 'expired' : 'open',
    completed_at: completedAt,
  };
}
