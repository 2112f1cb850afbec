import { dictionary } from '@zxcvbn-ts/language-common';

import { normalizeEmail } from '#shared/identity/email.ts';

// What a personal account's password may not be, beyond the specification's six characters (docs/product.md §4
// "Passwords", decision 042): one of the passwords that breaches show people use most, or the account's own username
// or e-mail. The list ships with the product (zxcvbn-ts's common list, ~49 000 passwords from public breach corpora),
// so nothing is sent anywhere to check a password.

export const COMMON_PASSWORD_MESSAGE =
  'Esa contraseña es de las más usadas (aparece en las listas de contraseñas filtradas que prueban los atacantes): elige otra más difícil de adivinar.';
export const OWN_NAME_PASSWORD_MESSAGE = 'La contraseña no puede ser tu usuario ni tu email.';

let common: Set<string> | undefined;

/** The breached-password list, loaded on first use (a few megabytes that most requests never need). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** How many passwords the shipped list holds (the README and a test say at least 10 000). */
export const commonPasswordCount = (): number => commonPasswords().size;

export type PasswordOwner = { username: string; email: string | null; personal: boolean };

/**
 * The Spanish reason a new password is refused, or null. Every account: not its username or e-mail. A personal
 * account (an invited owner or member of staff) also: not a common breached password, case aside. The shared first
 * account keeps only the specification's rules, so `ADMIN_PASSWORD` and its flows work as the specification says.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const folded = password.trim().toLowerCase();
  const ownNames = [owner.username, owner.email ?? '', owner.email ? owner.email.split('@')[0]! : '']
    .map((name) => normalizeEmail(name))
    .filter((name) => name.length > 0);
  if (ownNames.includes(normalizeEmail(password))) return OWN_NAME_PASSWORD_MESSAGE;
  if (owner.personal && commonPasswords().has(folded)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
