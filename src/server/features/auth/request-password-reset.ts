import { normalizeEmail } from '#shared/identity/email.ts';
import type { Database } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';
import { recordHit, type Window } from '#server/lib/rate-limiter.ts';

import { passwordResetMail } from './mails';
import { findUserByEmail, revokeResetLinks } from './queries';

const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
/** At most a few mails per address per hour, silently: the answer must not differ. */
const PER_EMAIL: Window = { limit: 3, windowMs: 60 * 60_000 };

export const RESET_REQUEST_ANSWER = {
  message:
    'Si el email corresponde a una cuenta, recibirás un enlace para restablecer la contraseña. El enlace caduca en 1 hora y solo puede usarse una vez.',
};

/** Same work on both paths (token made, one transaction) so neither body nor timing tells whether the email exists. */
export async function requestPasswordReset(db: Database, publicUrl: string, email: string, now: Date): Promise<void> {
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const { hits } = await recordHit(tx, `reset:${normalizeEmail(email)}`, PER_EMAIL);
    // A deactivated account gets no link (the same answer all the same).
    if (!user?.email || !user.active || hits > PER_EMAIL.limit) return;
    // Only the newest reset link works: a new request retires every earlier one, never an invitation (docs/product.md §4).
    await revokeResetLinks(tx, user.id, { resetsOnly: true });
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, { kind: 'password_reset', to: user.email, ...passwordResetMail(user.username, link) });
  });
}
