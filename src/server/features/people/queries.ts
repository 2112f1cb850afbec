import { and, asc, eq, ne, or } from 'drizzle-orm';

import type { PersonDto } from '#shared/api/people-dtos.ts';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { firstAdminId } from '#server/features/auth/index.ts';

type PersonRow = typeof users.$inferSelect;

/** An invited person has no password until they open the invitation (verifyPassword refuses an empty hash). */
export const INVITED_PASSWORD_HASH = '';

/**
 * Whether the account signs for the company, as Firmar would treat it (signing-representative.ts): with powers of its
 * own, as the shared first account on behalf of the representative in company details, or not at all (staff never).
 */
function signsForCompany(row: PersonRow, firstAdminId: number | null): PersonDto['signs_for_company'] {
  if (row.role === 'staff' || !row.active) return 'no';
  if (row.signingPowers) return 'own_powers';
  return row.id === firstAdminId ? 'shared_account' : 'no';
}

/** The first account (created from ADMIN_USERNAME): without powers of its own it signs as the shared account. */
export { firstAdminId };

export function toPersonDto(row: PersonRow, firstAdmin: number | null): PersonDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.fullName,
    role: row.role === 'staff' ? 'staff' : 'owner',
    active: row.active,
    signing_powers: row.signingPowers ? { powers_ca: '', powers_en: '', ...row.signingPowers } : null,
    invitation_pending: row.passwordHash === INVITED_PASSWORD_HASH,
    signs_for_company: signsForCompany(row, firstAdmin),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPeople(db: Executor): Promise<PersonDto[]> {
  const rows = await db.select().from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id));
  return rows.map((row) => toPersonDto(row, rows[0]?.id ?? null));
}

export async function findPerson(db: Executor, id: number): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)));
  return row;
}

/**
 * Locks every active owner (and the person changed), always in id order, until the transaction ends: two owners
 * demoting each other at once queue on the same first row instead of each holding the row the other needs (a deadlock,
 * a 500). The second one then sees the first's change and is refused with 409 if it would leave no owner.
 */
export async function lockOwners(db: Executor, personId: number): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.isAdmin, true), or(and(eq(users.role, 'owner'), eq(users.active, true)), eq(users.id, personId))),
    )
    .orderBy(asc(users.id))
    .for('update');
}

/** Active owners other than `exceptId` (call lockOwners first in the same transaction). */
export async function otherActiveOwners(db: Executor, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.role, 'owner'), eq(users.active, true), ne(users.id, exceptId)));
  return rows.length;
}

/** The active owners who sign for the company with powers of their own (docs/product.md §4), by name. */
export async function namedSignatories(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ powers: users.signingPowers, role: users.role })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.active, true)))
    .orderBy(asc(users.id));
  return rows.flatMap((row) => (row.role === 'owner' && row.powers ? [row.powers.name] : []));
}

/** The named signatories with the position and powers a contract states for them (docs/product.md#signer-powers). */
export async function signatories(
  db: Executor,
): Promise<{ user_id: number; name: string; position: string; powers: string }[]> {
  const rows = await db
    .select({ id: users.id, powers: users.signingPowers, role: users.role })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.active, true)))
    .orderBy(asc(users.id));
  return rows.flatMap((row) =>
    row.role === 'owner' && row.powers
      ? [{ user_id: row.id, name: row.powers.name, position: row.powers.position, powers: row.powers.powers }]
      : [],
  );
}
