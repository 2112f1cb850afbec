// Checks a sealed PDF the way a PDF reader does, against one known certificate: the signed byte ranges
// cover the whole file, the signed attributes carry the SHA-256 of those bytes, the certificate's key
// signed those attributes, and a CAdES signing-certificate-v2 attribute, when present, names that very
// certificate. node-forge parses the CMS (it cannot verify it); Node's crypto verifies.
import { createHash, verify, X509Certificate } from 'node:crypto';
import { extractSignature } from '@signpdf/utils';

import { bytesOf, children, isContext, isUniversal, OID, oidOf, parseDer, setOf, T, toDer, type Asn1 } from './asn1';

/** The seal of a PDF as a reader finds it: the byte range, the bytes it covers and the CMS's first SignerInfo. */
export type PdfSeal = {
  byteRange: [number, number, number, number];
  signedBytes: Buffer;
  /** The CMS SignedData (DER), without the placeholder's padding. */
  cms: Buffer;
  digestAlgorithm: string;
  /** The signed attributes in the order the signature covers them. */
  signedAttributes: Asn1[];
  /** The first value of a signed attribute, by OID. */
  signedAttribute(type: string): Asn1 | undefined;
  /** The first value of an unsigned attribute (a signature time-stamp), by OID. */
  unsignedAttribute(type: string): Asn1 | undefined;
  signature: Buffer;
};

const attributeValue = (attributes: Asn1[], type: string) =>
  children(children(attributes.find((attribute) => oidOf(children(attribute)[0]) === type))[1])[0];

/**
 * The CMS in the signature's /Contents: its hex digits, cut to the length its DER header states. @signpdf's
 * extractSignature trims every trailing "00" as placeholder padding, which also cuts a CMS whose own last byte is
 * 0x00 (one seal in 256: the last byte of an RSA signature or of a time-stamp token) and made such a genuine seal
 * read as unknown.
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

/** The PDF's seal, or null when there is none or its CMS is not a SignedData with a SignerInfo. */
export function readPdfSeal(pdf: Buffer): PdfSeal | null {
  const { ByteRange, signedData } = extractSignature(pdf) as { ByteRange: number[]; signedData: Buffer };
  const cms = contentsOf(pdf, ByteRange);
  const [contentType, wrapped] = children(parseDer(cms));
  if (oidOf(contentType) !== OID.signedData) return null;
  const signerInfos = children(children(wrapped)[0])
    .filter((node) => isUniversal(node, T.SET))
    .at(-1);
  const parts = children(children(signerInfos)[0]);
  const signedAttributes = children(parts.find((node) => isContext(node, 0)));
  const unsignedAttributes = children(parts.find((node) => isContext(node, 1)));
  const signature = parts.filter((node) => isUniversal(node, T.OCTETSTRING)).at(-1);
  if (signedAttributes.length === 0 || !signature) return null;
  return {
    byteRange: ByteRange as PdfSeal['byteRange'],
    signedBytes: signedData,
    cms,
    digestAlgorithm: oidOf(children(parts[2])[0]),
    signedAttributes,
    signedAttribute: (type) => attributeValue(signedAttributes, type),
    unsignedAttribute: (type) => attributeValue(unsignedAttributes, type),
    signature: bytesOf(signature),
  };
}

/** The certificate hash a signing-certificate-v2 attribute names (SHA-256, the only algorithm we write), if any. */
function namedCertificateHash(seal: PdfSeal): Buffer | undefined {
  const value = seal.signedAttribute(OID.signingCertificateV2);
  if (!value) return undefined;
  const essCertId = children(children(children(value)[0])[0]);
  // hashAlgorithm is optional (default SHA-256); the certHash is the first OCTET STRING.
  const algorithm =
    essCertId[0] && isUniversal(essCertId[0], T.SEQUENCE) ? oidOf(children(essCertId[0])[0]) : OID.sha256;
  const hash = essCertId.find((node) => isUniversal(node, T.OCTETSTRING));
  return algorithm === OID.sha256 && hash ? bytesOf(hash) : Buffer.alloc(0);
}

/** True only when `pdf` carries one seal over all of its bytes, made with the key of `certificatePem`. */
export function verifyPdfSeal(pdf: Buffer, certificatePem: string): boolean {
  try {
    const seal = readPdfSeal(pdf);
    if (!seal || seal.digestAlgorithm !== OID.sha256) return false;
    const [start, firstLength, secondStart, secondLength] = seal.byteRange;
    // The signed ranges must leave out only the signature itself: nothing appended, nothing before.
    if (start !== 0 || secondStart + secondLength !== pdf.length || firstLength >= secondStart) return false;
    const digest = seal.signedAttribute(OID.messageDigest);
    if (!digest || !bytesOf(digest).equals(createHash('sha256').update(seal.signedBytes).digest())) return false;
    const certificate = new X509Certificate(certificatePem);
    const named = namedCertificateHash(seal);
    if (named && !named.equals(createHash('sha256').update(certificate.raw).digest())) return false;
    // The signature covers the attributes DER-encoded as a SET OF, not with their [0] context tag.
    return verify('sha256', toDer(setOf(seal.signedAttributes)), certificate.publicKey, seal.signature);
  } catch {
    return false;
  }
}
