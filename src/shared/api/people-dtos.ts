// The company's people (docs/product.md §4): accounts, roles and who may sign for the company.

import type { PersonRole } from '#shared/schemas/people-schema.ts';

export type { PersonDto, PersonRole, SignatoryDto, SigningPowersDto } from '#shared/schemas/people-schema.ts';

export const ROLE_LABELS: Record<PersonRole, string> = {
  owner: 'Propietario (todo)',
  staff: 'Personal (propiedades, textos, contactos y borradores)',
};

export const LAST_OWNER_MESSAGE = 'Debe quedar al menos un propietario activo.';
export const PERSON_EXISTS_MESSAGE = 'Ya existe una cuenta con ese email.';
/** The address can be told from an existing account's only by looking at its characters' codes. */
export const lookAlikeMessage = (existing: string) =>
  `Esa dirección se confunde a simple vista con la de una cuenta que ya existe (${existing}): si es otra persona, invítala con una dirección que no se pueda confundir.`;
