// What other features may use of contracts: the audit trail, the lifecycle's transitions and the type's name.
export { recordContractEvent, type RequestOrigin } from './events';
export { transitionContract } from './transition-contract';
export { assertContractPayable } from './assert-payable';
export { contractTypeName } from './contract-type-name';
export { contractsMissingPrePaymentInformation } from './pre-payment-information';
export { propertyHolds, type PropertyHold } from '#server/lib/property-holds.ts';
export { backfillSignedTerms } from './backfill-signed-terms';
// The signature image's checks, for documents of other features (the visit sheet).
export { verifySignatureImage } from './signature-image';
export { blockedContract } from './retention/contract-retention';
// What the buyer's file (its own feature, docs/decisions/022) reads of a contract and of the buyer's signing link.
export {
  CONTRACT_NOT_FOUND,
  findContract,
  getContract,
  type BuyerRow,
  type ContractAggregate,
  type ContractRow,
} from './queries';
export { retentionOf } from './retention/contract-retention';
export { contractPolicy, linkHandoversOf } from './signing-policy';
export { buyerLanguage, type SigningLinkOf } from './dto';
export { originOf } from './events';
export { resolveBuyerAccess, resolveContractAccess } from './access';
export { signingLinkQuery, signingParams } from './route-schemas';
export { signingLinkBuilder } from './signing-links/link-url';
export { assertCanSign } from './buyer-sign-contract';
// What sealing (its own feature) reads of a contract: the document and its PDF, the final mails and what they attach,
// and the conventions of the contract routes its PDF download shares.
export { contractDocument } from './contract-document';
export { renderContractPdf } from './documents/contract-pdf';
export { courtesyPdfFileName, keptCourtesyPdf } from './courtesy-translation';
export { signedContractMail } from './mails';
export { mailLanguages, readerSheets, sheetNames } from './reader-documents';
export { linkAccess, READ_LIMIT, tags as contractRouteTags } from './routes/route-schemas';
