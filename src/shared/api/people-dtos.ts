// The company's people (docs/product.md §4): accounts, roles and who may sign for the company.

export type PersonRole = 'owner' | 'staff';

export type SigningPowersDto = { name: string; dni: string; position: string; powers: string };

export type PersonDto = {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  role: PersonRole;
  active: boolean;
  /** Null: this person may not sign for the company. */
  signing_powers: SigningPowersDto | null;
  /** Invited and still without a password of their own. */
  invitation_pending: boolean;
  created_at: string;
};

export const ROLE_LABELS: Record<PersonRole, string> = {
  owner: 'Propietario (todo)',
  staff: 'Personal (propiedades, textos, contactos y borradores)',
};

export const LAST_OWNER_MESSAGE = 'Debe quedar al menos un propietario activo.';
export const PERSON_EXISTS_MESSAGE = 'Ya existe una cuenta con ese email.';
