// What other features may use of contracts: the audit trail, the lifecycle's transitions and the type's name.
export { recordContractEvent, type RequestOrigin } from './events';
export { transitionContract } from './transition-contract';
export { assertContractPayable } from './assert-payable';
export { contractTypeName } from './dto';
export { contractsMissingPrePaymentInformation } from './pre-payment-information';
export { assertMoneyGateOpen, moneyGate, type MoneyGate } from './buyer-file/money-gate';
export { propertyHolds, type PropertyHold } from '#server/lib/property-holds.ts';
export { backfillSignedTerms } from './backfill-signed-terms';
// Signing and sealing for documents of other features (the visit sheet); kept narrow so their home can move.
export { verifySignatureImage } from './signature-image';
export { sealingOf, type Sealing } from './sealing/seal-contract';
export { sealCompanyDocument } from './sealing/seal-document';
export { blockedContract } from './retention/contract-retention';
