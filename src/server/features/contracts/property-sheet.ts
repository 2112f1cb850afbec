import type { FastifyInstance } from 'fastify';

import type { Locale } from '#shared/i18n/locales.ts';
import { floorPlanPdfFile, informationSheetFile } from '#server/features/properties/index.ts';
import { unprocessable } from '#server/lib/errors.ts';

import type { ContractInput, PropertyAttachment } from './contract-input';

export const CONTRACT_PROPERTY_NOT_FOUND = 'La propiedad elegida ya no existe';

/**
 * The languages a contract is read in (docs/product.md#each-readers-documents): the binding text's, the copy's of a
 * bilingual contract and English when a buyer reads English, in that order, each once.
 */
export function readingLanguages(input: Pick<ContractInput, 'language' | 'copyLanguage' | 'buyers'>): Locale[] {
  const english = input.buyers.some((buyer) => buyer.language === 'en') ? (['en'] as const) : [];
  return [...new Set<Locale>([input.language, ...(input.copyLanguage ? [input.copyLanguage] : []), ...english])];
}

const pdf = (
  filename: string,
  data: Buffer,
  kind: PropertyAttachment['kind'],
  sheet?: PropertyAttachment['sheet'],
): PropertyAttachment => ({
  filename,
  content_type: 'application/pdf',
  size: data.length,
  data,
  kind,
  ...(sheet ? { sheet } : {}),
});

/**
 * The documents a property gives a contract: its information sheet in each language the contract is read in, dated
 * now and named in its own language, each with the items it marks as not stated; then its floor plan once, when that
 * is a PDF of its own (a picture plan is printed in every sheet). Undefined when the property does not exist.
 */
export async function propertyAttachments(
  app: FastifyInstance,
  propertyId: number,
  languages: readonly Locale[],
): Promise<PropertyAttachment[] | undefined> {
  const sheets = [];
  for (const language of languages) {
    const sheet = await informationSheetFile(app, propertyId, language);
    if (!sheet) return undefined;
    sheets.push(pdf(sheet.filename, sheet.pdf.identity, 'information_sheet', { language, missing: sheet.missing }));
  }
  const floorPlan = await floorPlanPdfFile(app, propertyId, languages[0] ?? 'es');
  return [...sheets, ...(floorPlan ? [pdf(floorPlan.filename, floorPlan.data, 'floor_plan')] : [])];
}

/**
 * Every contract made from a portfolio property — reservations and arras alike — gets its information sheets (and a
 * PDF floor plan) as its last attachments: each reader receives the sheet in their language with the signing mail
 * and in the final documents, before paying anything (Llei 18/2007 art. 60;
 * docs/product.md#each-readers-documents). The property must exist.
 */
export async function withInformationSheet(app: FastifyInstance, input: ContractInput): Promise<ContractInput> {
  if (input.propertyId === null) return input;
  const attachments = await propertyAttachments(app, input.propertyId, readingLanguages(input));
  if (!attachments) throw unprocessable(CONTRACT_PROPERTY_NOT_FOUND, 'property_not_found');
  return { ...input, attachments: [...input.attachments, ...attachments] };
}
