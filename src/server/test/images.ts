import sharp from 'sharp';

/** A real JPEG photo-like image carrying EXIF with GPS coordinates, as phones write them. */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', Copyright: 'secreto' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 10/1 0/1' },
    })
    .toBuffer();
}

export async function pngImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart body with one file field, for inject(). */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----casanova${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
