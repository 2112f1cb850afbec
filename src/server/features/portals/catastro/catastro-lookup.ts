import { normalizeCadastralReference, validateCadastralReference } from '#shared/identity/cadastral-reference.ts';
import type { CatastroProposal } from '#shared/portals/catastro-answer.ts';
import type { Database } from '#server/db/client.ts';
import { findProperty } from '#server/features/properties/index.ts';
import { AppError, notFound, unprocessable } from '#server/lib/errors.ts';

import { CatastroBusyError, type CatastroClient } from './catastro-client';

const PARCEL = /^[0-9A-ZÑ]{14}$/;
export const NO_REFERENCE = 'La propiedad no tiene referencia catastral: escríbela en el formulario o en la consulta.';
const UNREACHABLE_SUFFIX = ' No se ha cambiado nada; inténtalo más tarde.';

/**
 * "Completar desde el Catastro" (docs/product.md#portals): what the cadastre says of the reference given, or of the
 * property's own, as a proposal the owner accepts field by field. The property is never changed here.
 */
export async function catastroProposal(
  db: Database,
  client: CatastroClient,
  propertyId: number,
  given: string | null | undefined,
  notFoundMessage: string,
): Promise<{ cadastral_reference: string; proposal: CatastroProposal }> {
  const property = await findProperty(db, propertyId);
  if (!property) throw notFound(notFoundMessage);
  const raw = given?.trim() || property.cadastral_reference;
  if (!raw) throw unprocessable(NO_REFERENCE, 'no_cadastral_reference');
  const reference = normalizeCadastralReference(raw);
  if (!PARCEL.test(reference)) {
    const problem = validateCadastralReference(reference);
    if (problem) throw unprocessable(problem, 'invalid_cadastral_reference');
  }
  let outcome;
  try {
    outcome = await client.lookup(reference);
  } catch (error) {
    if (error instanceof CatastroBusyError) {
      throw new AppError(429, 'catastro_busy', 'Hay muchas consultas al Catastro en curso: espera unos segundos.');
    }
    throw error;
  }
  switch (outcome.kind) {
    case 'proposal':
      return { cadastral_reference: outcome.reference ?? reference, proposal: outcome.proposal };
    case 'several':
      throw unprocessable(
        `Esa referencia es de una finca con ${outcome.references.length} inmuebles: usa la de 20 caracteres del tuyo` +
          `${outcome.references.length > 0 ? ` (por ejemplo ${outcome.references.slice(0, 3).join(', ')})` : ''}.`,
        'several_units',
      );
    case 'error':
      throw unprocessable(outcome.message, 'catastro_error');
    case 'unreachable':
      throw new AppError(502, 'catastro_unreachable', `${outcome.message}${UNREACHABLE_SUFFIX}`);
  }
}
