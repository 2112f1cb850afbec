import { randomInt } from 'node:crypto';

import { createRfReference } from '#shared/banking/rf-reference.ts';

// Digits and capitals without the look-alikes (0/O, 1/I/L): a buyer types the reference by hand into their bank app.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 12;

/**
 * A fresh ISO 11649 creditor reference for one payment: random (12 characters from 31, about 59 bits), never derived
 * from the contract id, which every signing and payment link shows (docs/product.md §6). Payments created before keep
 * the reference they were given, so their transfers and bank statements still match.
 */
export function paymentReferenceFor(contractId: string): string {
  const hex = contractId.replace(/-/g, '').toUpperCase();
  for (;;) {
    const base = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    // Random letters could still spell a piece of the id by chance: never the short id the admin list shows.
    if (!base.includes(hex.slice(0, 8))) return createRfReference(base);
  }
}
