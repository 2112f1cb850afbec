// The hand-drawn signature must be a real PNG of plausible size with ink on it: never an SVG (it could
// carry script), never a blank pad, never a megapixel bomb.
import sharp, { type Metadata } from 'sharp';

import { dataUrlPayload } from '#shared/format/base64.ts';
import { EMPTY_SIGNATURE_PAD_MESSAGE, INVALID_SIGNATURE_MESSAGE } from '#shared/schemas/index.ts';
import { unprocessable } from '#server/lib/errors.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_BYTES = 1024 * 1024;
// 400x200 CSS pixels at device pixel ratios from 0.125 to 5.
const SIGNATURE_BOUNDS = { minWidth: 50, minHeight: 25, maxWidth: 2000, maxHeight: 1000 } as const;
// A pixel darker than this (0-255 grey, on white) is ink.
const INK_LEVEL = 200;
// A short scribble on a 400x200 pad covers a few hundred pixels; a filled rectangle is not a signature.
const MIN_INK_PIXELS = 40;
const MIN_INK_RATIO = 0.0005;
const MAX_INK_RATIO = 0.6;

const SIZE_MESSAGE = 'La firma no tiene un tamaño válido';

/** The decoded PNG of a `data:image/png;base64,` signature, or a 422 with the reason. */
export async function verifySignatureImage(dataUrl: string): Promise<Buffer> {
  const payload = dataUrlPayload(dataUrl, ['image/png']);
  if (!payload) throw unprocessable(INVALID_SIGNATURE_MESSAGE, 'invalid_signature');
  const png = Buffer.from(payload, 'base64');
  if (png.length > MAX_BYTES) throw unprocessable('La firma es demasiado grande', 'invalid_signature');
  if (!png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    throw unprocessable(INVALID_SIGNATURE_MESSAGE, 'invalid_signature');

  let metadata: Metadata;
  try {
    metadata = await sharp(png).metadata();
  } catch {
    throw unprocessable(INVALID_SIGNATURE_MESSAGE, 'invalid_signature');
  }
  const { width = 0, height = 0 } = metadata;
  if (metadata.format !== 'png') throw unprocessable(INVALID_SIGNATURE_MESSAGE, 'invalid_signature');
  if (
    width < SIGNATURE_BOUNDS.minWidth ||
    height < SIGNATURE_BOUNDS.minHeight ||
    width > SIGNATURE_BOUNDS.maxWidth ||
    height > SIGNATURE_BOUNDS.maxHeight
  ) {
    throw unprocessable(SIZE_MESSAGE, 'invalid_signature');
  }
  const ratio = await inkRatio(png);
  if (ratio.pixels < Math.max(MIN_INK_PIXELS, ratio.total * MIN_INK_RATIO)) {
    throw unprocessable(EMPTY_SIGNATURE_PAD_MESSAGE, 'blank_signature');
  }
  if (ratio.pixels > ratio.total * MAX_INK_RATIO) throw unprocessable(INVALID_SIGNATURE_MESSAGE, 'invalid_signature');
  return png;
}

/** Pixels with ink once transparency is laid on white (signature pads may leave the background clear). */
async function inkRatio(png: Buffer): Promise<{ pixels: number; total: number }> {
  let grey: Buffer;
  try {
    grey = await sharp(png).flatten({ background: '#ffffff' }).greyscale().extractChannel(0).raw().toBuffer();
  } catch {
    throw unprocessable(INVALID_SIGNATURE_MESSAGE, 'invalid_signature');
  }
  let pixels = 0;
  for (const value of grey) if (value < INK_LEVEL) pixels++;
  return { pixels, total: grey.length };
}
