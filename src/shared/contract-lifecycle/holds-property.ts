// One home, one buyer at a time (docs/product.md#one-home-one-buyer): a reservation or arras contract that was sent,
// signed or paid holds its property until it is cancelled, archived, ends with an outcome or an owner records that it
// lapsed. While held, the property shows "Reservado", leaves every portal and takes no second contract.

import type { ContractStatus } from './statuses';

/** The statuses in which a contract holds its property: the company signed and the buyers were (or will be) sent it. */
export const HOLDING_STATUSES = [
  'pending_signature',
  'partially_signed',
  'signed',
  'completed',
] as const satisfies readonly ContractStatus[];

export type PropertyHoldFacts = {
  status: ContractStatus;
  archived: boolean;
  /** An outcome was recorded (deed, withdrawal): the reservation ended one way or the other. */
  hasOutcome: boolean;
  /** An owner recorded, with a reason, that the contract lapsed. */
  lapsed: boolean;
};

export function holdsProperty(facts: PropertyHoldFacts): boolean {
  return (
    (HOLDING_STATUSES as readonly ContractStatus[]).includes(facts.status) &&
    !facts.archived &&
    !facts.hasOutcome &&
    !facts.lapsed
  );
}
