import type { SiteContentDto } from '#shared/api/api-types.ts';
import type { Executor } from '#server/db/client.ts';
import type { SignerIdentity } from '#server/db/schema.ts';
import { forbidden } from '#server/lib/errors.ts';

import { findPerson, firstAdminId, namedSignatories } from './queries';
import { STAFF_FORBIDDEN } from './staff-access';

/** Once a named person can sign, the shared account no longer signs in anyone's name (docs/product.md#signers-are-people). */
export const SHARED_ACCOUNT_CANNOT_SIGN =
  'La cuenta de administración compartida ya no puede firmar por la empresa: firma con tu cuenta personal la persona ' +
  'que tiene poderes (la lista está en Personas), para que la firma sea de esa persona.';

export const NO_SIGNING_POWERS =
  'Tu cuenta no tiene poderes para firmar en nombre de la empresa. Un propietario puede indicarlos en Personas (nombre, DNI, cargo y poderes).';

/**
 * Who signs for the company when this account presses Firmar (docs/product.md §4): the person and the powers
 * recorded on their account, never anything the browser sends. The first account (the one created from
 * ADMIN_USERNAME) with no powers of its own signs as the representative in the company details, so a
 * single-administrator installation works as it always did, and the evidence says it was the shared account (the
 * setup checklist keeps an error until a named person has powers); once someone has powers, it no longer signs.
 * Staff and owners without powers are refused.
 */
export async function signingRepresentative(
  db: Executor,
  userId: number | null,
  company: SiteContentDto,
): Promise<SignerIdentity> {
  const person = userId === null ? undefined : await findPerson(db, userId);
  if (!person || !person.active) throw forbidden();
  if (person.role !== 'owner') throw forbidden(STAFF_FORBIDDEN);
  const powers = person.signingPowers;
  if (powers) {
    const email = person.email ?? company.company_email.trim();
    return {
      name: powers.name,
      dni: powers.dni,
      position: powers.position,
      powers: powers.powers,
      ...(powers.powers_ca ? { powersCa: powers.powers_ca } : {}),
      ...(powers.powers_en ? { powersEn: powers.powers_en } : {}),
      email,
      userId: person.id,
    };
  }
  if ((await firstAdminId(db)) !== person.id) throw forbidden(NO_SIGNING_POWERS);
  // Anyone with the shared password (an installer, a former employee) would otherwise sign in a named person's name.
  if ((await namedSignatories(db)).length > 0) throw forbidden(SHARED_ACCOUNT_CANNOT_SIGN);
  return {
    name: company.representative_name.trim() || company.legal_name.trim(),
    email: company.company_email.trim(),
    dni: company.representative_dni.trim(),
    userId: person.id,
    // Said as it is in the evidence: the shared administration account, not the representative's own credentials.
    sharedAccount: true,
  };
}
