import unhomoglyph from 'unhomoglyph';

import { normalizeEmail } from './email';

// Addresses that look the same to a person are the same address to the product (docs/product.md §4 "People",
// decision 042): an invitation for "аna@casanova.test" with a Cyrillic "а" next to "ana@casanova.test" is an
// impersonation waiting to happen. Compared by their Unicode TR39 skeleton (NFD, the confusables mapping of
// unicode.org's confusables.txt through the maintained `unhomoglyph` table, NFD again), case aside.

const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD').toLowerCase();

/**
 * The TR39 skeletons of an address as written and in lower case (addresses ignore case, the mapping does not: a
 * capital Greek "Ν" passes for "N", a small "ν" for "v").
 */
export function addressSkeletons(address: string): string[] {
  const written = address.normalize('NFKC').trim();
  return [...new Set([skeleton(written), skeleton(normalizeEmail(written))])];
}

/** True when a reader could take one address for the other (the same address included). */
export function looksLike(a: string, b: string): boolean {
  const mine = new Set(addressSkeletons(a));
  return addressSkeletons(b).some((folded) => mine.has(folded));
}
