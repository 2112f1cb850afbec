import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { AppError, unprocessable } from '#server/lib/errors.ts';

import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { passwordOwner, revokeResetLinks } from './queries';

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
  await assertAcceptablePassword(db, input, now);
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

/**
 * The new password against the rules of the account the link is for (password-policy.ts), before the link is used:
 * a refused password leaves the link valid for another try. An unknown or spent link says nothing here; the claim
 * below refuses it as before.
 */
async function assertAcceptablePassword(db: Database, input: { token: string; new_password: string }, now: Date) {
  const [owner] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!owner) return;
  const problem = passwordProblem(input.new_password, await passwordOwner(db, owner));
  if (problem) throw unprocessable(problem, 'weak_password');
}
