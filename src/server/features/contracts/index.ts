// What other features may use of contracts: the audit trail, the lifecycle's transitions and the type's name.
export { recordContractEvent, type RequestOrigin } from './events';
export { transitionContract } from './transition-contract';
export { assertContractPayable } from './assert-payable';
export { contractTypeName } from './dto';
export { contractsMissingPrePaymentInformation } from './pre-payment-information';
export { assertMoneyGateOpen, moneyGate, type MoneyGate } from './buyer-file/money-gate';
