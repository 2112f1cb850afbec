// Small helpers over node-forge's ASN.1 for the CMS structures of seals and time-stamps: reading nodes as forge
// parses them, and building DER. forge keeps primitive values as binary strings; these take and give Buffers.
import forge from 'node-forge';

const { asn1 } = forge;
export type Asn1 = forge.asn1.Asn1;
export const U = asn1.Class.UNIVERSAL;
export const T = asn1.Type;

export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
} as const;

// forge reads an options object here; its typings only know the older boolean `strict`.
const fromDer = asn1.fromDer as unknown as (bytes: string, options: { decodeBitStrings: boolean }) => Asn1;
/** Bit strings stay opaque, so re-encoding a DER structure writes back exactly the bytes that were read. */
export const parseDer = (bytes: Buffer): Asn1 => fromDer(bytes.toString('binary'), { decodeBitStrings: false });
export const toDer = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

export const children = (node: Asn1 | undefined): Asn1[] =>
  node && Array.isArray(node.value) ? (node.value as Asn1[]) : [];
export const isUniversal = (node: Asn1 | undefined, type: number) => node?.tagClass === U && node.type === type;
export const isContext = (node: Asn1 | undefined, tag: number) =>
  node?.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
/** A primitive node's content octets. */
export const raw = (node: Asn1 | undefined): string => (node && typeof node.value === 'string' ? node.value : '');
export const bytesOf = (node: Asn1 | undefined): Buffer => Buffer.from(raw(node), 'binary');
export const oidOf = (node: Asn1 | undefined) => (isUniversal(node, T.OID) ? asn1.derToOid(raw(node)) : '');

export const sequence = (items: Asn1[]) => asn1.create(U, T.SEQUENCE, true, items);
export const setOf = (items: Asn1[]) => asn1.create(U, T.SET, true, items);
/** A constructed context-specific [tag], EXPLICIT or IMPLICIT alike (the caller decides what goes inside). */
export const context = (tag: number, items: Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
export const oid = (id: string) => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
export const octets = (bytes: Buffer) => asn1.create(U, T.OCTETSTRING, false, bytes.toString('binary'));
export const integer = (value: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(value).getBytes());
/** An INTEGER from its content octets (a nonce, a serial number). */
export const integerBytes = (bytes: Buffer) => asn1.create(U, T.INTEGER, false, bytes.toString('binary'));
/** AlgorithmIdentifier with NULL parameters, as SHA-256 and rsaEncryption are written. */
export const algorithm = (id: string) => sequence([oid(id), asn1.create(U, T.NULL, false, '')]);
