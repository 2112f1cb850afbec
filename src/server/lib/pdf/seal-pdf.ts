// Seals a finished PDF with a CAdES detached signature over the whole file (PAdES baseline, docs/decisions/007-sealed-pdfs.md):
// a signature dictionary and placeholder are appended as an incremental update, then the placeholder is
// filled with the signature of every other byte. Any later change of a byte breaks it in every PDF reader.
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { PDFObject, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

import { CadesSigner } from './cades-signer';
import { signingMaterial, type SealKey } from './seal-certificate';
import type { TimestampToken } from './timestamp';
import { TimestampedSigner, type Timestamper } from './timestamped-signer';

/** Room for a time-stamp token: the authority's certificate chain and its signature. */
const TIMESTAMP_TOKEN_ROOM = 12 * 1024;

type SealOptions = {
  reason: string;
  location: string;
  /** Who seals: the company. */
  name: string;
  contactInfo: string;
  signingTime: Date;
};

export async function sealPdf(pdf: Buffer, key: SealKey, options: SealOptions): Promise<Buffer> {
  return (await sealWith(pdf, key, options)).pdf;
}

/** The same seal, its signature time-stamped by an RFC 3161 authority (PAdES-B-T); the token's facts come back too. */
export async function sealPdfTimestamped(
  pdf: Buffer,
  key: SealKey,
  options: SealOptions,
  timestamper: Timestamper,
): Promise<{ pdf: Buffer; timestamp: TimestampToken }> {
  const { pdf: sealed, timestamp } = await sealWith(pdf, key, options, timestamper);
  if (!timestamp) throw new Error('the seal was not time-stamped');
  return { pdf: sealed, timestamp };
}

async function sealWith(
  pdf: Buffer,
  key: SealKey,
  options: SealOptions,
  timestamper?: Timestamper,
): Promise<{ pdf: Buffer; timestamp: TimestampToken | undefined }> {
  const texts = [options.reason, options.location, options.name, options.contactInfo];
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: options.reason,
    location: options.location,
    name: options.name,
    contactInfo: options.contactInfo,
    signingTime: options.signingTime,
    signatureLength: key.signatureLength + (timestamper ? TIMESTAMP_TOKEN_ROOM : 0),
    // PAdES baseline: a CAdES signature (ESS signing-certificate-v2, no signing-time attribute; the time is /M).
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // Written as a PDF name (/CasaNova): a space would make it two tokens, and pdfsig complains
    // "Dictionary key must be a name object".
    appName: 'CasaNova',
  });
  const repaired = repairTextStrings(withPlaceholder, Math.max(0, pdf.length - 2), texts);
  const cadesSigner = new CadesSigner(signingMaterial(key));
  if (!timestamper)
    return { pdf: await new SignPdf().sign(repaired, cadesSigner, options.signingTime), timestamp: undefined };
  const signer = new TimestampedSigner(cadesSigner, timestamper);
  const sealed = await new SignPdf().sign(repaired, signer, options.signingTime);
  return { pdf: sealed, timestamp: signer.timestamp };
}

/**
 * placeholder-plain encodes a text with accents ("electrónicamente") as UTF-16 and then writes those bytes
 * through Buffer.from(string), which re-encodes them as UTF-8 and garbles the text. The correct bytes are
 * always fewer, so they are put back in place and padded with spaces after the closing parenthesis
 * (whitespace between dictionary entries): every offset in the cross-reference table stays valid.
 */
function repairTextStrings(pdf: Buffer, from: number, texts: string[]): Buffer {
  let result = pdf;
  for (const text of new Set(texts)) {
    if (![...text].some((char) => char.charCodeAt(0) > 0x7f)) continue;
    // The library turns String objects (not primitives) into PDF text strings, exactly as it did above.
    const literal = PDFObject.convert(new String(text)) as string;
    const garbled = Buffer.from(literal, 'utf8');
    const correct = Buffer.concat([
      Buffer.from(literal, 'latin1'),
      Buffer.alloc(garbled.length - Buffer.byteLength(literal, 'latin1'), 0x20),
    ]);
    for (let at = result.indexOf(garbled, from); at !== -1; at = result.indexOf(garbled, at + correct.length)) {
      result = Buffer.concat([result.subarray(0, at), correct, result.subarray(at + garbled.length)]);
    }
  }
  return result;
}
