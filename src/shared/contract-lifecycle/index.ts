export {
  AWAITING_SIGNATURES,
  canTransition,
  CONTRACT_STATUS,
  CONTRACT_STATUSES,
  FULLY_SIGNED,
  IllegalTransitionError,
  isAwaitingSignatures,
  isCancelled,
  isCompleted,
  isContractStatus,
  isDraft,
  isFullySigned,
  isSigningClosed,
  transition,
  TRANSITIONS,
  type ContractAction,
  type ContractStatus,
} from './statuses';
export {
  CONTRACT_EVENT_NAMES,
  type ContractEventDetails,
  type ContractEventName,
  type StoredContractEventDetails,
} from './events';
export {
  paymentAmountCents,
  withPaymentEuros,
  type PaymentConfirmedDetails,
  type PaymentCreatedDetails,
  type StoredPaymentDetails,
} from './payment-events';
export { CANCEL_REASON_CODES, CANCEL_REASON_LABELS, cancelReasonsFor, type CancelReasonCode } from './cancel-reasons';
export {
  CONTRACT_OUTCOME_LABELS,
  CONTRACT_OUTCOMES,
  isBuyerWithdrawal,
  isWithdrawal,
  readOutcome,
  type ContractOutcome,
  type ContractOutcomeRecord,
  type StoredOutcomeRecord,
} from './outcomes';
export {
  isPaymentStatus,
  PAYMENT_PAGE_STATUS,
  PAYMENT_PAGE_STATUSES,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  type PaymentPageStatus,
  type PaymentRowStatus,
} from './payment-statuses';
export { HOLDING_STATUSES, holdsProperty, type PropertyHoldFacts } from './holds-property';
