import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';

import type { BUYER_FILE_DOCUMENT_TYPES } from '#shared/schemas/buyer-file-schema.ts';

type DocumentType = (typeof BUYER_FILE_DOCUMENT_TYPES)[number];

/**
 * 40 megapixels: any phone camera or scanner, far below what would exhaust memory. A larger picture (or one whose header
 * claims to be) is refused before its pixels are decoded.
 */
const MAX_PIXELS = 40_000_000;

/**
 * Whether the bytes decode whole as the type their signature claims (docs/product.md §5.7): a photo through sharp to the
 * last pixel (a truncated or garbage JPEG fails), a PDF through pdf.js with every page reachable. Magic bytes alone
 * prove nothing: an identity document nobody can open identifies nobody.
 */
export async function decodesAs(data: Buffer, type: DocumentType): Promise<boolean> {
  try {
    if (type === 'application/pdf') {
      const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0, isEvalSupported: false });
      try {
        if (pdf.numPages < 1) return false;
        for (let page = 1; page <= pdf.numPages; page++) await pdf.getPage(page);
        return true;
      } finally {
        await pdf.destroy();
      }
    }
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' });
    const { format, width, height } = await image.metadata();
    if (`image/${format}` !== type || !width || !height) return false;
    // stats() reads every pixel: the whole image decodes, not only its header.
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

const EXTENSIONS: Record<DocumentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** The name a document downloads under: the uploaded name with the extension of what the bytes really are. */
export function nameForType(filename: string, type: string): string {
  const extension = EXTENSIONS[type as DocumentType];
  if (!extension) return filename;
  const base = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'documento';
  return `${base}${extension}`;
}
