// The seal's CMS signature in the CAdES form PAdES baseline asks for (docs/decisions/007-sealed-pdfs.md): a detached
// SignedData whose signed attributes are the content type, the SHA-256 of the signed bytes and an ESS
// signing-certificate-v2 naming the seal's certificate, and no signing-time attribute (PAdES puts the time in the
// signature dictionary's /M). forge's PKCS#7 signer cannot add that attribute, so the structure is built here with
// forge's ASN.1 and signed with Node's crypto.
import { createHash, createPrivateKey, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';

import {
  algorithm,
  children,
  context,
  integer,
  isContext,
  octets,
  OID,
  oid,
  parseDer,
  sequence,
  setOf,
  toDer,
  type Asn1,
} from './asn1';
import type { SigningMaterial } from './seal-certificate';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** The issuer Name and serialNumber nodes of a certificate, read from its TBSCertificate. */
function issuerAndSerial(certificate: Buffer): { issuer: Asn1; serial: Asn1 } {
  const tbs = children(children(parseDer(certificate))[0]);
  // version [0] is optional; then serialNumber, signature algorithm, issuer.
  const first = isContext(tbs[0], 0) ? 1 : 0;
  const serial = tbs[first];
  const issuer = tbs[first + 2];
  if (!serial || !issuer) throw new Error('certificate without issuer or serial number');
  return { issuer, serial };
}

/** SigningCertificateV2 (RFC 5035) with one ESSCertIDv2: SHA-256 (the default, so omitted) of the certificate and its issuer/serial. */
function signingCertificateV2(certificate: Buffer, { issuer, serial }: { issuer: Asn1; serial: Asn1 }): Asn1 {
  // IssuerSerial: GeneralNames holding one directoryName [4] (EXPLICIT, Name is a CHOICE), then the serial.
  const issuerSerial = sequence([sequence([context(4, [issuer])]), serial]);
  return sequence([sequence([sequence([octets(sha256(certificate)), issuerSerial])])]);
}

const attribute = (type: string, value: Asn1) => sequence([oid(type), setOf([value])]);

/** DER orders a SET OF by its elements' encodings; the signature covers exactly this order. */
function derSorted(attributes: Asn1[]): Asn1[] {
  return attributes
    .map((node) => ({ node, der: toDer(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ node }) => node);
}

/** A detached CAdES-BES SignedData (DER) over `content`, made with the seal's key and carrying its certificates. */
export function cadesDetachedSignature(content: Buffer, material: SigningMaterial): Buffer {
  const [own] = material.certificates;
  if (!own) throw new Error('no certificate to sign with');
  const { issuer, serial } = issuerAndSerial(own);
  const signedAttributes = derSorted([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(sha256(content))),
    attribute(OID.signingCertificateV2, signingCertificateV2(own, { issuer, serial })),
  ]);
  // The signature covers the attributes encoded as a SET OF; in the SignerInfo they sit under an IMPLICIT [0].
  const signature = sign('sha256', toDer(setOf(signedAttributes)), createPrivateKey(material.privateKeyPem));
  const signerInfo = sequence([
    integer(1),
    sequence([issuer, serial]),
    algorithm(OID.sha256),
    context(0, signedAttributes),
    algorithm(OID.rsaEncryption),
    octets(signature),
  ]);
  const signedData = sequence([
    integer(1),
    setOf([algorithm(OID.sha256)]),
    sequence([oid(OID.data)]),
    context(0, material.certificates.map(parseDer)),
    setOf([signerInfo]),
  ]);
  return toDer(sequence([oid(OID.signedData), context(0, [signedData])]));
}

/** @signpdf's Signer for the sealed PDF: the CAdES signature of the bytes outside the placeholder. */
export class CadesSigner extends Signer {
  constructor(private readonly material: SigningMaterial) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(pdfBuffer, this.material);
  }
}
