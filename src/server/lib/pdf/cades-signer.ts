// The seal's CMS signature in the CAdES form PAdES baseline asks for (docs/decisions/007-sealed-pdfs.md): a detached
// SignedData whose signed attributes are the content type, the SHA-256 of the signed bytes and an ESS
// signing-certificate-v2 naming the seal's certificate, and no signing-time attribute (PAdES puts the time in the
// signature dictionary's /M). Built with the @peculiar/asn1-cms schemas, signed with Node's crypto.
import { createPrivateKey, sign } from 'node:crypto';
import {
  Attribute,
  CertificateChoices,
  CertificateSet,
  CMSVersion,
  DigestAlgorithmIdentifier,
  DigestAlgorithmIdentifiers,
  EncapsulatedContent,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignatureAlgorithmIdentifier,
  SignedData,
  SignerIdentifier,
  SignerInfo,
  SignerInfos,
} from '@peculiar/asn1-cms';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { Certificate, GeneralName, GeneralNames } from '@peculiar/asn1-x509';

import {
  der,
  EssCertIdV2,
  IssuerSerial,
  OID,
  oidDer,
  parse,
  sha256,
  signedAttributesBytes,
  SigningCertificateV2,
  wrapSignedData,
} from './cms';
import type { SigningMaterial } from './seal-certificate';

const attribute = (type: string, value: unknown) =>
  new Attribute({ attrType: type, attrValues: [AsnConvert.serialize(value)] });

/** DER orders a SET OF by its elements' encodings; the signature covers exactly this order. */
const derSorted = (attributes: Attribute[]) =>
  attributes
    .map((item) => ({ item, bytes: der(item) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ item }) => item);

const NULL_PARAMETERS = new Uint8Array([0x05, 0x00]).buffer;

/**
 * A SignedData (DER ContentInfo) signed by the first certificate of `material` with SHA-256 and RSA: signed
 * attributes content type, message digest and ESS signing-certificate-v2, no signing time. Detached (the seal) or
 * carrying `encapsulated` (a time-stamp token's TSTInfo, for the test authority).
 */
export function signedData(
  options: { contentType: string; digest: Buffer; encapsulated?: Buffer },
  material: SigningMaterial,
): Buffer {
  const [own] = material.certificates;
  if (!own) throw new Error('no certificate to sign with');
  const { tbsCertificate } = parse(own, Certificate);
  const essCertId = new EssCertIdV2({
    certHash: new OctetString(sha256(own)),
    issuerSerial: new IssuerSerial({
      issuer: new GeneralNames([new GeneralName({ directoryName: tbsCertificate.issuer })]),
      serialNumber: tbsCertificate.serialNumber,
    }),
  });
  const signerInfo = new SignerInfo({
    version: CMSVersion.v1,
    sid: new SignerIdentifier({
      issuerAndSerialNumber: new IssuerAndSerialNumber({
        issuer: tbsCertificate.issuer,
        serialNumber: tbsCertificate.serialNumber,
      }),
    }),
    digestAlgorithm: new DigestAlgorithmIdentifier({ algorithm: OID.sha256, parameters: NULL_PARAMETERS }),
    signedAttrs: derSorted([
      new Attribute({ attrType: OID.contentType, attrValues: [Uint8Array.from(oidDer(options.contentType)).buffer] }),
      attribute(OID.messageDigest, new OctetString(options.digest)),
      attribute(OID.signingCertificateV2, new SigningCertificateV2({ certs: [essCertId] })),
    ]),
    signatureAlgorithm: new SignatureAlgorithmIdentifier({ algorithm: OID.rsaEncryption, parameters: NULL_PARAMETERS }),
  });
  // The signature covers the signed attributes as the library encodes them, read back as a SET OF.
  signerInfo.signature = new OctetString(
    sign('sha256', signedAttributesBytes(der(signerInfo)), createPrivateKey(material.privateKeyPem)),
  );
  return wrapSignedData(
    new SignedData({
      version: options.encapsulated ? CMSVersion.v3 : CMSVersion.v1,
      digestAlgorithms: new DigestAlgorithmIdentifiers([
        new DigestAlgorithmIdentifier({ algorithm: OID.sha256, parameters: NULL_PARAMETERS }),
      ]),
      encapContentInfo: new EncapsulatedContentInfo({
        eContentType: options.contentType,
        eContent: options.encapsulated
          ? new EncapsulatedContent({ single: new OctetString(options.encapsulated) })
          : undefined,
      }),
      certificates: new CertificateSet(
        material.certificates.map((bytes) => new CertificateChoices({ certificate: parse(bytes, Certificate) })),
      ),
      signerInfos: new SignerInfos([signerInfo]),
    }),
  );
}

/** A detached CAdES-BES SignedData (DER ContentInfo) over `content`, made with the seal's key and carrying its certificates. */
export const cadesDetachedSignature = (content: Buffer, material: SigningMaterial): Buffer =>
  signedData({ contentType: OID.data, digest: sha256(content) }, material);
