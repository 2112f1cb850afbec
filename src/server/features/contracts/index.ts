// What other features may use of contracts: the audit trail, the lifecycle's transitions and the type's name.
export { recordContractEvent, type RequestOrigin } from './events';
export { transitionContract } from './transition-contract';
export { assertContractPayable } from './assert-payable';
export { contractTypeName } from './dto';
export { contractsMissingPrePaymentInformation } from './pre-payment-information';
export { propertyHolds, type PropertyHold } from '#server/lib/property-holds.ts';
export { backfillSignedTerms } from './backfill-signed-terms';
// Signing and sealing for documents of other features (the visit sheet); kept narrow so their home can move.
export { verifySignatureImage } from './signature-image';
export { sealingOf, type Sealing } from './sealing/seal-contract';
export { sealCompanyDocument } from './sealing/seal-document';
export { blockedContract } from './retention/contract-retention';
// What the buyer's file (its own feature, docs/decisions/022) reads of a contract and of the buyer's signing link.
export { CONTRACT_NOT_FOUND, getContract, type BuyerRow, type ContractAggregate, type ContractRow } from './queries';
export { retentionOf } from './retention/contract-retention';
export { contractPolicy } from './signing-policy';
export { buyerLanguage, type SigningLinkOf } from './dto';
export { originOf } from './events';
export { resolveBuyerAccess } from './access';
export { signingLinkQuery, signingParams } from './route-schemas';
export { signingLinkBuilder } from './signing-links/link-url';
export { assertCanSign } from './buyer-sign-contract';
