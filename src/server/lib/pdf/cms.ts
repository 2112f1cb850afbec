// The CMS, ESS and X.509 structures of seals and time-stamps, read and written with the @peculiar/asn1-* schemas
// (docs/decisions/023-trusted-time-verified-and-in-the-background.md). The ESS signing-certificate attributes are
// not in that family, so their schemas are declared here with the same decorators.
import { createHash } from 'node:crypto';
import { ContentInfo, id_signedData, SignedData, type Attribute, type SignerInfo } from '@peculiar/asn1-cms';
import {
  AsnConvert,
  AsnIntegerArrayBufferConverter,
  AsnProp,
  AsnPropTypes,
  AsnType,
  AsnTypeTypes,
  OctetString,
} from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Certificate,
  GeneralNames,
  id_ce_subjectKeyIdentifier,
  SubjectKeyIdentifier,
} from '@peculiar/asn1-x509';
import { fromBER, ObjectIdentifier } from 'asn1js';

export const OID = {
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  sha384WithRSA: '1.2.840.113549.1.1.12',
  sha512WithRSA: '1.2.840.113549.1.1.13',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  ecdsaWithSha384: '1.2.840.10045.4.3.3',
  ecdsaWithSha512: '1.2.840.10045.4.3.4',
  data: '1.2.840.113549.1.7.1',
  signedData: id_signedData,
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificate: '1.2.840.113549.1.9.16.2.12',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  extKeyUsage: '2.5.29.37',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  crlDistributionPoints: '2.5.29.31',
  ocspBasic: '1.3.6.1.5.5.7.48.1.1',
} as const;

/** Node's name of a digest algorithm we accept (SHA-1 is too weak for anything but OCSP's CertID). */
export const DIGEST_NAMES: Record<string, 'sha256' | 'sha384' | 'sha512'> = {
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
};

/** The digest a signature algorithm signs with, given the SignerInfo's digest algorithm for plain rsaEncryption. */
export function signatureDigest(signatureAlgorithm: string, digestAlgorithm: string): string | undefined {
  const combined: Record<string, string> = {
    [OID.sha256WithRSA]: 'sha256',
    [OID.sha384WithRSA]: 'sha384',
    [OID.sha512WithRSA]: 'sha512',
    [OID.ecdsaWithSha256]: 'sha256',
    [OID.ecdsaWithSha384]: 'sha384',
    [OID.ecdsaWithSha512]: 'sha512',
  };
  if (signatureAlgorithm === OID.rsaEncryption) return DIGEST_NAMES[digestAlgorithm];
  return combined[signatureAlgorithm];
}

export const toBuffer = (bytes: ArrayBuffer | ArrayBufferView): Buffer =>
  bytes instanceof ArrayBuffer ? Buffer.from(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
export const der = (value: unknown): Buffer => Buffer.from(AsnConvert.serialize(value));
export const parse = <T>(bytes: Buffer, type: new () => T): T => AsnConvert.parse(bytes, type);
export const digest = (algorithm: string, bytes: Buffer): Buffer => createHash(algorithm).update(bytes).digest();
export const sha256 = (bytes: Buffer): Buffer => digest('sha256', bytes);

// ESS (RFC 2634, RFC 5035): IssuerSerial, ESSCertID(v2), SigningCertificate(V2).
export class IssuerSerial {
  issuer = new GeneralNames();
  serialNumber = new ArrayBuffer(0);
  constructor(params: Partial<IssuerSerial> = {}) {
    Object.assign(this, params);
  }
}
AsnProp({ type: GeneralNames })(IssuerSerial.prototype, 'issuer');
AsnProp({ type: AsnPropTypes.Integer, converter: AsnIntegerArrayBufferConverter })(
  IssuerSerial.prototype,
  'serialNumber',
);
AsnType({ type: AsnTypeTypes.Sequence })(IssuerSerial);

export class EssCertIdV2 {
  /** Absent means SHA-256 (the DEFAULT). */
  hashAlgorithm?: AlgorithmIdentifier;
  certHash = new OctetString();
  issuerSerial?: IssuerSerial;
  constructor(params: Partial<EssCertIdV2> = {}) {
    Object.assign(this, params);
  }
}
AsnProp({ type: AlgorithmIdentifier, optional: true })(EssCertIdV2.prototype, 'hashAlgorithm');
AsnProp({ type: OctetString })(EssCertIdV2.prototype, 'certHash');
AsnProp({ type: IssuerSerial, optional: true })(EssCertIdV2.prototype, 'issuerSerial');
AsnType({ type: AsnTypeTypes.Sequence })(EssCertIdV2);

export class SigningCertificateV2 {
  certs: EssCertIdV2[] = [];
  constructor(params: Partial<SigningCertificateV2> = {}) {
    Object.assign(this, params);
  }
}
AsnProp({ type: EssCertIdV2, repeated: 'sequence' })(SigningCertificateV2.prototype, 'certs');
AsnType({ type: AsnTypeTypes.Sequence })(SigningCertificateV2);

/** ESSCertID (v1): the certificate's SHA-1, as older time-stamping authorities write it. */
export class EssCertId {
  certHash = new OctetString();
  issuerSerial?: IssuerSerial;
  constructor(params: Partial<EssCertId> = {}) {
    Object.assign(this, params);
  }
}
AsnProp({ type: OctetString })(EssCertId.prototype, 'certHash');
AsnProp({ type: IssuerSerial, optional: true })(EssCertId.prototype, 'issuerSerial');
AsnType({ type: AsnTypeTypes.Sequence })(EssCertId);

export class SigningCertificate {
  certs: EssCertId[] = [];
  constructor(params: Partial<SigningCertificate> = {}) {
    Object.assign(this, params);
  }
}
AsnProp({ type: EssCertId, repeated: 'sequence' })(SigningCertificate.prototype, 'certs');
AsnType({ type: AsnTypeTypes.Sequence })(SigningCertificate);

/** A ContentInfo holding a SignedData, parsed; throws on anything else. */
export function readSignedData(contentInfo: Buffer): SignedData {
  const info = parse(contentInfo, ContentInfo);
  if (info.contentType !== OID.signedData) throw new Error('not a CMS SignedData');
  return parse(toBuffer(info.content), SignedData);
}

export const wrapSignedData = (signedData: SignedData): Buffer =>
  der(new ContentInfo({ contentType: OID.signedData, content: AsnConvert.serialize(signedData) }));

/** The first value of an attribute, by OID. */
export const attributeValue = (attributes: Attribute[] | undefined, type: string): Buffer | undefined => {
  const value = attributes?.find((attribute) => attribute.attrType === type)?.attrValues[0];
  return value ? toBuffer(value) : undefined;
};

type Node = {
  idBlock: { tagClass: number; tagNumber: number };
  valueBeforeDecodeView: Uint8Array;
  valueBlock: unknown;
};
const childrenOf = (node: Node | undefined): Node[] => {
  const value = (node?.valueBlock as { value?: unknown } | undefined)?.value;
  return Array.isArray(value) ? (value as Node[]) : [];
};
const isUniversal = (node: Node, tag: number) => node.idBlock.tagClass === 1 && node.idBlock.tagNumber === tag;
const isContext = (node: Node, tag: number) => node.idBlock.tagClass === 3 && node.idBlock.tagNumber === tag;
const SET = 17;

/**
 * The bytes the signature of a SignerInfo (DER) covers: its signed attributes as they were written, the [0]
 * IMPLICIT tag turned into the SET OF tag (RFC 5652 §5.4). Read from the bytes themselves, never re-encoded, so a
 * seal is checked on what it signed. (The schemas' own signedAttrsRaw is not filled for a repeated field.)
 */
export function signedAttributesBytes(signerInfoDer: Buffer): Buffer {
  const { result, offset } = fromBER(signerInfoDer);
  const tagged = offset > 0 ? childrenOf(result as unknown as Node).find((node) => isContext(node, 0)) : undefined;
  if (!tagged) throw new Error('SignerInfo without signed attributes');
  const bytes = Buffer.from(tagged.valueBeforeDecodeView);
  bytes[0] = 0x31;
  return bytes;
}

/** The DER of the `index`-th element of a SEQUENCE, as written (a token inside a TimeStampResp). */
export function elementDer(sequence: Buffer, index: number): Buffer | undefined {
  const { result, offset } = fromBER(sequence);
  const element = offset > 0 ? childrenOf(result as unknown as Node)[index] : undefined;
  return element ? Buffer.from(element.valueBeforeDecodeView) : undefined;
}

export const oidDer = (oid: string): Buffer => Buffer.from(new ObjectIdentifier({ value: oid }).toBER());

/** The DER of each SignerInfo of a CMS ContentInfo, as written. */
export function signerInfosDer(contentInfo: Buffer): Buffer[] {
  const { result, offset } = fromBER(contentInfo);
  if (offset <= 0) throw new Error('not DER');
  const signedData = childrenOf(childrenOf(childrenOf(result as unknown as Node)[1])[0]);
  const signerInfos = signedData.filter((node) => isUniversal(node, SET)).at(-1);
  return childrenOf(signerInfos).map((node) => Buffer.from(node.valueBeforeDecodeView));
}

/** The certificates a SignedData carries, as DER. */
export const certificatesOf = (signedData: SignedData): Buffer[] =>
  (signedData.certificates ?? []).flatMap((choice) => (choice.certificate ? [der(choice.certificate)] : []));

/** The certificate of `certificates` the SignerInfo names (issuer and serial, or subject key identifier). */
export function signerCertificate(signerInfo: SignerInfo, certificates: Buffer[]): Buffer | undefined {
  const { issuerAndSerialNumber, subjectKeyIdentifier } = signerInfo.sid;
  return certificates.find((bytes) => {
    const certificate = parse(bytes, Certificate);
    if (issuerAndSerialNumber) {
      return (
        der(certificate.tbsCertificate.issuer).equals(der(issuerAndSerialNumber.issuer)) &&
        toBuffer(certificate.tbsCertificate.serialNumber).equals(toBuffer(issuerAndSerialNumber.serialNumber))
      );
    }
    if (!subjectKeyIdentifier) return false;
    const extension = certificate.tbsCertificate.extensions?.find((e) => e.extnID === id_ce_subjectKeyIdentifier);
    if (!extension) return false;
    const own = parse(toBuffer(extension.extnValue.buffer), SubjectKeyIdentifier);
    return toBuffer(own.buffer).equals(toBuffer(subjectKeyIdentifier.buffer));
  });
}

/**
 * Whether an ESS signing-certificate attribute (v2, or v1 with SHA-1) of `signerInfo` names `certificate`:
 * true or false when there is one, undefined when there is none.
 */
export function essNamesCertificate(signerInfo: SignerInfo, certificate: Buffer): boolean | undefined {
  const v2 = attributeValue(signerInfo.signedAttrs, OID.signingCertificateV2);
  if (v2) {
    const [first] = parse(v2, SigningCertificateV2).certs;
    if (!first) return false;
    const algorithm = DIGEST_NAMES[first.hashAlgorithm?.algorithm ?? OID.sha256];
    return algorithm !== undefined && digest(algorithm, certificate).equals(toBuffer(first.certHash.buffer));
  }
  const v1 = attributeValue(signerInfo.signedAttrs, OID.signingCertificate);
  if (v1) {
    const [first] = parse(v1, SigningCertificate).certs;
    return first !== undefined && digest('sha1', certificate).equals(toBuffer(first.certHash.buffer));
  }
  return undefined;
}

/** A readable name for a certificate's holder: its CN, else its O. */
export function holderName(certificate: Buffer): string | undefined {
  const subject = parse(certificate, Certificate).tbsCertificate.subject;
  const value = (type: string) =>
    subject
      .flatMap((rdn) => [...rdn])
      .find((pair) => pair.type === type)
      ?.value.toString();
  return value(OID.commonName) ?? value(OID.organization);
}
