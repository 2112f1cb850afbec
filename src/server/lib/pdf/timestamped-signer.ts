// A PDF signer whose CMS carries an RFC 3161 signature time-stamp (PAdES-B-T, docs/decisions/018-people-and-trusted-time.md):
// forge builds the SignedData as @signpdf's P12Signer always did, then the token the authority returns for
// the signature value is added to the SignerInfo as the unsigned attribute id-aa-signatureTimeStampToken.
// Only the unsigned attributes are new; every signed byte stays as forge wrote it.
import type { P12Signer } from '@signpdf/signer-p12';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import { parseDer, type TimestampToken } from './timestamp';

const OID_SIGNATURE_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;
const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? (node.value as Asn1[]) : []);

/** Obtains the token for a signature value (the SHA-256 is taken by the time-stamp client). */
export type Timestamper = (signatureValue: Buffer) => Promise<TimestampToken>;

/** The only SignerInfo of a SignedData ContentInfo as forge produced it. */
function signerInfoOf(cms: Asn1): Asn1 {
  const signedData = children(children(cms)[1])[0];
  const signerInfos = children(signedData).at(-1);
  const signerInfo = children(signerInfos)[0];
  if (!signerInfo || signerInfos?.type !== asn1.Type.SET) throw new Error('CMS without a SignerInfo');
  return signerInfo;
}

/** Adds the signature time-stamp token to a DER CMS SignedData; returns the new DER and the token's facts. */
async function addSignatureTimestamp(cmsDer: Buffer, timestamper: Timestamper): Promise<{ cms: Buffer; timestamp: TimestampToken }> {
  const cms = parseDer(cmsDer);
  const signerInfo = signerInfoOf(cms);
  const parts = children(signerInfo);
  const signature = parts.filter((node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.OCTETSTRING).at(-1);
  if (!signature || typeof signature.value !== 'string') throw new Error('SignerInfo without a signature value');
  const timestamp = await timestamper(Buffer.from(signature.value, 'binary'));
  const attribute = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(OID_SIGNATURE_TIMESTAMP_TOKEN).getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [parseDer(timestamp.token)]),
  ]);
  // unsignedAttrs [1] IMPLICIT SET OF Attribute, after the signature value.
  parts.push(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [attribute]));
  return { cms: Buffer.from(asn1.toDer(cms).getBytes(), 'binary'), timestamp };
}

/** P12Signer's SignedData plus the time-stamp; `timestamp` holds the token's facts once signed. */
export class TimestampedSigner extends Signer {
  timestamp: TimestampToken | undefined;

  constructor(
    private readonly inner: P12Signer,
    private readonly timestamper: Timestamper,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const signed = await this.inner.sign(pdfBuffer, signingTime);
    const { cms, timestamp } = await addSignatureTimestamp(signed, this.timestamper);
    this.timestamp = timestamp;
    return cms;
  }
}
