import type { FastifyInstance } from 'fastify';

import { attachesInformationSheet } from '#shared/contract-types/information-sheet.ts';
import { findProperty, informationSheetFile } from '#server/features/properties/index.ts';
import { unprocessable } from '#server/lib/errors.ts';

import type { ContractInput } from './contract-input';

export const CONTRACT_PROPERTY_NOT_FOUND = 'La propiedad elegida ya no existe';

/**
 * The contract's property must exist; a reservation of it gets its information sheet, in the contract's language
 * and dated now, as its last attachment: the buyer receives it with the signing mail and in the final documents,
 * before paying anything (docs/product.md#31-property-listings-what-a-buyer-is-told).
 */
export async function withInformationSheet(app: FastifyInstance, input: ContractInput): Promise<ContractInput> {
  if (input.propertyId === null) return input;
  if (!attachesInformationSheet(input.type.id)) {
    if (!(await findProperty(app.ctx.db, input.propertyId)))
      throw unprocessable(CONTRACT_PROPERTY_NOT_FOUND, 'property_not_found');
    return input;
  }
  const sheet = await informationSheetFile(app, input.propertyId, input.language);
  if (!sheet) throw unprocessable(CONTRACT_PROPERTY_NOT_FOUND, 'property_not_found');
  const attachment = {
    filename: sheet.filename,
    content_type: 'application/pdf',
    size: sheet.data.length,
    data: sheet.data,
  };
  return { ...input, attachments: [...input.attachments, attachment] };
}
