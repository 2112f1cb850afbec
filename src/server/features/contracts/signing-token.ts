// Per-buyer signing tokens. The token is derived, not stored: HMAC(server secret, contract, buyer,
// random nonce). Only its SHA-256 is kept for lookup, so a database leak reveals no usable link,
// while the administrator can still be shown each buyer's link again.
import { createHmac } from 'node:crypto';

import { randomToken, sha256Hex } from '#server/lib/crypto.ts';

type TokenSubject = { contractId: string; buyerOrder: number; tokenNonce: string };

export function signingToken(secret: Uint8Array, subject: TokenSubject): string {
  return createHmac('sha256', secret)
    .update(`signing:${subject.contractId}:${subject.buyerOrder}:${subject.tokenNonce}`)
    .digest('base64url');
}

export const tokenHash = (token: string): string => sha256Hex(token);

/** A fresh nonce and the hash of the token it yields, for a new buyer row. */
export function newBuyerToken(secret: Uint8Array, contractId: string, buyerOrder: number) {
  const tokenNonce = randomToken(16);
  return { tokenNonce, tokenHash: tokenHash(signingToken(secret, { contractId, buyerOrder, tokenNonce })) };
}

/**
 * `{PUBLIC_URL}/contracts/{id}/sign?email={email}&token={token}` (docs/product.md §8), with `&lang=ca|en` for a buyer
 * who reads another language (docs/product.md §11.2): the page can then speak it even when the link no longer opens the contract.
 */
export function signingUrl(
  publicUrl: string,
  contractId: string,
  email: string,
  token: string | null,
  language = 'es',
): string {
  const query = new URLSearchParams({ email, ...(token === null ? {} : { token }) });
  if (language !== 'es') query.set('lang', language);
  return `${publicUrl}/contracts/${contractId}/sign?${query.toString()}`;
}
