import { eq } from 'drizzle-orm';

import { lookAlikeMessage, PERSON_EXISTS_MESSAGE, type PersonDto } from '#shared/api/people-dtos.ts';
import { looksLike } from '#shared/identity/confusable.ts';
import { normalizeEmail } from '#shared/identity/email.ts';
import type { InvitePersonInput } from '#shared/schemas/people-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { findUserByEmail } from '#server/features/auth/index.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { conflict } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { invitationMail } from './mails';
import { firstAdminId, INVITED_PASSWORD_HASH, toPersonDto } from './queries';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The mail names whoever invites by their name, as a person would; their username only when they have none. */
async function inviterName(tx: Executor, actor: Actor): Promise<string> {
  if (actor.userId === null) return actor.name;
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, actor.userId));
  return row?.fullName?.trim() || actor.name;
}

/**
 * An address that reads like an existing account's (a Cyrillic "а" for a Latin "a", "rn" for "m": Unicode TR39
 * skeletons, shared/identity/confusable.ts) is refused: a look-alike account is how an impersonator gets in.
 */
async function refuseLookAlike(tx: Executor, email: string): Promise<void> {
  const accounts = await tx.select({ username: users.username, email: users.email }).from(users);
  const twin = accounts.find((account) =>
    [account.email, account.username].some((known) => known && looksLike(email, known)),
  );
  if (twin) throw conflict(lookAlikeMessage(twin.email ?? twin.username), 'look_alike_email');
}

/**
 * An owner invites a person by email (docs/product.md §4): the account exists at once with no password, and
 * the mail carries a single-use link to choose one (the password-reset page). Account, audit row and mail in
 * one transaction. The username is the email address.
 */
export async function invitePerson(
  db: Database,
  actor: Actor,
  publicUrl: string,
  input: InvitePersonInput,
  now: Date,
): Promise<PersonDto> {
  const email = normalizeEmail(input.email);
  const token = randomToken();
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw conflict(PERSON_EXISTS_MESSAGE, 'person_exists');
    await refuseLookAlike(tx, email);
    const [row] = await tx
      .insert(users)
      .values({
        username: email,
        email,
        passwordHash: INVITED_PASSWORD_HASH,
        isAdmin: true,
        role: input.role,
        fullName: input.full_name,
        signingPowers: input.signing_powers,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(PERSON_EXISTS_MESSAGE, 'person_exists');
    await tx.insert(passwordResetTokens).values({
      userId: row.id,
      tokenHash: sha256Hex(token),
      kind: 'invitation',
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    });
    const company = await companyDetails(tx);
    const mail = invitationMail({
      fullName: input.full_name,
      inviter: await inviterName(tx, actor),
      companyName: company.legal_name.trim() || company.company_name.trim(),
      username: email,
      link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    });
    await enqueueMail(tx, { kind: 'person_invitation', to: email, ...mail });
    await recordAudit(tx, actor, 'invite', 'person', row.id, {
      email,
      role: input.role,
      may_sign: input.signing_powers !== null,
    });
    return toPersonDto(row, await firstAdminId(tx));
  });
}
