import { describe, expect, it } from 'vitest';

import { base64DecodedLength } from '#shared/format/base64.ts';
import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import {
  ALLOWED_ATTACHMENT_EXTENSIONS,
  ALLOWED_ATTACHMENT_TYPES,
  ATTACHMENT_ACCEPT,
  attachmentContentType,
  attachmentInputSchema,
  attachmentSizeError,
  attachmentsSchema,
  attachmentTypeError,
  MAX_ATTACHMENT_BYTES,
  validateAttachmentFile,
} from './attachment-schema';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Base64 text that decodes to exactly `bytes` bytes. */
function base64OfLength(bytes: number): string {
  const full = 'A'.repeat(Math.floor(bytes / 3) * 4);
  const rest = bytes % 3;
  return full + (rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=');
}

const VALID = { filename: 'nota-simple.pdf', content: 'JVBERi0xLjQK', content_type: PDF, size: 9 };

describe('allowed attachments', () => {
  it('lists the spec types and extensions', () => {
    expect(ALLOWED_ATTACHMENT_TYPES).toEqual([PDF, 'application/msword', DOCX, 'image/jpeg', 'image/png', 'image/gif']);
    expect(ALLOWED_ATTACHMENT_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif']);
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif');
    expect(MAX_ATTACHMENT_BYTES).toBe(10485760);
  });

  it('words the errors as the spec does', () => {
    expect(attachmentTypeError('a.exe')).toBe('Tipo de archivo no permitido: a.exe');
    expect(attachmentSizeError('a.pdf')).toBe('Archivo demasiado grande: a.pdf (máximo 10MB)');
  });
});

describe('attachmentContentType', () => {
  it.each([
    ['a.pdf', PDF, PDF],
    ['A.PDF', PDF, PDF],
    ['a.pdf', '', PDF],
    ['a.pdf', 'application/octet-stream', PDF],
    ['a.doc', '', 'application/msword'],
    ['contrato.v2.docx', '', DOCX],
    ['a.jpg', 'image/jpeg', 'image/jpeg'],
    ['a.jpeg', 'IMAGE/JPEG', 'image/jpeg'],
    ['a.png', '', 'image/png'],
    ['a.gif', 'image/gif', 'image/gif'],
    ['a.exe', PDF, null],
    ['a.pdf', 'text/html', null],
    ['a.svg', 'image/svg+xml', null],
    ['a.webp', 'image/webp', null],
    ['pdf', PDF, null],
    ['a.pdf.exe', '', null],
    ['a.constructor', '', null],
  ])('%j (%j) → %j', (filename, type, result) => {
    expect(attachmentContentType(filename, type)).toBe(result);
  });
});

describe('validateAttachmentFile', () => {
  it.each([
    [{ name: 'a.pdf', type: PDF, size: 0 }, null],
    [{ name: 'a.pdf', type: PDF, size: MAX_ATTACHMENT_BYTES }, null],
    [{ name: 'a.docx', type: '', size: 1000 }, null],
    [{ name: 'a.pdf', type: PDF, size: MAX_ATTACHMENT_BYTES + 1 }, 'Archivo demasiado grande: a.pdf (máximo 10MB)'],
    [{ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, 'Tipo de archivo no permitido: a.exe'],
    // A forbidden type is reported even when the file is also too big.
    [{ name: 'a.zip', type: 'application/zip', size: MAX_ATTACHMENT_BYTES + 1 }, 'Tipo de archivo no permitido: a.zip'],
  ])('%j → %j', (file, message) => {
    expect(validateAttachmentFile(file)).toBe(message);
  });
});

describe('base64OfLength (test helper)', () => {
  it.each([0, 1, 2, 3, 1000, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES + 1])('encodes %i bytes', (n) => {
    expect(base64DecodedLength(base64OfLength(n))).toBe(n);
  });
});

describe('attachmentInputSchema', () => {
  it('accepts a PDF and reports its real size', () => {
    expect(attachmentInputSchema.parse({ ...VALID, size: 123, uploaded_at: '2026-11-22T10:00:00Z' })).toEqual({
      ...VALID,
      size: 9,
      uploaded_at: '2026-11-22T10:00:00Z',
    });
  });

  it('keeps an unreadable upload date for the server to replace, and refuses one outside 1900–2100', () => {
    expect(attachmentInputSchema.parse({ ...VALID, uploaded_at: 'ayer' }).uploaded_at).toBe('ayer');
    for (const date of ['0000-01-01', '1899-06-01T00:00:00Z', '2101-01-01', '+275760-09-13T00:00:00Z']) {
      const result = attachmentInputSchema.safeParse({ ...VALID, uploaded_at: date });
      expect(result.success, date).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('La fecha de subida: el año debe estar entre 1900 y 2100');
    }
  });

  it('derives a missing content type from the extension', () => {
    expect(attachmentInputSchema.parse({ ...VALID, filename: 'a.docx', content_type: '' }).content_type).toBe(DOCX);
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    const limit = attachmentInputSchema.safeParse({ ...VALID, content: base64OfLength(MAX_ATTACHMENT_BYTES) });
    expect(limit.success).toBe(true);
    const over = attachmentInputSchema.safeParse({ ...VALID, content: base64OfLength(MAX_ATTACHMENT_BYTES + 1) });
    expect(issueMessages(over)).toEqual(['Archivo demasiado grande: nota-simple.pdf (máximo 10MB)']);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['forbidden type', { filename: 'a.html', content_type: 'text/html' }, ['Tipo de archivo no permitido: a.html']],
    ['disguised type', { content_type: 'text/html' }, ['Tipo de archivo no permitido: nota-simple.pdf']],
    ['empty filename', { filename: ' ' }, ['El nombre del archivo es obligatorio', 'Tipo de archivo no permitido: ']],
    ['path in filename', { filename: '../a.pdf' }, ['El nombre del archivo no es válido']],
    ['windows path in filename', { filename: 'C:\\tmp\\a.pdf' }, ['El nombre del archivo no es válido']],
    ['control character in filename', { filename: 'a\r\nb.pdf' }, ['El nombre del archivo no es válido']],
    [
      'long filename',
      { filename: `${'a'.repeat(252)}.pdf` },
      ['El nombre del archivo no puede superar los 255 caracteres'],
    ],
    [
      'data URL content',
      { content: 'data:application/pdf;base64,JVBERi0xLjQK' },
      ['El contenido del archivo no es válido'],
    ],
    ['bad base64', { content: 'JVBERi0xLjQ' }, ['El contenido del archivo no es válido']],
    ['empty content', { content: '' }, ['El contenido del archivo no es válido']],
    ['negative size', { size: -1 }, ['El tamaño del archivo no es válido']],
  ])('%s', (_case, override, messages) => {
    expect(issueMessages(attachmentInputSchema.safeParse({ ...VALID, ...override }))).toEqual(messages);
  });
});

describe('attachmentsSchema', () => {
  it.each([undefined, null, []])('treats %j as no attachments', (value) => {
    expect(attachmentsSchema.parse(value)).toEqual([]);
  });

  it('limits the number of attachments', () => {
    expect(issueMessages(attachmentsSchema.safeParse(Array(21).fill(VALID)))).toEqual([
      'No puede haber más de 20 adjuntos',
    ]);
  });

  it.each([['x'], [[null]], [[{ filename: 1, content: 2, content_type: 3, size: 'x', uploaded_at: 4 }]]])(
    'answers %j in Spanish',
    (value) => {
      const result = attachmentsSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(hasEnglishMessage(result)).toBe(false);
    },
  );
});
