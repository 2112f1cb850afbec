// Revocation answers for the DSS (PAdES-B-LT): for each certificate that names an OCSP responder, its OCSP answer;
// otherwise, for one that names a CRL distribution point, the CRL. Fetched with the same byte cap and deadline as
// every outgoing call; a certificate that names none (a self-signed seal) needs none.
import { X509Certificate } from 'node:crypto';
import {
  BasicOCSPResponse,
  CertID,
  OCSPRequest,
  OCSPResponse,
  OCSPResponseStatus,
  Request,
  TBSRequest,
} from '@peculiar/asn1-ocsp';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Certificate,
  CertificateList,
  CRLDistributionPoints,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';

import { boundedFetch } from '#server/lib/http/bounded-fetch.ts';

import { der, digest, OID, parse, toBuffer } from './cms';

const LIMITS = { maxBytes: 256 * 1024, timeoutMs: 10_000 };
const MAX_CRL_BYTES = 4 * 1024 * 1024;

/** A certificate's OCSP responder and CRL locations (plain http(s) URIs only). */
function locations(certificate: X509Certificate): { ocsp: string[]; crl: string[] } {
  const ocsp = [...(certificate.infoAccess ?? '').matchAll(/OCSP - URI:(\S+)/g)].map((m) => m[1]!);
  const extension = parse(certificate.raw, Certificate).tbsCertificate.extensions?.find(
    (e) => e.extnID === OID.crlDistributionPoints,
  );
  const crl = extension
    ? [...parse(toBuffer(extension.extnValue.buffer), CRLDistributionPoints)].flatMap((point) =>
        (point.distributionPoint?.fullName ?? []).flatMap((name) =>
          name.uniformResourceIdentifier ? [name.uniformResourceIdentifier] : [],
        ),
      )
    : [];
  const web = (url: string) => /^https?:\/\//i.test(url);
  return { ocsp: ocsp.filter(web), crl: crl.filter(web) };
}

function certId(certificate: X509Certificate, issuer: X509Certificate): CertID {
  const issuerCert = parse(issuer.raw, Certificate).tbsCertificate;
  const key = parse(der(issuerCert.subjectPublicKeyInfo), SubjectPublicKeyInfo).subjectPublicKey;
  return new CertID({
    hashAlgorithm: new AlgorithmIdentifier({ algorithm: OID.sha1, parameters: null }),
    issuerNameHash: new OctetString(digest('sha1', der(issuerCert.subject))),
    issuerKeyHash: new OctetString(digest('sha1', toBuffer(key))),
    serialNumber: parse(certificate.raw, Certificate).tbsCertificate.serialNumber,
  });
}

export class RevocationError extends Error {}

async function ocspAnswer(url: string, certificate: X509Certificate, issuer: X509Certificate): Promise<Buffer> {
  const id = certId(certificate, issuer);
  const request = new OCSPRequest({ tbsRequest: new TBSRequest({ requestList: [new Request({ reqCert: id })] }) });
  const response = await boundedFetch(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: Buffer.from(AsnConvert.serialize(request)),
    },
    LIMITS,
  );
  const parsed = parse(response.body, OCSPResponse);
  if (parsed.responseStatus !== OCSPResponseStatus.successful || parsed.responseBytes?.responseType !== OID.ocspBasic)
    throw new RevocationError(`el OCSP ${url} no dio una respuesta válida`);
  const basic = parse(toBuffer(parsed.responseBytes.response.buffer), BasicOCSPResponse);
  const serial = toBuffer(id.serialNumber);
  if (!basic.tbsResponseData.responses.some((single) => toBuffer(single.certID.serialNumber).equals(serial)))
    throw new RevocationError(`el OCSP ${url} no responde por el certificado pedido`);
  return response.body;
}

async function crlOf(url: string, issuer: X509Certificate): Promise<Buffer> {
  const response = await boundedFetch(url, { method: 'GET' }, { ...LIMITS, maxBytes: MAX_CRL_BYTES });
  const crl = parse(response.body, CertificateList);
  if (!der(crl.tbsCertList.issuer).equals(der(parse(issuer.raw, Certificate).tbsCertificate.subject)))
    throw new RevocationError(`la CRL ${url} no es del emisor del certificado`);
  return response.body;
}

/** The revocation answers for every certificate of `chain` (DER) that names where to ask; throws when one fails. */
export async function revocationData(chain: Buffer[]): Promise<{ ocsps: Buffer[]; crls: Buffer[] }> {
  const certificates = chain.map((bytes) => new X509Certificate(bytes));
  const ocsps: Buffer[] = [];
  const crls: Buffer[] = [];
  for (const certificate of certificates) {
    const issuer = certificates.find((other) => other !== certificate && certificate.checkIssued(other));
    if (!issuer || certificate.checkIssued(certificate)) continue;
    const where = locations(certificate);
    try {
      if (where.ocsp[0]) ocsps.push(await ocspAnswer(where.ocsp[0], certificate, issuer));
      else if (where.crl[0]) crls.push(await crlOf(where.crl[0], issuer));
    } catch (error) {
      if (error instanceof RevocationError) throw error;
      throw new RevocationError(
        `no se obtuvo el estado de revocación de «${certificate.subject}»: ${(error as Error).message}`,
      );
    }
  }
  return { ocsps, crls };
}
