import { eq, sql } from 'drizzle-orm';

import { LAST_OWNER_MESSAGE, type PersonDto } from '#shared/api/people-dtos.ts';
import type { UpdatePersonInput } from '#shared/schemas/people-schema.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { revokeResetLinks } from '#server/features/auth/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';

import { findPerson, firstAdminId, lockOwners, otherActiveOwners, toPersonDto } from './queries';

/**
 * Role, name, signing powers, active (docs/product.md §4). Deactivating bumps the token version, so every
 * session of that person ends with their next request, and kills their pending links. A change that would
 * leave no active owner is refused.
 */
export async function updatePerson(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdatePersonInput,
  now: Date,
): Promise<PersonDto> {
  return db.transaction(async (tx) => {
    await lockOwners(tx, id);
    const person = await findPerson(tx, id);
    if (!person) throw notFound('No existe esa persona.');
    const staysOwner = (input.role ?? person.role) === 'owner' && (input.active ?? person.active);
    if (person.role === 'owner' && person.active && !staysOwner && (await otherActiveOwners(tx, id)) === 0) {
      throw conflict(LAST_OWNER_MESSAGE, 'last_owner');
    }
    const deactivating = input.active === false && person.active;
    const [row] = await tx
      .update(users)
      .set({
        ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.signing_powers !== undefined ? { signingPowers: input.signing_powers } : {}),
        ...(deactivating ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (deactivating) await revokeResetLinks(tx, id);
    const changes = {
      ...input,
      signing_powers: input.signing_powers === undefined ? undefined : input.signing_powers !== null,
    };
    await recordAudit(tx, actor, deactivating ? 'deactivate' : 'update', 'person', id, {
      username: person.username,
      ...changes,
    });
    return toPersonDto(row!, await firstAdminId(tx));
  });
}
