// What other features may use of contracts: the audit trail and the lifecycle's transitions.
export { recordContractEvent, type RequestOrigin } from './events';
export { transitionContract } from './transition-contract';
export { assertContractPayable } from './assert-payable';
