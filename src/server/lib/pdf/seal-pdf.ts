// Seals a finished PDF with a CAdES detached signature over the whole file (PAdES baseline, docs/decisions/007-sealed-pdfs.md):
// a signature field and placeholder are appended as an incremental update, then the placeholder is filled with
// the signature of every other byte. Any later change of a byte breaks it in every PDF reader. No network: the
// trusted time comes later, in the room `timestampRoom` keeps free (docs/decisions/023-trusted-time-verified-and-in-the-background.md).
import { cadesDetachedSignature } from './cades-signer';
import { signingMaterial, type SealKey } from './seal-certificate';
import { addSignatureField, fillSignatureField } from './signature-field';

/** Room for the signature time-stamp token added later in place: the authority's certificates and signature. */
export const TIMESTAMP_TOKEN_ROOM = 20 * 1024;

type SealOptions = {
  reason: string;
  location: string;
  /** Who seals: the company. */
  name: string;
  contactInfo: string;
  signingTime: Date;
  /** Bytes kept free in the signature for a time-stamp token (with TSA_URL). */
  timestampRoom?: number;
};

export async function sealPdf(pdf: Buffer, key: SealKey, options: SealOptions): Promise<Buffer> {
  const { timestampRoom = 0, ...seal } = options;
  const material = signingMaterial(key);
  const placed = addSignatureField(pdf, { type: 'seal', ...seal }, key.signatureLength + timestampRoom);
  return fillSignatureField(placed, async (signedBytes) => cadesDetachedSignature(signedBytes, material));
}
