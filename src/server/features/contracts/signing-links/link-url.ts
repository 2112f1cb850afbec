import type { SigningLinkOf } from '#server/features/contracts/dto.ts';
import { signingToken, signingUrl } from '#server/features/contracts/signing-token.ts';

/** A buyer's current signing link (the token follows the buyer's nonce, so a re-sent link differs). */
export const signingLinkBuilder =
  (publicUrl: string, secret: Uint8Array): SigningLinkOf =>
  (buyer) =>
    signingUrl(publicUrl, buyer.contractId, buyer.email, signingToken(secret, buyer), buyer.language);
