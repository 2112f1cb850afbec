import QRCode from 'qrcode';

// EPC069-12 asks for error correction level M; the 4-module quiet zone is the QR standard's minimum.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The EPC QR code as an SVG data URL: sharp at any zoom or print size, allowed by the CSP (img data:). */
export async function qrImageDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
