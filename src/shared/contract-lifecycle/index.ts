export {
  AWAITING_SIGNATURES,
  canTransition,
  CONTRACT_STATUSES,
  FULLY_SIGNED,
  IllegalTransitionError,
  isAwaitingSignatures,
  isContractStatus,
  isFullySigned,
  transition,
  TRANSITIONS,
  type ContractAction,
  type ContractStatus,
} from './statuses';
export { CONTRACT_EVENT_NAMES, type ContractEventDetails, type ContractEventName } from './events';
export { CANCEL_REASON_CODES, CANCEL_REASON_LABELS, cancelReasonsFor, type CancelReasonCode } from './cancel-reasons';
export {
  CONTRACT_OUTCOME_LABELS,
  CONTRACT_OUTCOMES,
  DOUBLE_RETURN_DAYS,
  refundDueDate,
  type ContractOutcome,
  type ContractOutcomeRecord,
} from './outcomes';
