// The rules of the emailed code (docs/product.md §5.4): six digits, 10 minutes, 5 tries, kept only as an HMAC.
import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';

import { emailCodeCookieName } from '#shared/site/cookies.ts';
import type { Executor } from '#server/db/client.ts';
import { signingEmailCodes } from '#server/db/schema.ts';
import { hmacHex, randomToken, safeEqual } from '#server/lib/crypto.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** A confirmed code lets the buyer sign for this long; after that they ask for a new one. */
export const VERIFIED_VALIDITY_MS = 60 * 60_000;
/** At most one code a minute and five an hour per buyer: the mailbox is not a spam target. */
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_CODES_PER_HOUR = 5;

type EmailCodeRow = typeof signingEmailCodes.$inferSelect;

export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newSalt = () => randomToken(16);

/** Keyed with the server secret, so a leaked table cannot be brute-forced offline (a million codes is nothing). */
export const emailCodeHash = (secret: Uint8Array, buyerId: number, salt: string, code: string) =>
  hmacHex(secret, `signing-email-code:${buyerId}:${salt}:${code}`);

export async function latestEmailCode(
  db: Executor,
  buyerId: number,
  forUpdate = false,
): Promise<EmailCodeRow | undefined> {
  const query = db
    .select()
    .from(signingEmailCodes)
    .where(eq(signingEmailCodes.buyerId, buyerId))
    .orderBy(desc(signingEmailCodes.id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export const isUsable = (row: EmailCodeRow, now: Date) =>
  row.verifiedAt === null && row.attempts < MAX_CODE_ATTEMPTS && row.expiresAt.getTime() > now.getTime();

const isFreshlyVerified = (row: EmailCodeRow | undefined, now: Date) =>
  row?.verifiedAt != null && now.getTime() - row.verifiedAt.getTime() <= VERIFIED_VALIDITY_MS;

/**
 * A confirmed code lets only the browser that entered it sign: the verification answers this proof in an HttpOnly
 * cookie scoped to the contract's API paths, and buyer-sign requires it (docs/product.md §5.4). Anyone else holding
 * the link must confirm a code of their own.
 */
export const verificationProof = (secret: Uint8Array, row: EmailCodeRow) =>
  hmacHex(secret, `signing-email-code-proof:${row.buyerId}:${row.id}:${row.verifiedAt?.toISOString() ?? ''}`);

/** Named in the cookie policy's list (src/shared/site/cookies.ts). */
export const proofCookieName = emailCodeCookieName;

/** The proof the request's browser holds for this buyer, if any. */
export function presentedProof(cookieHeader: string | undefined, buyerId: number): string | undefined {
  const name = `${proofCookieName(buyerId)}=`;
  for (const part of (cookieHeader ?? '').split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length);
  }
  return undefined;
}

/** Confirmed within the validity, by this browser. */
export const isVerifiedHere = (
  secret: Uint8Array,
  row: EmailCodeRow | undefined,
  now: Date,
  presented: string | undefined,
) => isFreshlyVerified(row, now) && presented !== undefined && safeEqual(presented, verificationProof(secret, row!));
