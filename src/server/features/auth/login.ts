import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/errors';
import { clearHits, currentHits, recordHit, type Window } from '../../lib/rate-limiter';
import { issueAccessToken } from './jwt';
import { verifyPassword } from './passwords';

/** Failed attempts allowed per account and per IP in a window; the window passes, so no permanent lockout. */
export const ACCOUNT_WINDOW: Window = { limit: 10, windowMs: 5 * 60_000 };
export const IP_WINDOW: Window = { limit: 30, windowMs: 5 * 60_000 };

export async function login(
  db: Database,
  secret: Uint8Array,
  input: { username: string; password: string; ip: string },
): Promise<{ access_token: string; token_type: 'bearer' }> {
  const accountKey = `login:user:${input.username.toLowerCase()}`;
  const ipKey = `login:ip:${input.ip}`;
  const [account, address] = await Promise.all([
    currentHits(db, accountKey, ACCOUNT_WINDOW),
    currentHits(db, ipKey, IP_WINDOW),
  ]);
  if (account.hits >= ACCOUNT_WINDOW.limit || address.hits >= IP_WINDOW.limit) {
    throw tooManyRequests(Math.max(account.retryAfterMs, address.retryAfterMs) / 1000);
  }
  const [user] = await db.select().from(users).where(eq(users.username, input.username));
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await recordHit(db, accountKey, ACCOUNT_WINDOW);
    await recordHit(db, ipKey, IP_WINDOW);
    throw new AppError(401, 'invalid_credentials', 'Usuario o contraseña incorrectos');
  }
  await clearHits(db, accountKey);
  return {
    access_token: await issueAccessToken(secret, { userId: user.id, tokenVersion: user.tokenVersion }),
    token_type: 'bearer',
  };
}
