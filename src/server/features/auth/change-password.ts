import { eq, sql } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { AppError, unprocessable } from '#server/lib/errors.ts';

import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { passwordOwner, revokeResetLinks } from './queries';

export async function changePassword(
  db: Database,
  actor: Actor & { userId: number },
  input: { current_password: string; new_password: string },
  now: Date,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError(400, 'wrong_password', 'El password actual no es correcto');
  }
  const problem = passwordProblem(input.new_password, await passwordOwner(db, user));
  if (problem) throw unprocessable(problem, 'weak_password');
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, user.id));
    // A reset link mailed before the change must not undo it.
    await revokeResetLinks(tx, user.id);
    await recordAudit(tx, actor, 'change_password', 'user', user.id);
  });
}
