// The one door from viewings to the sealing of contracts and the signature's checks (docs/decisions/041): the visit
// sheet is sealed with the same certificate and its signature checked by the same rules.
export { sealCompanyDocument, sealingOf, type Sealing } from '#server/features/sealing/index.ts';
export { verifySignatureImage } from '#server/features/contracts/index.ts';
