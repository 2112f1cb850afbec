import { sql } from 'drizzle-orm';

import { NOT_A_PDF_MESSAGE, type VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import { formatDate } from '#shared/format/dates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Executor } from '#server/db/client.ts';
import { contractTombstones } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractPolicy, contractTypeName, findContract, linkHandoversOf } from '#server/features/contracts/index.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { unprocessable } from '#server/lib/errors.ts';
import { verifiedSealTimestamp } from '#server/lib/pdf/long-term.ts';
import type { TrustList } from '#server/lib/pdf/trust-list.ts';
import { readPdfSeal, verifyPdfSeal } from '#server/lib/pdf/verify-pdf-seal.ts';

import { findReviewCopy } from './review-copy';
import { findSealJob } from './seal-jobs';
import { findSealedDocumentByHash, type SealedDocumentRow } from './sealed-documents';

/** A PDF starts with its `%PDF-` header within the first kilobyte. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

type SealTime = Extract<VerifyDocumentDto, { status: 'genuine' }>['seal'];

/**
 * The seal's time as this very file proves it: its embedded signature time-stamp checked again like a fresh one
 * (RFC 3161 §2.4.2, against the trust list in force), the authority named from the verified certificate. Without
 * one, the time is the server's, and the answer says whether the trusted time is still coming or is in the copy
 * the job made since.
 */
async function sealTime(
  db: Executor,
  pdf: Buffer,
  sealed: SealedDocumentRow,
  trust: TrustList,
  now: Date,
): Promise<SealTime> {
  const seal = readPdfSeal(pdf);
  const verified = seal && verifiedSealTimestamp(seal, trust, sealed.sealedAt, now);
  const sealedAt = sealed.sealedAt.toISOString();
  if (verified) {
    return {
      sealed_at: sealedAt,
      timestamp: { authority: verified.authority, time: verified.time.toISOString() },
      trusted_time: 'verified',
    };
  }
  const trustedTime = (await findSealJob(db, sealed.contractId))
    ? 'pending'
    : sealed.extendedFileId && sealed.sha256 === sha256Hex(pdf)
      ? 'in_newer_copy'
      : 'server_clock';
  return { sealed_at: sealedAt, timestamp: null, trusted_time: trustedTime };
}

/** Not a sealed PDF: said so, and, for the review copy of a known contract, which sealed file is the document. */
async function unknown(db: Executor, pdf: Buffer, sha256: string, locale: Locale): Promise<VerifyDocumentDto> {
  const deleted = await deletedDocument(db, sha256, locale);
  if (deleted) return deleted;
  const reviewCopy = await findReviewCopy(db, pdf, locale);
  return reviewCopy ? { status: 'unknown', sha256, review_copy: reviewCopy } : { status: 'unknown', sha256 };
}

const DELETED: Record<Locale, (date: string) => string> = {
  es: (date) =>
    `Este documento existió: lo emitió esta empresa. Su registro se borró el ${date} por el plazo de conservación (política de privacidad), así que ya no se pueden mostrar sus firmantes ni su estado.`,
  ca: (date) =>
    `Aquest document va existir: el va emetre aquesta empresa. El seu registre es va esborrar el ${date} pel termini de conservació (política de privacitat), de manera que ja no se'n poden mostrar els signants ni l'estat.`,
  en: (date) =>
    `This document existed: this company issued it. Its record was deleted on ${date} under the retention policy (privacy policy), so its signers and status can no longer be shown.`,
};

/** A document whose contract was deleted at E + 10 years: its fingerprint is in the tombstone (docs/product.md#contract-retention). */
async function deletedDocument(db: Executor, sha256: string, locale: Locale): Promise<VerifyDocumentDto | null> {
  const [tombstone] = await db
    .select()
    .from(contractTombstones)
    .where(sql`${contractTombstones.documentSha256} @> ${JSON.stringify([sha256])}::jsonb`)
    .limit(1);
  if (!tombstone) return null;
  return {
    status: 'deleted',
    sha256,
    contract_type_name: contractTypeName(tombstone.contractType, locale),
    deleted_at: tombstone.deletedAt.toISOString(),
    message: DELETED[locale](formatDate(tombstone.deletedAt)),
  };
}

/** The company signs through its representative, said in the reader's language (docs/product.md §11.2). */
const REPRESENTED_BY: Record<Locale, (company: string, person: string) => string> = {
  es: (company, person) => `${company} (representada por ${person})`,
  ca: (company, person) => `${company} (representada per ${person})`,
  en: (company, person) => `${company} (represented by ${person})`,
};

/**
 * 'genuine' only for the exact bytes of a sealed PDF this installation issued (the locally sealed file, or the copy
 * the seal job extended with its trusted time) whose seal still checks out against the certificate that made it;
 * anything else, one changed byte included, is 'unknown'.
 */
export async function verifyDocument(
  db: Executor,
  pdf: Buffer,
  trust: TrustList,
  now: Date = new Date(),
  locale: Locale = 'es',
): Promise<VerifyDocumentDto> {
  if (!isPdf(pdf)) throw unprocessable(NOT_A_PDF_MESSAGE, 'not_a_pdf');
  const sha256 = sha256Hex(pdf);
  const sealed = await findSealedDocumentByHash(db, sha256);
  // Only the extended copy has updates after the seal (its DSS and document time-stamp); it is known by its hash.
  const laterUpdates = sealed?.extendedSha256 === sha256;
  if (!sealed || !verifyPdfSeal(pdf, sealed.certificatePem, { laterUpdates })) return unknown(db, pdf, sha256, locale);
  const aggregate = await findContract(db, sealed.contractId);
  if (!aggregate) return { status: 'unknown', sha256 };
  const { contract, buyers } = aggregate;
  const company = await companyDetails(db);
  const companyName = company.legal_name.trim() || company.company_name.trim();
  // The company signs too, through its representative: a reader of /verificar sees every party.
  const handovers = await linkHandoversOf(
    db,
    contract.id,
    buyers.map((buyer) => buyer.id),
  );
  const seller = {
    name: contract.adminSigner ? REPRESENTED_BY[locale](companyName, contract.adminSigner.name) : companyName,
    signed_at: contract.adminSignedAt?.toISOString() ?? null,
    role: 'seller' as const,
  };
  return {
    status: 'genuine',
    sha256,
    contract_id: contract.id,
    contract_type_name: contractTypeName(contract.contractType, locale),
    signed_at: latest(buyers.map((buyer) => buyer.signedAt))?.toISOString() ?? null,
    signers: [
      seller,
      ...buyers.map((buyer) => {
        const handover = handovers.get(buyer.id);
        return {
          name: buyer.name,
          signed_at: buyer.signedAt?.toISOString() ?? null,
          role: 'buyer' as const,
          // The company held this buyer's link: said with its date, never who (docs/product.md#links-in-company-hands).
          ...(handover ? { link_handed_over: { at: handover.at.toISOString() } } : {}),
        };
      }),
    ],
    contract_status: contract.status,
    signing_policy: await contractPolicy(db, contract),
    test_mode: contract.signedTerms?.test_mode === true,
    // Which outcome and its date only: the PDF travels to notaries and banks (docs/product.md#verification).
    outcome: contract.outcome ? { outcome: contract.outcome.outcome, date: contract.outcome.date } : null,
    seal: await sealTime(db, pdf, sealed, trust, now),
  };
}
