import pLimit from 'p-limit';
import sharp from 'sharp';

import { AppError } from './errors';

// A decoded 12 MP photo is ~36 MB of pixels: at most two are decoded at once, so ten uploads in parallel
// queue instead of multiplying the server's memory, and libvips keeps no cache of past operations
// (each image is processed once). See docs/performance.md.
const IMAGE_SLOTS = 2;
const decodeSlots = pLimit(IMAGE_SLOTS);
sharp.cache(false);

const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** 50 MP: a 12 MP phone photo passes easily; decompression bombs do not. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The product's one file-size rule (docs/product.md §8): 10485760 bytes accepted, one more refused. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const imageTooLarge = () => new AppError(413, 'image_too_large', 'La imagen es demasiado grande (máximo 10MB).');
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

export type ProcessedVariant = { width: number; height: number; data: Buffer };
/** The WebP sizes the site serves, and a JPEG of the largest one for the property portals (which refuse WebP). */
export type ProcessedImage = { variants: ProcessedVariant[]; jpeg: ProcessedVariant };

// Plain libjpeg, not mozjpeg: several times faster, and the portals recompress what they receive anyway.
const JPEG_OPTIONS = { quality: 82 } as const;

export const rejectedImage = (message = 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).') =>
  new AppError(422, 'invalid_image', message);

/** Looks at the bytes, never the name or declared type. */
function sniffImageFormat(data: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')
    return 'gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/**
 * Decodes under a pixel limit, applies the EXIF orientation, and writes WebP variants and one JPEG.
 * sharp drops every metadata block (EXIF, GPS, XMP, ICC) unless asked to keep it.
 */
export function processImage(data: Buffer): Promise<ProcessedImage> {
  return decodeSlots(() => decodeIntoVariants(data));
}

/**
 * A JPEG of an image already stored as WebP: images uploaded before the JPEG rendition existed get theirs from
 * their largest WebP the first time a portal feed needs it.
 */
export function jpegFromWebp(webp: Buffer): Promise<ProcessedVariant> {
  return decodeSlots(async () => {
    const out = await sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS })
      .jpeg(JPEG_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { width: out.info.width, height: out.info.height, data: out.data };
  });
}

async function decodeIntoVariants(data: Buffer): Promise<ProcessedImage> {
  if (data.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  const format = sniffImageFormat(data);
  if (!format) throw rejectedImage();
  let meta;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw rejectedImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw rejectedImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw rejectedImage('La imagen tiene demasiados píxeles (máximo 50 megapíxeles).');
  }
  try {
    // Decode and orient once; each variant resizes from the same oriented buffer.
    const oriented = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const source = oriented.info;
    const widths = IMAGE_WIDTHS.filter((w) => w < source.width);
    const targets = [...widths, Math.min(source.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)];
    const unique = [...new Set(targets)].sort((a, b) => a - b);
    const raw = { raw: { width: source.width, height: source.height, channels: source.channels } };
    const variants = await Promise.all(
      unique.map(async (width) => {
        const out = await sharp(oriented.data, raw)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 3 })
          .toBuffer({ resolveWithObject: true });
        return { width: out.info.width, height: out.info.height, data: out.data };
      }),
    );
    // JPEG has no alpha: transparent areas become white rather than black.
    const jpeg = await sharp(oriented.data, raw)
      .resize({ width: unique[unique.length - 1]!, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { variants, jpeg: { width: jpeg.info.width, height: jpeg.info.height, data: jpeg.data } };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw rejectedImage();
  }
}

/**
 * A picture kept as a document (a floor plan): turned upright and rewritten without any metadata (no GPS), as a
 * JPEG when it was one and as a PNG otherwise (line drawings stay sharp; PDFs print both). Its pixels are not resized.
 */
export function cleanPicture(data: Buffer): Promise<{ data: Buffer; contentType: 'image/jpeg' | 'image/png' }> {
  return decodeSlots(async () => {
    if (data.length > MAX_IMAGE_BYTES) throw imageTooLarge();
    const format = sniffImageFormat(data);
    if (!format) throw rejectedImage();
    try {
      const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
      return format === 'jpeg'
        ? { data: await image.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' }
        : { data: await image.png().toBuffer(), contentType: 'image/png' };
    } catch {
      throw rejectedImage();
    }
  });
}

/** `data:image/png;base64,...` → bytes; anything else → null. */
export function decodeDataUrl(url: string): Buffer | null {
  const match = /^data:([a-z0-9.+/-]+)?(;[a-z0-9=.-]+)*;base64,(.*)$/is.exec(url);
  if (!match) return null;
  return Buffer.from(match[3]!, 'base64');
}
