import type { FastifyRequest } from 'fastify';

import {
  BUYER_FILE_DOCUMENT_KINDS,
  MAX_BUYER_FILE_DOCUMENT_BYTES,
  type BuyerFileDocumentKind,
} from '#shared/schemas/buyer-file-schema.ts';
import { AppError } from '#server/lib/errors.ts';

const DOCUMENT_TOO_LARGE = 'El documento es demasiado grande (máximo 10 MB).';

const KIND_INVALID = 'Tipo de documento no válido: identity (documento de identidad) o funds (origen de los fondos).';

/** `kind` as a multipart field sent before the file, or in the query; the identity document when neither says. */
function kindOf(request: FastifyRequest, field: unknown): BuyerFileDocumentKind {
  const fromField = (field as { value?: unknown } | undefined)?.value;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.kind;
  const kind = typeof fromField === 'string' ? fromField : typeof fromQuery === 'string' ? fromQuery : 'identity';
  if (!(BUYER_FILE_DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw new AppError(422, 'invalid_kind', KIND_INVALID);
  return kind as BuyerFileDocumentKind;
}

/**
 * The multipart field `file` of a buyer-file upload, whole and within the size limit, with what it evidences: `kind`
 * `identity` (default) or `funds` (the source of funds or wealth, docs/product.md#file-before-bond).
 */
export async function readIdentityDocumentUpload(
  request: FastifyRequest,
): Promise<{ data: Buffer; filename: string; kind: BuyerFileDocumentKind }> {
  if (!request.isMultipart())
    throw new AppError(415, 'multipart_required', 'Se esperaba un formulario multipart con el documento.');
  const file = await request.file({ limits: { fileSize: MAX_BUYER_FILE_DOCUMENT_BYTES, files: 1 } });
  if (!file) throw new AppError(422, 'missing_file', 'No se ha recibido ningún documento.');
  const kind = kindOf(request, file.fields.kind);
  const data = await file.toBuffer();
  if (file.file.truncated) throw new AppError(413, 'document_too_large', DOCUMENT_TOO_LARGE);
  return { data, filename: file.filename, kind };
}
