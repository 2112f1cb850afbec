// The one door from viewings to the signing and sealing of contracts (docs/decisions/041): the visit sheet is sealed
// with the same certificate and its signature checked by the same rules. When sealing moves to a feature of its
// own, only this file changes.
export {
  sealCompanyDocument,
  sealingOf,
  verifySignatureImage,
  type Sealing,
} from '#server/features/contracts/index.ts';
