import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { AppError } from '#server/lib/errors.ts';

import { hashPassword } from './passwords';
import { revokeResetLinks } from './queries';

const INVALID = 'El enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.';

/**
 * Single use: the token row is claimed with a conditional update, so two parallel resets cannot both win; the
 * user's other outstanding links die with it.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; new_password: string; ip: string },
  now: Date,
) {
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256Hex(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError(400, 'invalid_reset_token', INVALID);
    // A deactivated account stays out: its link (sent before, or an invitation) sets no password.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), eq(users.active, true)))
      .returning({ id: users.id, username: users.username });
    if (!user) throw new AppError(400, 'invalid_reset_token', INVALID);
    await revokeResetLinks(tx, claimed.userId);
    await recordAudit(tx, { userId: user!.id, name: user!.username, ip: input.ip }, 'reset_password', 'user', user!.id);
  });
}
