// An identity step that asks for both sides takes both (docs/product.md#identified-buyers): a DNI, an NIE card or an
// EU/EEA identity card has a front and a back, so the file needs two photos or one PDF (a scan carries both sides);
// a passport's data page is one photo.
import type { BuyerIdType } from './identity-document';

export type IdentityDocumentLike = { kind: string; contentType: string };

/** How many photos the buyer's document needs: 1 for a passport, 2 (the two sides) otherwise. */
export const sidesNeeded = (idType: BuyerIdType): 1 | 2 => (idType === 'passport' ? 1 : 2);

/** Whether the identity documents in the file cover every side the buyer's document has. */
export function identitySidesCovered(idType: BuyerIdType, documents: readonly IdentityDocumentLike[]): boolean {
  const identity = documents.filter((document) => document.kind === 'identity');
  if (identity.some((document) => document.contentType === 'application/pdf')) return true;
  return identity.length >= sidesNeeded(idType);
}
