// POST /api/documents/verify (docs/product.md §5.5), shared by the server and the /verificar page.

export type { SealTimeDto, VerifiedSignerDto, VerifyDocumentDto } from '#shared/schemas/document-schema.ts';

/** 20 MB: far above any contract PDF, small enough to refuse abuse early. */
export const MAX_VERIFY_BYTES = 20 * 1024 * 1024;
export const NOT_A_PDF_MESSAGE = 'El archivo no es un PDF.';
export const PDF_TOO_LARGE_MESSAGE = 'El PDF es demasiado grande (máximo 20 MB).';
