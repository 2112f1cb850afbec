// Checks a sealed PDF the way a PDF reader does, against one known certificate: the signed byte ranges
// cover the whole file, the signed attributes carry the SHA-256 of those bytes, and the certificate's key
// signed those attributes. node-forge parses the PKCS#7 (it cannot verify it); Node's crypto verifies.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';

const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';

type Asn1 = forge.asn1.Asn1;

const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? (node.value as Asn1[]) : []);
const isUniversal = (node: Asn1, type: number) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === type;
const oidOf = (node: Asn1 | undefined) => (node && typeof node.value === 'string' ? forge.asn1.derToOid(node.value) : '');

/** The first SignerInfo of a CMS SignedData, with what verification needs from it. */
function signerInfoOf(cms: Asn1) {
  const [contentType, wrapped] = children(cms);
  if (oidOf(contentType) !== OID_SIGNED_DATA) return null;
  const signedData = children(wrapped)[0];
  const signerInfos = children(signedData).filter((node) => isUniversal(node, forge.asn1.Type.SET)).at(-1);
  const signerInfo = children(signerInfos)[0];
  const parts = children(signerInfo);
  const digestAlgorithm = oidOf(children(parts[2])[0]);
  const signedAttributes = parts.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
  const signature = parts.filter((node) => isUniversal(node, forge.asn1.Type.OCTETSTRING)).at(-1);
  if (!signedAttributes || !signature || typeof signature.value !== 'string') return null;
  return { digestAlgorithm, signedAttributes, signature: Buffer.from(signature.value, 'binary') };
}

function messageDigestOf(signedAttributes: Asn1): Buffer | null {
  for (const attribute of children(signedAttributes)) {
    const [type, values] = children(attribute);
    const value = children(values)[0];
    if (oidOf(type) === OID_MESSAGE_DIGEST && value && typeof value.value === 'string') return Buffer.from(value.value, 'binary');
  }
  return null;
}

/** True only when `pdf` carries one seal over all of its bytes, made with the key of `certificatePem`. */
export function verifyPdfSeal(pdf: Buffer, certificatePem: string): boolean {
  try {
    const { ByteRange: range, signature: cmsBinary, signedData } = extractSignature(pdf) as {
      ByteRange: number[];
      signature: string;
      signedData: Buffer;
    };
    const [start, firstLength, secondStart, secondLength] = range as [number, number, number, number];
    // The signed ranges must leave out only the signature itself: nothing appended, nothing before.
    if (start !== 0 || secondStart + secondLength !== pdf.length || firstLength >= secondStart) return false;
    const signer = signerInfoOf(forge.asn1.fromDer(cmsBinary));
    if (!signer || signer.digestAlgorithm !== OID_SHA256) return false;
    const digest = messageDigestOf(signer.signedAttributes);
    if (!digest || !digest.equals(createHash('sha256').update(signedData).digest())) return false;
    // The signature covers the attributes DER-encoded as a SET, not with their [0] context tag.
    const attributes = Buffer.from(forge.asn1.toDer(signer.signedAttributes).getBytes(), 'binary');
    attributes[0] = 0x31;
    return verify('sha256', attributes, createPublicKey(certificatePem), signer.signature);
  } catch {
    return false;
  }
}
