import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
export const LIFETIME_SECONDS = 12 * 60 * 60;
/** Clocks of several instances may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** `sessionId`: the server-side session the token belongs to (docs/product.md §4 "Sessions"). */
type TokenClaims = { userId: number; tokenVersion: number; sessionId: string };

export async function issueAccessToken(secret: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .setIssuer('casanova')
    .sign(secret);
}

/**
 * Fixed algorithm list: `alg: none` and other algorithms are refused by jose. Only tokens shaped exactly as
 * `issueAccessToken` makes them pass: an expiry no further than one session away, and the user id written the one
 * way it writes it ("0x1" or "1.0" would name user 1 through `Number`).
 */
export async function readAccessToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: 'casanova',
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const now = Math.floor(Date.now() / 1000);
    const { exp, iat, sub, ver, sid } = payload;
    if (exp === undefined || iat === undefined || exp - iat > LIFETIME_SECONDS) return null;
    if (exp > now + LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS || iat > now + CLOCK_TOLERANCE_SECONDS) return null;
    if (typeof sub !== 'string' || !/^[1-9][0-9]{0,15}$/.test(sub)) return null;
    if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
    // A token without its session (issued before sessions were kept) is refused: it could not be logged out.
    if (typeof sid !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(sid)) return null;
    return { userId: Number(sub), tokenVersion: ver, sessionId: sid };
  } catch {
    return null;
  }
}
