import sharp from 'sharp';

// The mark of src/web/public-assets/logo.svg. Mail clients do not show SVG, so it travels as a PNG drawn once.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="#244536"/><path d="M11 23 24 12l13 11" fill="none" stroke="#c0813f" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M15 21.5V36h18V21.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/><path d="M21.5 36v-7h5v7" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>';

let png: Promise<Buffer> | undefined;

/** The logo at twice its 40 px mail size, for sharp screens. */
export function mailLogoPng(): Promise<Buffer> {
  png ??= sharp(Buffer.from(LOGO_SVG), { density: 144 }).resize(80, 80).png().toBuffer();
  return png;
}
