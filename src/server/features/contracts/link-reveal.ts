import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';

import type { ContractAggregate } from './queries';

/** The buyers whose link still signs: the contract awaits signatures, is not archived and they have not signed. */
export const liveLinkBuyers = ({ contract, buyers }: ContractAggregate) =>
  contract.archivedAt === null && isAwaitingSignatures(contract.status)
    ? buyers.filter((b) => b.signedAt === null)
    : [];
