import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '12h';

export type TokenClaims = { userId: number; tokenVersion: number };

export async function issueAccessToken(secret: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .setIssuer('casanova')
    .sign(secret);
}

/** Fixed algorithm list: `alg: none` and other algorithms are refused by jose. */
export async function readAccessToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: 'casanova' });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') return null;
    return { userId, tokenVersion };
  } catch {
    return null;
  }
}
