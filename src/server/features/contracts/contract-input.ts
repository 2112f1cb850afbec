// Body of POST /api/cms/contracts: every rule of the wizard (docs/product.md §5) checked again on the server, with the
// shared schemas and definitions, plus the checks only the server can make (the real bytes of files).
import { z } from 'zod';

import {
  getContractType,
  normalizeContractData,
  validateContractData,
  type ContractData,
  type ContractTypeDefinition,
} from '#shared/contract-types/index.ts';
import {
  CONTRACT_LANGUAGES,
  COPY_LANGUAGE_ERROR,
  copyLanguageError,
  DEFAULT_CONTRACT_LANGUAGE,
  type ContractLanguage,
} from '#shared/contract-types/language.ts';
import { base64DecodedLength } from '#shared/format/base64.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  attachmentContentType,
  attachmentSizeError,
  attachmentsSchema,
  attachmentTypeError,
  buyersSchema,
  MAX_ATTACHMENT_BYTES,
  type AttachmentInput,
  type BuyerInput,
} from '#shared/schemas/index.ts';
import { spanishDetail } from '#shared/schemas/zod-errors.ts';
import { AppError, unprocessable } from '#server/lib/errors.ts';
import { bytesMatchType } from '#server/lib/file-bytes.ts';

const UNKNOWN_CONTRACT_TYPE = 'Tipo de contrato no válido';
const PROPERTY_ID_INVALID = 'La propiedad del contrato no es válida';

/** The body as the wizard sends it; the type's own fields are checked against its definition afterwards. */
export const contractRequestSchema = z
  .object(
    {
      contract_type: z.string({ error: UNKNOWN_CONTRACT_TYPE }),
      contract_data: z.record(z.string(), z.unknown(), { error: 'Los datos del contrato no son válidos' }),
      buyers: buyersSchema,
      attachments: attachmentsSchema,
      // Spanish unless asked: clients written before the choice existed keep getting Spanish contracts.
      contract_language: z
        .enum(CONTRACT_LANGUAGES, { error: 'El idioma del contrato debe ser es (castellano) o ca (catalán)' })
        .optional(),
      // A bilingual contract: the other language's text, frozen, signed and sealed with it (Llei 1/1998, art. 15).
      copy_language: z
        .enum(CONTRACT_LANGUAGES, { error: COPY_LANGUAGE_ERROR })
        .nullable()
        .optional()
        .describe(
          'Idioma de la copia (es o ca, distinto de contract_language): los dos textos se firman y sellan juntos',
        ),
      // The portfolio property the wizard picked, if any: a reservation of it carries its information sheet.
      property_id: z
        .number({ error: PROPERTY_ID_INVALID })
        .int(PROPERTY_ID_INVALID)
        .positive(PROPERTY_ID_INVALID)
        .max(2_147_483_647, PROPERTY_ID_INVALID)
        .nullable()
        .optional(),
    },
    { error: 'Los datos del contrato no son válidos' },
  )
  .superRefine((body, ctx) => {
    const error = copyLanguageError(body.contract_language ?? DEFAULT_CONTRACT_LANGUAGE, body.copy_language);
    if (error !== null) ctx.addIssue({ code: 'custom', path: ['copy_language'], message: error });
  });

type VerifiedAttachment = Omit<AttachmentInput, 'content'> & { data: Buffer };
/** A document the product adds from the contract's property (docs/product.md#31-property-listings-what-a-buyer-is-told). */
export type PropertyAttachment = VerifiedAttachment & {
  kind: 'information_sheet' | 'floor_plan';
  /** An information sheet's language and the items it marks as not stated (codes of properties/information-sheet.ts). */
  sheet?: { language: Locale; missing: string[] };
};

export type ContractInput = {
  type: ContractTypeDefinition;
  data: ContractData;
  /** In signing order, renumbered 1..n. */
  buyers: (BuyerInput & { buyer_order: number })[];
  /** The admin's files (kind 'upload' when absent), then those of the property. */
  attachments: (VerifiedAttachment | PropertyAttachment)[];
  language: ContractLanguage;
  /** The bilingual contract's second text, or null for one text. */
  copyLanguage: ContractLanguage | null;
  /** The portfolio property the contract is about, or null. */
  propertyId: number | null;
};

/**
 * Oversized files answer 413 (docs/product.md §8) before anything else is looked at; the schema's own size
 * rule would otherwise turn them into a 422 like any other validation error.
 */
export function refuseOversizedFiles(body: unknown): void {
  const attachments = (body as { attachments?: unknown } | null)?.attachments;
  if (!Array.isArray(attachments)) return;
  for (const file of attachments as { filename?: unknown; content?: unknown }[]) {
    if (typeof file?.content === 'string' && base64DecodedLength(file.content.trim()) > MAX_ATTACHMENT_BYTES) {
      throw new AppError(413, 'attachment_too_large', attachmentSizeError(String(file.filename ?? '')));
    }
  }
}

function verifyAttachment(file: AttachmentInput): VerifiedAttachment {
  // The extension decides the type; the declared type and the bytes must both agree with it.
  const expected = attachmentContentType(file.filename, '');
  const data = Buffer.from(file.content, 'base64');
  if (expected === null || file.content_type !== expected || !bytesMatchType(data, expected)) {
    throw unprocessable(attachmentTypeError(file.filename), 'attachment_type');
  }
  const { content: _content, ...meta } = file;
  return { ...meta, size: data.length, data };
}

/** The checks after the request schema (contractRequestSchema): the type's fields, buyers' order, files' bytes. */
export function parseContractInput(parsed: z.output<typeof contractRequestSchema>): ContractInput {
  const type = getContractType(parsed.contract_type);
  if (!type) throw unprocessable(UNKNOWN_CONTRACT_TYPE, 'unknown_contract_type');
  // Normalised first, so an omitted field that has a default is not reported as missing.
  const data = normalizeContractData(type, parsed.contract_data);
  const errors = validateContractData(type, data);
  if (Object.keys(errors).length > 0)
    throw unprocessable(spanishDetail(Object.values(errors)), 'invalid_contract_data');
  const buyers = parsed.buyers
    .map((buyer, index) => ({ buyer, index }))
    .sort((a, b) => (a.buyer.buyer_order ?? a.index + 1) - (b.buyer.buyer_order ?? b.index + 1) || a.index - b.index)
    .map(({ buyer }, index) => ({ ...buyer, buyer_order: index + 1 }));
  return {
    type,
    data,
    buyers,
    attachments: parsed.attachments.map(verifyAttachment),
    language: parsed.contract_language ?? DEFAULT_CONTRACT_LANGUAGE,
    copyLanguage: parsed.copy_language ?? null,
    propertyId: parsed.property_id ?? null,
  };
}
