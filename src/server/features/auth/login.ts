import { eq } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { issueAccessToken } from '#server/lib/access-token.ts';
import { AppError, tooManyRequests } from '#server/lib/errors.ts';
import { clearHits, forgetHit, recordHit, takeTurn, type Window } from '#server/lib/rate-limiter.ts';
import { forgetOldSessions, openSession } from '#server/lib/sessions.ts';

import { verifyPassword } from './passwords';

// Throttling without lockout (docs/product.md#7-security-and-operations). Limits apply to an account *from one
// address* and to one address across accounts, so wrong passwords sent from elsewhere never lock the real
// administrator out. Across all addresses an account only slows down: past the backstop its attempts take turns,
// one every `delayMs` whatever the number of addresses, and beyond `maxQueueMs` of queue they are told to come back.

/** Attempts on one account from one address. */
export const PAIR_WINDOW: Window = { limit: 10, windowMs: 5 * 60_000 };
/** Attempts from one address, whatever the account. */
export const ADDRESS_WINDOW: Window = { limit: 30, windowMs: 5 * 60_000 };
/**
 * Attempts on one account from every address that did not succeed: past `limit` in the window, its attempts are
 * checked one per `delayMs` (at most 720 guesses an hour however many addresses send them); an attempt that would
 * queue longer than `maxQueueMs` gets 429 with Retry-After. Each attempt is counted before its password is checked,
 * so a burst arriving together cannot slip past the limit. Nothing is ever locked: the queue empties as soon as the
 * flood stops, and a browser the account logged in from before never queues (device-lane.ts).
 */
export const ACCOUNT_BACKSTOP: Window & BackstopTiming = {
  limit: 20,
  windowMs: 60 * 60_000,
  delayMs: 5_000,
  maxQueueMs: 20_000,
};

/** How far apart queued attempts are checked and how long a queue may grow; tests shorten both (AppContext). */
export type BackstopTiming = { delayMs: number; maxQueueMs: number };

/** Usernames compare exactly; their throttling keys ignore case and Unicode look-alike forms. */
const accountKey = (username: string) => username.trim().normalize('NFKC').toLowerCase();

/** Attempts through one browser's device lane (device-lane.ts): as many as one address gets on one account. */
export const DEVICE_WINDOW: Window = PAIR_WINDOW;

export async function login(
  db: Database,
  secret: Uint8Array,
  input: {
    username: string;
    password: string;
    ip: string;
    userAgent?: string;
    device?: { userId: number; issuedAt: number } | null;
  },
  timing: BackstopTiming = ACCOUNT_BACKSTOP,
): Promise<{ access_token: string; token_type: 'bearer'; userId: number }> {
  const account = accountKey(input.username);
  const keys = {
    pair: `login:pair:${account}:${input.ip}`,
    address: `login:ip:${input.ip}`,
    account: `login:user:${account}`,
  };
  // Every attempt is counted before its password is looked at, each with a single upsert that returns the new
  // count: of 20 simultaneous attempts, only the first PAIR_WINDOW.limit are ever checked.
  const pair = await recordHit(db, keys.pair, PAIR_WINDOW);
  const address = await recordHit(db, keys.address, ADDRESS_WINDOW);
  if (pair.hits > PAIR_WINDOW.limit || address.hits > ADDRESS_WINDOW.limit) {
    const blocking = [
      pair.hits > PAIR_WINDOW.limit ? pair : null,
      address.hits > ADDRESS_WINDOW.limit ? address : null,
    ];
    throw tooManyRequests(Math.max(...blocking.map((h) => h?.retryAfterMs ?? 0)) / 1000);
  }
  // A browser this account logged in from before has its own lane: a flood from elsewhere never queues it.
  const [named] = input.device
    ? await db.select({ id: users.id }).from(users).where(eq(users.username, input.username))
    : [];
  const ownDevice = named !== undefined && named.id === input.device?.userId;
  if (ownDevice) {
    const lane = await recordHit(db, `login:device:${named.id}:${input.device!.issuedAt}`, DEVICE_WINDOW);
    if (lane.hits > DEVICE_WINDOW.limit) throw tooManyRequests(lane.retryAfterMs / 1000);
  }
  // Counted before the check, in one statement: of many attempts arriving together, only `limit` pass unqueued.
  const attempts = ownDevice ? { hits: 0 } : await recordHit(db, keys.account, ACCOUNT_BACKSTOP);
  if (attempts.hits > ACCOUNT_BACKSTOP.limit) {
    const waitMs = await takeTurn(db, `login:turn:${account}`, timing.delayMs, timing.maxQueueMs);
    if (waitMs === null) throw tooManyRequests(timing.maxQueueMs / 1000);
    await new Promise((r) => setTimeout(r, waitMs));
  }

  const [user] = await db.select().from(users).where(eq(users.username, input.username));
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.active)
    throw new AppError(401, 'invalid_credentials', 'Usuario o contraseña incorrectos');
  // A successful login wipes this address's failures on the account and counts neither against the address nor the
  // account.
  await clearHits(db, keys.pair);
  await forgetHit(db, keys.address);
  if (!ownDevice) await forgetHit(db, keys.account);
  // The session runs on the machine's clock, as the token's expiry does; old ones are cleared on the way.
  const now = new Date();
  await forgetOldSessions(db, user.id, now);
  const session = await openSession(
    db,
    { userId: user.id, tokenVersion: user.tokenVersion, ip: input.ip, userAgent: input.userAgent },
    now,
  );
  return {
    access_token: await issueAccessToken(secret, {
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: session.id,
    }),
    token_type: 'bearer',
    userId: user.id,
  };
}
