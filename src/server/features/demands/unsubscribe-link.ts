import { hmacHex, safeEqual } from '#server/lib/crypto.ts';

// The unsubscribe link in every listing mail (docs/product.md §4.3, LSSI art. 21): signed, so it names one contact
// and cannot be guessed for another; it never expires.
const signatureOf = (secret: Uint8Array, contactId: number) => hmacHex(secret, `unsubscribe:${contactId}`).slice(0, 32);

export const unsubscribeUrl = (publicUrl: string, secret: Uint8Array, contactId: number) =>
  `${publicUrl}/baja?c=${contactId}&s=${signatureOf(secret, contactId)}`;

export const isUnsubscribeSignature = (secret: Uint8Array, contactId: number, signature: string) =>
  safeEqual(signatureOf(secret, contactId), signature);
