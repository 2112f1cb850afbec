import type { SessionDto } from '#shared/schemas/auth-schemas.ts';
import type { Executor } from '#server/db/client.ts';
import { openSessions } from '#server/lib/sessions.ts';

import { publicSessionId } from './end-sessions';

/** GET /api/auth/sessions: the account's open sessions, this one marked, the most recently used first. */
export async function listSessions(
  db: Executor,
  who: { userId: number; sessionId: string },
  now: Date,
): Promise<SessionDto[]> {
  return (await openSessions(db, who.userId, now)).map((row) => ({
    id: publicSessionId(row.id),
    current: row.id === who.sessionId,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
  }));
}
