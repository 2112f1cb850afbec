// Reads the signatures of a sealed PDF and checks the seal the way a PDF reader does, against one known
// certificate: the signed byte ranges start the file and end at the seal's revision, the signed attributes carry
// the SHA-256 of those bytes, the certificate's key signed those attributes, and a CAdES signing-certificate-v2
// attribute, when present, names that very certificate. The CMS is read with the @peculiar/asn1-cms schemas.
import { createHash, verify, X509Certificate } from 'node:crypto';
import type { SignedData, SignerInfo } from '@peculiar/asn1-cms';

import {
  attributeValue,
  certificatesOf,
  DIGEST_NAMES,
  essNamesCertificate,
  OID,
  readSignedData,
  signedAttributesBytes,
  signerInfosDer,
  toBuffer,
} from './cms';

/** One signature of a PDF as a reader finds it: its byte range, the bytes it covers and its CMS. */
export type PdfSignature = {
  byteRange: [number, number, number, number];
  signedBytes: Buffer;
  /** The CMS SignedData (DER), without the placeholder's padding. */
  cms: Buffer;
  signedData: SignedData;
  /** A document time-stamp (ETSI.RFC3161): its CMS is an RFC 3161 token. */
  isDocumentTimestamp: boolean;
};

/** The seal: the signature whose CMS is a signature over the document (not a time-stamp token). */
export type PdfSeal = PdfSignature & {
  signerInfo: SignerInfo;
  /** What the seal's signature covers: its signed attributes as written (a SET OF). */
  signedAttributes: Buffer;
  digestAlgorithm: string;
  /** The first value of a signed attribute (DER), by OID. */
  signedAttribute(type: string): Buffer | undefined;
  /** The first value of an unsigned attribute (a signature time-stamp token), by OID. */
  unsignedAttribute(type: string): Buffer | undefined;
  signature: Buffer;
  certificates: Buffer[];
};

/**
 * The CMS in a signature's /Contents: its hex digits, cut to the length its DER header states (the placeholder's
 * padding is zeros, and a CMS may itself end in a zero byte).
 */
function contentsOf(pdf: Buffer, [start, firstLength, secondStart]: number[]): Buffer {
  // The first range ends at the '<' of the hex string; the second starts right after its '>'.
  const bytes = Buffer.from(pdf.subarray(start! + firstLength! + 1, secondStart! - 1).toString('latin1'), 'hex');
  if (bytes[0] !== 0x30 || bytes.length < 2) throw new Error('the signature is not a DER SEQUENCE');
  const lengthByte = bytes[1]!;
  if (lengthByte < 0x80) return bytes.subarray(0, 2 + lengthByte);
  const lengthBytes = lengthByte & 0x7f;
  let length = 0;
  for (let i = 0; i < lengthBytes; i++) length = length * 256 + bytes[2 + i]!;
  return bytes.subarray(0, 2 + lengthBytes + length);
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** Every signature of the PDF, in file order; one that cannot be read is left out. */
export function readPdfSignatures(pdf: Buffer): PdfSignature[] {
  const signatures: PdfSignature[] = [];
  for (const match of pdf.toString('latin1').matchAll(BYTE_RANGE)) {
    const byteRange = match.slice(1, 5).map(Number) as PdfSignature['byteRange'];
    const [start, firstLength, secondStart, secondLength] = byteRange;
    if (start !== 0 || firstLength >= secondStart || secondStart + secondLength > pdf.length) continue;
    try {
      const cms = contentsOf(pdf, byteRange);
      const signedData = readSignedData(cms);
      signatures.push({
        byteRange,
        signedBytes: Buffer.concat([
          pdf.subarray(0, firstLength),
          pdf.subarray(secondStart, secondStart + secondLength),
        ]),
        cms,
        signedData,
        isDocumentTimestamp: signedData.encapContentInfo.eContentType === OID.tstInfo,
      });
    } catch {
      // Not a CMS we can read: not a seal of ours.
    }
  }
  return signatures;
}

/** The PDF's seal, or null when there is none or its CMS has no SignerInfo with signed attributes. */
export function readPdfSeal(pdf: Buffer): PdfSeal | null {
  const signature = readPdfSignatures(pdf).find((candidate) => !candidate.isDocumentTimestamp);
  const signerInfo = signature?.signedData.signerInfos[0];
  if (!signature || !signerInfo?.signedAttrs?.length) return null;
  return {
    ...signature,
    signerInfo,
    signedAttributes: signedAttributesBytes(signerInfosDer(signature.cms)[0]!),
    digestAlgorithm: signerInfo.digestAlgorithm.algorithm,
    signedAttribute: (type) => attributeValue(signerInfo.signedAttrs, type),
    unsignedAttribute: (type) => attributeValue(signerInfo.unsignedAttrs, type),
    signature: toBuffer(signerInfo.signature.buffer),
    certificates: certificatesOf(signature.signedData),
  };
}

/** The end of the revision a signature covers: its second range ends at that revision's %%EOF (and line end). */
const revisionEnd = ([, , secondStart, secondLength]: PdfSignature['byteRange']) => secondStart + secondLength;

/**
 * True only when `pdf` carries a seal made with the key of `certificatePem` over the file from its first byte.
 * The seal must cover the whole file, unless `laterUpdates` allows the incremental updates this product appends
 * after it (validation data and a document time-stamp): then what follows the seal's revision is not the seal's to
 * vouch for, and the caller knows the file by its hash.
 */
export function verifyPdfSeal(pdf: Buffer, certificatePem: string, options: { laterUpdates?: boolean } = {}): boolean {
  try {
    const seal = readPdfSeal(pdf);
    if (!seal || DIGEST_NAMES[seal.digestAlgorithm] !== 'sha256') return false;
    if (revisionEnd(seal.byteRange) !== pdf.length && !options.laterUpdates) return false;
    const digest = seal.signedAttribute(OID.messageDigest);
    const expected = createHash('sha256').update(seal.signedBytes).digest();
    // The attribute's value is an OCTET STRING: tag, length, then the digest.
    if (!digest || !digest.subarray(digest.length - expected.length).equals(expected) || digest.length !== 34)
      return false;
    const certificate = new X509Certificate(certificatePem);
    if (essNamesCertificate(seal.signerInfo, certificate.raw) === false) return false;
    return verify('sha256', seal.signedAttributes, certificate.publicKey, seal.signature);
  } catch {
    return false;
  }
}
