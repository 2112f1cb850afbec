// RFC 3161 time-stamps (docs/decisions/023-trusted-time-verified-and-in-the-background.md): the request, and the
// checks of RFC 3161 §2.4.2 before a token is used or reported — granted, our nonce, the imprint of our data, the
// token's CMS signature, a timeStamping certificate chaining to the trust list, and a believable genTime. Anything
// else is a TimestampRejectedError with the reason in Spanish; the token is then never embedded nor shown.
import { randomBytes, verify, X509Certificate } from 'node:crypto';
import type { SignedData } from '@peculiar/asn1-cms';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { MessageImprint, PKIStatus, TimeStampReq, TimeStampResp, TSTInfo } from '@peculiar/asn1-tsp';
import { AlgorithmIdentifier, Certificate, ExtendedKeyUsage } from '@peculiar/asn1-x509';

import { boundedFetch, BoundedFetchError } from '#server/lib/http/bounded-fetch.ts';

import {
  attributeValue,
  certificatesOf,
  digest,
  DIGEST_NAMES,
  elementDer,
  essNamesCertificate,
  holderName,
  OID,
  oidDer,
  parse,
  readSignedData,
  sha256,
  signatureDigest,
  signedAttributesBytes,
  signerCertificate,
  signerInfosDer,
  toBuffer,
} from './cms';
import { chainToTrustList, type TrustList } from './trust-list';

export type TimestampAuthority = {
  url: string;
  username?: string;
  password?: string;
  trust: TrustList;
  /** How long one exchange with the authority may take (10 s; tests shorten it). */
  timeoutMs?: number;
};

/** A token that passed every check: its DER (a CMS ContentInfo), the time it states and who signed it. */
export type VerifiedTimestamp = {
  token: Buffer;
  time: Date;
  /** CN (else O) of the verified signing certificate. */
  authority: string;
  /** The signer's certificate and the chain up to the trusted root, DER (for the DSS). */
  chain: Buffer[];
};

/** The authority did not answer, or its answer failed a check: nothing is embedded, the job retries later. */
export class TimestampRejectedError extends Error {}

const MAX_RESPONSE_BYTES = 256 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;
/** How far genTime may be from our clock when a fresh token arrives. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

const reject = (reason: string): never => {
  throw new TimestampRejectedError(reason);
};

/** A positive INTEGER of random bytes: the nonce the answer must repeat. */
function randomNonce(): Buffer {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  return nonce;
}

const sha256Imprint = (data: Buffer) =>
  new MessageImprint({
    hashAlgorithm: new AlgorithmIdentifier({ algorithm: OID.sha256, parameters: null }),
    hashedMessage: new OctetString(sha256(data)),
  });

export type TokenExpectations = {
  /** The bytes the token must be over (its imprint is their SHA-256). */
  data: Buffer;
  /** The nonce of our request (a fresh answer); absent when checking a token already embedded. */
  nonce?: Buffer;
  trust: TrustList;
  /** genTime must lie in [notBefore, notAfter]. */
  notBefore: Date;
  notAfter: Date;
};

function hasTimeStampingUsage(certificate: Buffer): boolean {
  const extension = parse(certificate, Certificate).tbsCertificate.extensions?.find(
    (e) => e.extnID === OID.extKeyUsage,
  );
  if (!extension?.critical) return false;
  return [...parse(toBuffer(extension.extnValue.buffer), ExtendedKeyUsage)].includes(OID.timeStamping);
}

/** The token's TSTInfo and the SignedData around it, or a rejection. */
function readToken(token: Buffer): { signedData: SignedData; tstInfo: TSTInfo; eContent: Buffer } {
  let signedData: SignedData;
  try {
    signedData = readSignedData(token);
  } catch {
    return reject('el sello de tiempo no es un SignedData');
  }
  const { eContentType, eContent } = signedData.encapContentInfo;
  const content = eContent?.single ? toBuffer(eContent.single.buffer) : undefined;
  if (eContentType !== OID.tstInfo || !content) return reject('el sello de tiempo no contiene TSTInfo');
  try {
    return { signedData, tstInfo: parse(content, TSTInfo), eContent: content };
  } catch {
    return reject('el TSTInfo del sello de tiempo no se puede leer');
  }
}

/** RFC 3161 §2.4.2 on a token (DER ContentInfo): returns its facts or throws TimestampRejectedError. */
export function verifyTimestampToken(token: Buffer, expected: TokenExpectations): VerifiedTimestamp {
  const { signedData, tstInfo, eContent } = readToken(token);
  const imprint = tstInfo.messageImprint;
  const imprintAlgorithm = DIGEST_NAMES[imprint.hashAlgorithm.algorithm];
  if (!imprintAlgorithm || !toBuffer(imprint.hashedMessage.buffer).equals(digest(imprintAlgorithm, expected.data))) {
    reject('el sello de tiempo no corresponde a los datos enviados (message imprint distinto)');
  }
  if (expected.nonce && !(tstInfo.nonce && toBuffer(tstInfo.nonce).equals(expected.nonce))) {
    reject('el sello de tiempo no repite el nonce de la petición');
  }
  const time = tstInfo.genTime;
  if (!(time instanceof Date) || Number.isNaN(time.getTime())) return reject('el sello de tiempo no tiene fecha');
  if (time < expected.notBefore || time > expected.notAfter) {
    reject(`la fecha del sello de tiempo (${time.toISOString()}) no es creíble`);
  }

  const [signerInfo, ...others] = signedData.signerInfos;
  if (!signerInfo || others.length > 0) return reject('el sello de tiempo debe tener exactamente una firma');
  const certificates = certificatesOf(signedData);
  const signer = signerCertificate(signerInfo, certificates);
  if (!signer) return reject('el sello de tiempo no incluye el certificado de quien lo firmó');
  // The signed attributes bind the content (its digest and type) and the signer's certificate (ESS).
  const digestName = DIGEST_NAMES[signerInfo.digestAlgorithm.algorithm];
  const messageDigest = attributeValue(signerInfo.signedAttrs, OID.messageDigest);
  const contentType = attributeValue(signerInfo.signedAttrs, OID.contentType);
  if (
    !digestName ||
    !messageDigest ||
    !parseOctets(messageDigest).equals(digest(digestName, eContent)) ||
    !contentType ||
    !contentType.equals(oidDer(OID.tstInfo))
  ) {
    reject('la firma del sello de tiempo no cubre su contenido');
  }
  if (essNamesCertificate(signerInfo, signer) !== true) {
    reject('el sello de tiempo no identifica su certificado (ESS signing-certificate)');
  }
  const hash = signatureDigest(signerInfo.signatureAlgorithm.algorithm, signerInfo.digestAlgorithm.algorithm);
  const signerCert = new X509Certificate(signer);
  let signatureValid: boolean;
  try {
    signatureValid =
      hash !== undefined &&
      verify(
        hash,
        signedAttributesBytes(signerInfosDer(token)[0]!),
        signerCert.publicKey,
        toBuffer(signerInfo.signature.buffer),
      );
  } catch {
    signatureValid = false;
  }
  if (!signatureValid) reject('la firma del sello de tiempo no es válida');
  if (!hasTimeStampingUsage(signer)) {
    reject('el certificado de la autoridad no es de sellado de tiempo (extendedKeyUsage timeStamping crítico)');
  }
  const others509 = certificates.filter((c) => !c.equals(signer)).map((c) => new X509Certificate(c));
  const chained = chainToTrustList(signerCert, others509, expected.trust, time);
  if ('reason' in chained) return reject(chained.reason);
  return {
    token,
    time,
    authority: holderName(signer) ?? signerCert.subject,
    chain: chained.chain.map((certificate) => certificate.raw),
  };
}

const parseOctets = (value: Buffer) => toBuffer(parse(value, OctetString).buffer);

/** Posts a TimeStampReq over `data` and returns the verified token; any failure is a TimestampRejectedError. */
export async function requestTimestamp(
  authority: TimestampAuthority,
  data: Buffer,
  now: () => Date,
): Promise<VerifiedTimestamp> {
  const limits = { maxBytes: MAX_RESPONSE_BYTES, timeoutMs: authority.timeoutMs ?? REQUEST_TIMEOUT_MS };
  const nonce = randomNonce();
  const request = new TimeStampReq({
    messageImprint: sha256Imprint(data),
    nonce: Uint8Array.from(nonce).buffer,
    certReq: true,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/timestamp-query',
    accept: 'application/timestamp-reply',
  };
  if (authority.username !== undefined) {
    headers.authorization = `Basic ${Buffer.from(`${authority.username}:${authority.password ?? ''}`).toString('base64')}`;
  }
  let body: Buffer;
  try {
    const response = await boundedFetch(
      authority.url,
      { method: 'POST', headers, body: Buffer.from(AsnConvert.serialize(request)) },
      limits,
    );
    if (response.status !== 200) reject(`la autoridad de sellado de tiempo respondió HTTP ${response.status}`);
    body = response.body;
  } catch (error) {
    if (error instanceof TimestampRejectedError) throw error;
    if (error instanceof BoundedFetchError)
      return reject(`la autoridad de sellado de tiempo no respondió bien: ${error.message}`);
    throw error;
  }
  let response: TimeStampResp;
  try {
    response = parse(body, TimeStampResp);
  } catch {
    return reject('la respuesta de la autoridad de sellado de tiempo no es un TimeStampResp');
  }
  const status = response.status.status;
  if ((status !== PKIStatus.granted && status !== PKIStatus.grantedWithMods) || !response.timeStampToken) {
    reject(`la autoridad de sellado de tiempo rechazó la petición (estado ${status})`);
  }
  // The token exactly as the authority wrote it: its signature covers its own bytes.
  const token = elementDer(body, 1);
  if (!token) return reject('la respuesta de la autoridad de sellado de tiempo no trae el sello');
  const at = now().getTime();
  return verifyTimestampToken(token, {
    data,
    nonce,
    trust: authority.trust,
    notBefore: new Date(at - CLOCK_TOLERANCE_MS),
    notAfter: new Date(at + CLOCK_TOLERANCE_MS),
  });
}
