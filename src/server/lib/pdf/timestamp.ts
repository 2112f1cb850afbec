// RFC 3161 time-stamps for the seal (docs/decisions/018-people-and-trusted-time.md): the SHA-256 of the seal's
// signature value goes to the configured time-stamping authority, whose signed token proves the signature
// existed at that time. node-forge's ASN.1 builds the request and reads the answer; the token itself is kept
// byte for byte, since its own signature covers it.
import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';

import {
  algorithm,
  bytesOf,
  children,
  integer,
  integerBytes,
  isContext,
  isUniversal,
  octets,
  OID,
  oidOf,
  parseDer,
  raw,
  sequence,
  T,
  toDer,
  U,
  type Asn1,
} from './asn1';

export type TimestampAuthority = { url: string; username?: string; password?: string };

/** A granted token: its DER bytes (a CMS ContentInfo), the time it states and who issued it. */
export type TimestampToken = { token: Buffer; time: Date; authority: string };

/** The authority did not answer, or answered with no usable token: sealing must wait and retry. */
export class TimestampUnavailableError extends Error {}

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 256 * 1024;

const { asn1 } = forge;

/** A positive INTEGER of random bytes: the nonce the answer must repeat. */
function randomNonce(): Buffer {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  return nonce;
}

/** TimeStampReq (RFC 3161 §2.4.1): version 1, SHA-256 message imprint, nonce, certReq true. */
function timestampRequest(digest: Buffer, nonce: Buffer): Buffer {
  const request = sequence([
    integer(1),
    sequence([algorithm(OID.sha256), octets(digest)]),
    integerBytes(nonce),
    asn1.create(U, T.BOOLEAN, false, String.fromCharCode(0xff)),
  ]);
  return toDer(request);
}

/** The TSTInfo inside a token: SignedData → encapContentInfo → eContent. */
function tstInfoOf(token: Asn1): Asn1 {
  const [contentType, wrapped] = children(token);
  if (oidOf(contentType) !== OID.signedData)
    throw new TimestampUnavailableError('el sello de tiempo no es un SignedData');
  const signedData = children(wrapped)[0];
  const encapsulated = children(signedData).find(
    (node) => isUniversal(node, T.SEQUENCE) && oidOf(children(node)[0]) === OID.tstInfo,
  );
  const eContent = children(children(encapsulated)[1])[0];
  if (!eContent || !isUniversal(eContent, T.OCTETSTRING))
    throw new TimestampUnavailableError('el sello de tiempo no contiene TSTInfo');
  return asn1.fromDer(raw(eContent));
}

/** The value of one attribute (CN, O…) in a certificate's subject, read from its ASN.1 (any key type). */
function subjectAttribute(certificate: Asn1, oid: string): string | undefined {
  const tbs = children(children(certificate)[0]);
  // version [0] is optional; then serial, signature algorithm, issuer, validity, subject.
  const subject = tbs[isContext(tbs[0], 0) ? 5 : 4];
  for (const rdn of children(subject)) {
    for (const pair of children(rdn)) {
      const [type, value] = children(pair);
      if (oidOf(type) === oid && value) return forge.util.decodeUtf8(raw(value));
    }
  }
  return undefined;
}

/** "Name" of the authority: the CN (or O) of the certificate that signed the token, else the URL's host. */
function authorityName(token: Asn1, url: string): string {
  const signedData = children(children(token)[1])[0];
  const certificates = children(signedData).find((node) => isContext(node, 0));
  const first = children(certificates)[0];
  try {
    const name = first && (subjectAttribute(first, OID.commonName) ?? subjectAttribute(first, OID.organization));
    if (name) return name;
  } catch {
    // A name in an odd string type is not worth failing the seal over: the URL names the authority.
  }
  return new URL(url).host;
}

/** Reads a TimeStampResp and checks it answers this request: granted, same imprint, same nonce. */
function readTimestampResponse(response: Buffer, digest: Buffer, nonce: Buffer, url: string): TimestampToken {
  let parsed: Asn1;
  try {
    parsed = parseDer(response);
  } catch {
    throw new TimestampUnavailableError('la respuesta de la autoridad de sellado de tiempo no es un TimeStampResp');
  }
  const [statusInfo, tokenNode] = children(parsed);
  const status = asn1.derToInteger(raw(children(statusInfo)[0]));
  // 0 granted, 1 granted with modifications; anything else is a refusal.
  if ((status !== 0 && status !== 1) || !tokenNode) {
    throw new TimestampUnavailableError(`la autoridad de sellado de tiempo rechazó la petición (estado ${status})`);
  }
  const fields = children(tstInfoOf(tokenNode));
  const imprint = children(fields[2]);
  if (oidOf(children(imprint[0])[0]) !== OID.sha256 || !bytesOf(imprint[1]).equals(digest)) {
    throw new TimestampUnavailableError('el sello de tiempo no corresponde a la firma enviada');
  }
  const genTime = fields[4];
  const answeredNonce = fields.slice(5).find((node) => isUniversal(node, T.INTEGER));
  if (!answeredNonce || !bytesOf(answeredNonce).equals(nonce)) {
    throw new TimestampUnavailableError('el sello de tiempo no repite el nonce de la petición');
  }
  if (!genTime || !isUniversal(genTime, T.GENERALIZEDTIME))
    throw new TimestampUnavailableError('el sello de tiempo no tiene fecha');
  const tokenDer = toDer(tokenNode);
  return { token: tokenDer, time: asn1.generalizedTimeToDate(raw(genTime)), authority: authorityName(tokenNode, url) };
}

/** Posts a TimeStampReq over `signatureValue` and returns the checked token; any failure is TimestampUnavailableError. */
export async function requestTimestamp(authority: TimestampAuthority, signatureValue: Buffer): Promise<TimestampToken> {
  const digest = createHash('sha256').update(signatureValue).digest();
  const nonce = randomNonce();
  const headers: Record<string, string> = {
    'content-type': 'application/timestamp-query',
    accept: 'application/timestamp-reply',
  };
  if (authority.username !== undefined) {
    headers.authorization = `Basic ${Buffer.from(`${authority.username}:${authority.password ?? ''}`).toString('base64')}`;
  }
  let body: Buffer;
  try {
    const response = await fetch(authority.url, {
      method: 'POST',
      headers,
      body: new Uint8Array(timestampRequest(digest, nonce)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok)
      throw new TimestampUnavailableError(`la autoridad de sellado de tiempo respondió HTTP ${response.status}`);
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof TimestampUnavailableError) throw error;
    throw new TimestampUnavailableError(`la autoridad de sellado de tiempo no responde (${(error as Error).message})`);
  }
  if (body.length > MAX_RESPONSE_BYTES)
    throw new TimestampUnavailableError('la respuesta de la autoridad de sellado de tiempo es demasiado grande');
  return readTimestampResponse(body, digest, nonce, authority.url);
}
