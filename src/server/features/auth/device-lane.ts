import { DEVICE_COOKIE } from '#shared/site/cookies.ts';
import { hmacHex, safeEqual } from '#server/lib/crypto.ts';

// A browser that logged in before keeps its own lane through a password flood (docs/product.md#login-throttling-without-
// lockout): a successful login leaves an HttpOnly cookie, signed with the server secret, naming the account and when.
// With it, that browser's attempts skip the account-wide queue that a flood from many addresses fills, and are counted
// on their own (a stolen cookie still gives no more than a few guesses). Its name and duration are in the cookie
// policy's list (src/shared/site/cookies.ts).

const DEVICE_VALIDITY_MS = 90 * 24 * 60 * 60_000;
const COOKIE_PATH = '/api/auth/login';

const signature = (secret: Uint8Array, userId: number, issuedAt: number) =>
  hmacHex(secret, `login-device:${userId}:${issuedAt}`);

/** The cookie a successful login sets, valid 90 days, sent back only to the login route. */
export function deviceCookie(secret: Uint8Array, userId: number, now: Date, secure: boolean): string {
  const issuedAt = now.getTime();
  const value = `${userId}.${issuedAt}.${signature(secret, userId, issuedAt)}`;
  return (
    `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; ` +
    `Max-Age=${DEVICE_VALIDITY_MS / 1000}${secure ? '; Secure' : ''}`
  );
}

/** The account and issue time of the request's valid, unexpired device cookie, or null. */
export function presentedDevice(
  secret: Uint8Array,
  cookieHeader: string | undefined,
  now: Date,
): { userId: number; issuedAt: number } | null {
  const prefix = `${DEVICE_COOKIE}=`;
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  const match = raw ? /^(\d{1,10})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(raw) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  const issuedAt = Number(match[2]);
  if (now.getTime() - issuedAt > DEVICE_VALIDITY_MS || issuedAt > now.getTime() + 60_000) return null;
  return safeEqual(match[3]!, signature(secret, userId, issuedAt)) ? { userId, issuedAt } : null;
}
