// Brings a locally sealed PDF to PAdES-B-LTA (docs/decisions/023-trusted-time-verified-and-in-the-background.md):
// a verified signature time-stamp in place (B-T), the certificates and revocation answers in a DSS (B-LT), and a
// verified document time-stamp over all of it (B-LTA). Network only through the bounded calls; no database here.
import { OID } from './cms';
import { appendDocumentTimestamp, appendDss, embedSignatureTimestamp } from './extend-seal';
import { revocationData } from './revocation';
import {
  CLOCK_TOLERANCE_MS,
  requestTimestamp,
  verifyTimestampToken,
  type TimestampAuthority,
  type VerifiedTimestamp,
} from './timestamp';
import type { TrustList } from './trust-list';
import { readPdfSeal, type PdfSeal } from './verify-pdf-seal';

export type ExtendedSeal = { pdf: Buffer; timestamp: VerifiedTimestamp; documentTimestamp: VerifiedTimestamp };

export async function extendSeal(pdf: Buffer, authority: TimestampAuthority, now: () => Date): Promise<ExtendedSeal> {
  const seal = readPdfSeal(pdf);
  if (!seal) throw new Error('the PDF has no seal');
  const timestamp = await requestTimestamp(authority, seal.signature, now);
  const stamped = embedSignatureTimestamp(pdf, timestamp.token);
  const certificates = [...seal.certificates, ...timestamp.chain];
  const revocation = await revocationData(certificates);
  const withDss = appendDss(stamped, { certificates, ...revocation });
  let documentTimestamp: VerifiedTimestamp | undefined;
  const final = await appendDocumentTimestamp(withDss, async (covered) => {
    documentTimestamp = await requestTimestamp(authority, covered, now);
    return documentTimestamp.token;
  });
  return { pdf: final, timestamp, documentTimestamp: documentTimestamp! };
}

/**
 * The seal's signature time-stamp checked as when it arrived, against the trust list in force: over this seal's
 * signature value, by a trusted timeStamping certificate, dated after `sealedAt` (less the clock tolerance) and
 * not in the future. Null when there is none or it fails any check: then the time is only the server's.
 */
export function verifiedSealTimestamp(
  seal: PdfSeal,
  trust: TrustList,
  sealedAt: Date,
  now: Date,
): VerifiedTimestamp | null {
  const token = seal.unsignedAttribute(OID.signatureTimeStampToken);
  if (!token) return null;
  try {
    return verifyTimestampToken(token, {
      data: seal.signature,
      trust,
      notBefore: new Date(sealedAt.getTime() - CLOCK_TOLERANCE_MS),
      notAfter: new Date(now.getTime() + CLOCK_TOLERANCE_MS),
    });
  } catch {
    return null;
  }
}
