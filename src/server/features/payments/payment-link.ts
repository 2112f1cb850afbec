import type { Locale } from '#shared/i18n/locales.ts';
import { hmacHex, safeEqual } from '#server/lib/crypto.ts';

/** What it takes to write a payment link: the public base URL and the server secret. */
export type PaymentLinkSigner = { publicUrl: string; secret: Uint8Array };

/**
 * The link is the buyer's only credential: an HMAC of the payment id under the server secret, so it
 * cannot be guessed from the id, needs no storage, and the admin can show the same link again.
 */
export function paymentToken(secret: Uint8Array, transactionId: string): string {
  return hmacHex(secret, `payment:${transactionId}`);
}

export function isPaymentToken(secret: Uint8Array, transactionId: string, token: unknown): boolean {
  return typeof token === 'string' && safeEqual(token, paymentToken(secret, transactionId));
}

/**
 * Without `lang` the page speaks the contract's first buyer's language; with it, that language (each buyer's own
 * link, docs/product.md §11.2). The token covers the payment only: the language is not a secret.
 */
export function paymentUrl(signer: PaymentLinkSigner, transactionId: string, lang?: Locale): string {
  const url = `${signer.publicUrl}/pago/${transactionId}?token=${paymentToken(signer.secret, transactionId)}`;
  return lang ? `${url}&lang=${lang}` : url;
}
