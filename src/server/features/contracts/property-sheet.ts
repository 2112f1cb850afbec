import type { FastifyInstance } from 'fastify';

import type { Locale } from '#shared/i18n/locales.ts';
import { floorPlanPdfFile, informationSheetFile } from '#server/features/properties/index.ts';
import { unprocessable } from '#server/lib/errors.ts';

import type { ContractInput, PropertyAttachment } from './contract-input';

export const CONTRACT_PROPERTY_NOT_FOUND = 'La propiedad elegida ya no existe';

/**
 * The documents a property gives a contract in `language`: its information sheet, dated now, and its floor plan when
 * that is a PDF of its own (a picture plan is printed in the sheet). Undefined when the property does not exist.
 */
export async function propertyAttachments(
  app: FastifyInstance,
  propertyId: number,
  language: Locale,
): Promise<PropertyAttachment[] | undefined> {
  const [sheet, floorPlan] = await Promise.all([
    informationSheetFile(app, propertyId, language),
    floorPlanPdfFile(app, propertyId, language),
  ]);
  if (!sheet) return undefined;
  const pdf = (filename: string, data: Buffer, kind: PropertyAttachment['kind']): PropertyAttachment => ({
    filename,
    content_type: 'application/pdf',
    size: data.length,
    data,
    kind,
  });
  return [
    pdf(sheet.filename, sheet.pdf.identity, 'information_sheet'),
    ...(floorPlan ? [pdf(floorPlan.filename, floorPlan.data, 'floor_plan')] : []),
  ];
}

/**
 * Every contract made from a portfolio property — reservations and arras alike — gets its information sheet (and a
 * PDF floor plan) in the contract's language as its last attachments: the buyer receives them with the signing mail
 * and in the final documents, before paying anything (Llei 18/2007 art. 60;
 * docs/product.md#31-property-listings-what-a-buyer-is-told). The property must exist.
 */
export async function withInformationSheet(app: FastifyInstance, input: ContractInput): Promise<ContractInput> {
  if (input.propertyId === null) return input;
  const attachments = await propertyAttachments(app, input.propertyId, input.language);
  if (!attachments) throw unprocessable(CONTRACT_PROPERTY_NOT_FOUND, 'property_not_found');
  return { ...input, attachments: [...input.attachments, ...attachments] };
}
