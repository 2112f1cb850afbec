// The contract's life (docs/product.md#contract-lifecycle): every status, and which action may move a contract
// from one to another. The server changes a status only through `transition()`; nothing else spells a status.

export const CONTRACT_STATUSES = [
  'draft',
  'pending_signature',
  'partially_signed',
  'signed',
  'completed',
  'cancelled',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Each status by name, for the code that must name one (a new contract is a draft): typed, and found by the compiler. */
export const CONTRACT_STATUS = {
  draft: 'draft',
  pending_signature: 'pending_signature',
  partially_signed: 'partially_signed',
  signed: 'signed',
  completed: 'completed',
  cancelled: 'cancelled',
} as const satisfies { [S in ContractStatus]: S };

/** What can happen to a contract. `archive` keeps the status (it only sets `archived_at`). */
export type ContractAction =
  'admin_sign' | 'buyer_sign' | 'last_buyer_sign' | 'cancel' | 'archive' | 'complete_on_payment' | 'record_outcome';

type Rule = { from: readonly ContractStatus[]; to: ContractStatus | 'unchanged' };

/** Buyers may sign while the contract waits for them; the company already signed when it left draft. */
export const AWAITING_SIGNATURES = [
  'pending_signature',
  'partially_signed',
] as const satisfies readonly ContractStatus[];
/** Every buyer signed: the sealed PDF exists. */
export const FULLY_SIGNED = ['signed', 'completed'] as const satisfies readonly ContractStatus[];

export const TRANSITIONS: Readonly<Record<ContractAction, Rule>> = {
  admin_sign: { from: ['draft'], to: 'pending_signature' },
  buyer_sign: { from: AWAITING_SIGNATURES, to: 'partially_signed' },
  last_buyer_sign: { from: AWAITING_SIGNATURES, to: 'signed' },
  // A completed contract was paid for: undoing it is a matter for the notary, not a button.
  cancel: { from: [...AWAITING_SIGNATURES, 'signed'], to: 'cancelled' },
  archive: { from: CONTRACT_STATUSES, to: 'unchanged' },
  complete_on_payment: { from: ['signed'], to: 'completed' },
  // The deed or a withdrawal ends a paid contract; it stays completed, with its outcome (docs/product.md#outcome).
  record_outcome: { from: ['completed'], to: 'unchanged' },
};

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: ContractStatus,
    readonly action: ContractAction,
  ) {
    super(`A contract in status ${from} cannot ${action}`);
    this.name = 'IllegalTransitionError';
  }
}

export function isContractStatus(value: unknown): value is ContractStatus {
  return typeof value === 'string' && (CONTRACT_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: ContractStatus, action: ContractAction): boolean {
  return TRANSITIONS[action].from.includes(from);
}

/** The status after `action`, or IllegalTransitionError when the table does not allow it. */
export function transition(from: ContractStatus, action: ContractAction): ContractStatus {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(from)) throw new IllegalTransitionError(from, action);
  return rule.to === 'unchanged' ? from : rule.to;
}

export const isAwaitingSignatures = (status: ContractStatus): boolean =>
  (AWAITING_SIGNATURES as readonly ContractStatus[]).includes(status);
export const isFullySigned = (status: ContractStatus): boolean =>
  (FULLY_SIGNED as readonly ContractStatus[]).includes(status);
export const isDraft = (status: ContractStatus): boolean => status === CONTRACT_STATUS.draft;
export const isCancelled = (status: ContractStatus): boolean => status === CONTRACT_STATUS.cancelled;
export const isCompleted = (status: ContractStatus): boolean => status === CONTRACT_STATUS.completed;
/** Signed, completed or cancelled: nobody signs it any more (its links show it closed). */
export const isSigningClosed = (status: ContractStatus): boolean => isFullySigned(status) || isCancelled(status);
