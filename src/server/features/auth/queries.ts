import { and, asc, eq, isNotNull } from 'drizzle-orm';

import { normalizeEmail } from '#shared/identity/email.ts';
import type { Executor } from '#server/db/client.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';

/**
 * The user whose address is `email` under the one normalisation of shared/identity/email.ts. Compared here rather
 * than with SQL's lower(), whose case rules differ from JavaScript's for some letters (İ), so the lookup and the
 * throttling key can never disagree. The table holds the administrators: a handful of rows.
 */
export async function findUserByEmail(db: Executor, email: string) {
  const wanted = normalizeEmail(email);
  const candidates = await db.select().from(users).where(isNotNull(users.email));
  return candidates.find((user) => normalizeEmail(user.email!) === wanted);
}

/**
 * Every outstanding link of the user stops working (after a reset, a password change or a deactivation); `resetsOnly`
 * (a new reset request) keeps a pending invitation: asking for a reset must not undo an owner's invitation.
 */
export async function revokeResetLinks(db: Executor, userId: number, { resetsOnly = false } = {}): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), resetsOnly ? eq(passwordResetTokens.kind, 'reset') : undefined));
}

/**
 * The first account (created from ADMIN_USERNAME), shared by whoever knows its password; every later account is a
 * person's own (docs/product.md §4).
 */
export async function firstAdminId(db: Executor): Promise<number | null> {
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  return first?.id ?? null;
}

/** Who a new password belongs to, for the password rules (password-policy.ts). */
export async function passwordOwner(db: Executor, user: { id: number; username: string; email: string | null }) {
  return { username: user.username, email: user.email, personal: (await firstAdminId(db)) !== user.id };
}
