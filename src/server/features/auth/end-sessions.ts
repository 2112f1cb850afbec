import type { Database } from '#server/db/client.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';
import { endSessions, openSessions } from '#server/lib/sessions.ts';

// Ending sessions on the server (docs/product.md §4 "Sessions"): the token of an ended session is refused from the
// next request on, whatever its expiry says.

/** The id the account menu shows and sends back: a digest, so the list never hands out the token's own `sid`. */
export const publicSessionId = (sessionId: string) => sha256Hex(`session:${sessionId}`).slice(0, 24);

type Who = Actor & { userId: number; sessionId: string };

/** POST /api/auth/logout: this browser's session ends. */
export async function logout(db: Database, who: Who, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await endSessions(tx, who.userId, now, { only: who.sessionId });
    await recordAudit(tx, who, 'end_session', 'session', publicSessionId(who.sessionId), { how: 'logout' });
  });
}

/** DELETE /api/auth/sessions/:id: one of the account's other sessions ends (a lost phone, a shared computer). */
export async function endOwnSession(db: Database, who: Who, publicId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const target = (await openSessions(tx, who.userId, now)).find((row) => publicSessionId(row.id) === publicId);
    if (!target) throw notFound('Esa sesión ya no está abierta.');
    await endSessions(tx, who.userId, now, { only: target.id });
    await recordAudit(tx, who, 'end_session', 'session', publicId, {
      how: target.id === who.sessionId ? 'logout' : 'ended_from_account_menu',
    });
  });
}

/** POST /api/auth/sessions/end-others: every session of the account but this one ends. Returns how many. */
export async function endOtherSessions(db: Database, who: Who, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, who.userId, now, { except: who.sessionId });
    if (ended.length > 0) {
      await recordAudit(tx, who, 'end_session', 'session', null, { how: 'ended_others', count: ended.length });
    }
    return ended.length;
  });
}
