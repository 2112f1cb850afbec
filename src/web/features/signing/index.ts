// What other features may use of the signing page: the buyer's questions and identity document picker, which the
// owners' buyer-file dialogs reuse so both ask the same (docs/decisions/020). The page itself is the buyer entry's
// (src/web/entry-buyer.tsx loads routes.tsx as its own chunk).
export {
  fieldOfIssue,
  focusFirstInvalid,
  identityDocumentProblem,
  toCandidate,
  toDraft,
  type DeclarationsDraft,
  type DeclarationsErrors,
} from './declarations-draft';
export { DeclarationsFields, type DeclarationsTexts } from './DeclarationsFields';
export { DocumentFileInput } from './DocumentFileInput';
export { DocumentUploadProgress } from './DocumentUploadProgress';
