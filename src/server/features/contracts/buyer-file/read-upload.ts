import type { FastifyRequest } from 'fastify';

import { MAX_BUYER_FILE_DOCUMENT_BYTES } from '#shared/schemas/buyer-file-schema.ts';
import { AppError } from '#server/lib/errors.ts';

const DOCUMENT_TOO_LARGE = 'El documento es demasiado grande (máximo 10 MB).';

/** The multipart field `file` of an identity-document upload, whole and within the size limit. */
export async function readIdentityDocumentUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart())
    throw new AppError(415, 'multipart_required', 'Se esperaba un formulario multipart con el documento.');
  const file = await request.file({ limits: { fileSize: MAX_BUYER_FILE_DOCUMENT_BYTES, files: 1 } });
  if (!file) throw new AppError(422, 'missing_file', 'No se ha recibido ningún documento.');
  const data = await file.toBuffer();
  if (file.file.truncated) throw new AppError(413, 'document_too_large', DOCUMENT_TOO_LARGE);
  return { data, filename: file.filename };
}
