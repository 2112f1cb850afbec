import { z } from 'zod';

import { base64DecodedLength, isBase64 } from '#shared/format/base64.ts';
import { isWithinInputYears, yearOutOfRangeMessage } from '#shared/format/dates.ts';

import { listOrEmpty, tooLongMessage } from './zod-fields';

// Documents attached to a contract (docs/product.md §9 "Attachments"): checked by the browser before upload and
// again by the API, which measures the decoded content instead of trusting the declared size.

const CONTENT_TYPE_BY_EXTENSION = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;

type AttachmentExtension = keyof typeof CONTENT_TYPE_BY_EXTENSION;

export const ALLOWED_ATTACHMENT_EXTENSIONS = Object.keys(CONTENT_TYPE_BY_EXTENSION) as AttachmentExtension[];
export const ALLOWED_ATTACHMENT_TYPES = [...new Set(Object.values(CONTENT_TYPE_BY_EXTENSION))];
/** 10 MB; exactly this many bytes is still accepted. */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
export const MAX_ATTACHMENTS = 20;
/** For the `accept` attribute of file inputs. */
export const ATTACHMENT_ACCEPT = ALLOWED_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function attachmentTypeError(filename: string): string {
  return `Tipo de archivo no permitido: ${filename}`;
}

export function attachmentSizeError(filename: string): string {
  return `Archivo demasiado grande: ${filename} (máximo 10MB)`;
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

function isAllowedExtension(ext: string): ext is AttachmentExtension {
  return Object.hasOwn(CONTENT_TYPE_BY_EXTENSION, ext);
}

// Browsers report '' (and some proxies octet-stream) for types they do not know, e.g. .docx on some systems.
const isGenericType = (type: string): boolean => type === '' || type === 'application/octet-stream';

/**
 * The type to store and serve for an allowed file, or null when the file is not allowed.
 * A missing or generic declared type is derived from the extension.
 */
export function attachmentContentType(filename: string, declaredType: string): string | null {
  const ext = extensionOf(filename);
  if (!isAllowedExtension(ext)) return null;
  const type = declaredType.trim().toLowerCase();
  if (isGenericType(type)) return CONTENT_TYPE_BY_EXTENSION[ext];
  return (ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(type) ? type : null;
}

/** Browser-side check of a chosen file; the fixed message (docs/product.md), or null. */
export function validateAttachmentFile(file: { name: string; type: string; size: number }): string | null {
  if (attachmentContentType(file.name, file.type) === null) return attachmentTypeError(file.name);
  return file.size > MAX_ATTACHMENT_BYTES ? attachmentSizeError(file.name) : null;
}

const INVALID_CONTENT = 'El contenido del archivo no es válido';
const INVALID_SIZE = 'El tamaño del archivo no es válido';
const INVALID_UPLOAD_DATE = 'La fecha de subida no es válida';

/** One attachment of POST /api/cms/contracts; `size` and `content_type` are replaced by verified values. */
export const attachmentInputSchema = z
  .object(
    {
      filename: z
        .string({ error: 'El nombre del archivo es obligatorio' })
        .trim()
        .min(1, 'El nombre del archivo es obligatorio')
        .max(255, tooLongMessage('El nombre del archivo', 255))
        // It ends up in Content-Disposition headers and download dialogs: no paths, no control characters.
        .refine((name) => !/[\p{Cc}/\\]/u.test(name), 'El nombre del archivo no es válido'),
      content: z.string({ error: INVALID_CONTENT }).min(1, INVALID_CONTENT).refine(isBase64, INVALID_CONTENT),
      content_type: z.string({ error: 'El tipo de archivo no es válido' }),
      size: z.number({ error: INVALID_SIZE }).int(INVALID_SIZE).min(0, INVALID_SIZE),
      // A date the server cannot read is replaced by the time of upload; one it can read must be plausible.
      uploaded_at: z
        .string({ error: INVALID_UPLOAD_DATE })
        .max(100, INVALID_UPLOAD_DATE)
        .refine(
          (date) => Number.isNaN(Date.parse(date)) || isWithinInputYears(date),
          yearOutOfRangeMessage('La fecha de subida'),
        )
        .optional(),
    },
    { error: 'Adjunto no válido' },
  )
  .superRefine((file, ctx) => {
    if (attachmentContentType(file.filename, file.content_type) === null) {
      ctx.addIssue({ code: 'custom', message: attachmentTypeError(file.filename), path: ['content_type'] });
    }
    if (base64DecodedLength(file.content) > MAX_ATTACHMENT_BYTES) {
      ctx.addIssue({ code: 'custom', message: attachmentSizeError(file.filename), path: ['content'] });
    }
  })
  .transform((file) => ({
    ...file,
    content_type: attachmentContentType(file.filename, file.content_type) ?? file.content_type,
    size: base64DecodedLength(file.content),
  }));

export const attachmentsSchema = listOrEmpty(attachmentInputSchema, 'adjuntos', MAX_ATTACHMENTS);

export type AttachmentInput = z.output<typeof attachmentInputSchema>;
