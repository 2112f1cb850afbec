import { MAX_BUYER_FILE_DOCUMENT_BYTES, MAX_BUYER_FILE_DOCUMENTS } from '#shared/schemas/buyer-file-schema.ts';
import { CONTRACT_NOT_FOUND } from '#server/features/contracts/index.ts';
import { numericIdParams, uuidParams } from '#server/lib/route-schemas.ts';

import { BUYER_NOT_FOUND } from '../queries';
import { DOCUMENT_NOT_FOUND } from '../view-buyer-file';

// What the buyer-file routes share: limits, tags, parameters and the upload's description.
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
export const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
export const UPLOAD_BODY_LIMIT = MAX_BUYER_FILE_DOCUMENT_BYTES + 1024 * 1024;
export const tags = ['Expediente del comprador'];
export const UPLOAD_DESCRIPTION =
  'Formulario multipart con el campo file: foto (JPEG, PNG o WebP) o PDF del DNI, NIE o pasaporte, hasta 10 MB, comprobado por sus bytes. ' +
  `Hasta ${MAX_BUYER_FILE_DOCUMENTS} documentos (p. ej. una foto de cada cara). Un PDF de más de 20 páginas o cuyo contenido ` +
  'descomprimido supere 100 MB se rechaza (422) sin abrir sus páginas; los documentos se comprueban de uno en uno, y con ' +
  'varios esperando la respuesta es 503 con Retry-After.';

export const fileParams = uuidParams('id', CONTRACT_NOT_FOUND).extend(
  numericIdParams(BUYER_NOT_FOUND, 'buyerId').shape,
);
export const documentParams = fileParams.extend(numericIdParams(DOCUMENT_NOT_FOUND, 'documentId').shape);
export const BASE = '/api/cms/contracts/:id/buyers/:buyerId/buyer-file';
