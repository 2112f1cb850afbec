// A PDF signer whose CMS carries an RFC 3161 signature time-stamp (PAdES-B-T, docs/decisions/018-people-and-trusted-time.md):
// the inner signer builds the SignedData, then the token the authority returns for the signature value is added to
// the SignerInfo as the unsigned attribute id-aa-signatureTimeStampToken. Only the unsigned attributes are new;
// every signed byte stays as the inner signer wrote it.
import { Signer } from '@signpdf/utils';

import {
  bytesOf,
  children,
  context,
  isUniversal,
  OID,
  oid,
  parseDer,
  sequence,
  setOf,
  T,
  toDer,
  type Asn1,
} from './asn1';
import type { TimestampToken } from './timestamp';

/** Obtains the token for a signature value (the SHA-256 is taken by the time-stamp client). */
export type Timestamper = (signatureValue: Buffer) => Promise<TimestampToken>;

/** The only SignerInfo of a SignedData ContentInfo as the inner signer produced it. */
function signerInfoOf(cms: Asn1): Asn1 {
  const signedData = children(children(cms)[1])[0];
  const signerInfos = children(signedData).at(-1);
  const signerInfo = children(signerInfos)[0];
  if (!signerInfo || !isUniversal(signerInfos, T.SET)) throw new Error('CMS without a SignerInfo');
  return signerInfo;
}

/** Adds the signature time-stamp token to a DER CMS SignedData; returns the new DER and the token's facts. */
async function addSignatureTimestamp(
  cmsDer: Buffer,
  timestamper: Timestamper,
): Promise<{ cms: Buffer; timestamp: TimestampToken }> {
  const cms = parseDer(cmsDer);
  const signerInfo = signerInfoOf(cms);
  const parts = children(signerInfo);
  const signature = parts.filter((node) => isUniversal(node, T.OCTETSTRING)).at(-1);
  if (!signature || typeof signature.value !== 'string') throw new Error('SignerInfo without a signature value');
  const timestamp = await timestamper(bytesOf(signature));
  const attribute = sequence([oid(OID.signatureTimeStampToken), setOf([parseDer(timestamp.token)])]);
  // unsignedAttrs [1] IMPLICIT SET OF Attribute, after the signature value.
  parts.push(context(1, [attribute]));
  return { cms: toDer(cms), timestamp };
}

/** The inner signer's SignedData plus the time-stamp; `timestamp` holds the token's facts once signed. */
export class TimestampedSigner extends Signer {
  timestamp: TimestampToken | undefined;

  constructor(
    private readonly inner: Signer,
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
