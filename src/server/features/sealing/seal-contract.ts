import { eq } from 'drizzle-orm';

import { contractLanguageOr, type ContractLanguage } from '#shared/contract-types/language.ts';
import { localizedPath } from '#shared/i18n/locale-path.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppContext } from '#server/context.ts';
import type { Executor } from '#server/db/client.ts';
import { sealedDocuments } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import {
  buyerLanguage,
  contractDocument,
  keptCourtesyPdf,
  recordContractEvent,
  renderContractPdf,
  type ContractAggregate,
  type RequestOrigin,
} from '#server/features/contracts/index.ts';
import type { SealKey } from '#server/lib/pdf/seal-certificate.ts';
import { sealPdf, TIMESTAMP_TOKEN_ROOM } from '#server/lib/pdf/seal-pdf.ts';
import type { TimestampAuthority } from '#server/lib/pdf/timestamp.ts';
import { deleteFiles, saveFile } from '#server/lib/storage.ts';

import { enqueueSealJob } from './seal-jobs';
import { sealKeyInForce } from './seal-key';
import { findSealedDocument, type SealedDocumentRow } from './sealed-documents';

/** The seal's reason, which PDF readers show next to the seal, in the language the contract is written in. */
const SEAL_REASON: Record<ContractLanguage, string> = {
  es: 'Contrato firmado electrónicamente por todas las partes',
  ca: 'Contracte signat electrònicament per totes les parts',
};
const SEAL_LOCATION = 'Barcelona';
const VERIFY_PATH = '/verificar';

/** The verification page in a reader's language: /verificar, /ca/verificar, /en/verify (docs/product.md §11.2). */
export const verifyUrl = (publicUrl: string, locale: Locale): string =>
  `${publicUrl}${localizedPath(locale, VERIFY_PATH)}`;

/**
 * The buyers' language when they share one; the PDF is one document for all of them, so otherwise the language it is
 * written in: a Catalan contract's seal note never sends its reader to the Spanish page (docs/product.md §5.5).
 */
const readersLanguage = (aggregate: ContractAggregate): Locale => {
  const languages = new Set(aggregate.buyers.map((buyer) => buyerLanguage(buyer)));
  return languages.size === 1 ? [...languages][0]! : contractLanguageOr(aggregate.contract.contractLanguage);
};

/**
 * What sealing needs from the running app: `selfSigned` when no SEAL_P12_PATH is configured; `tsa` when TSA_URL
 * is set, with the trust list of TSA_CA_PATH (docs/product.md §5.5).
 */
export type Sealing = {
  seal: SealKey;
  selfSigned: boolean;
  publicUrl: string;
  now: () => Date;
  tsa?: TimestampAuthority;
};

export const sealingOf = (ctx: AppContext): Sealing => ({
  seal: ctx.seal,
  selfSigned: ctx.config.sealP12Path === undefined,
  publicUrl: ctx.config.publicUrl,
  now: ctx.now,
  tsa: ctx.config.tsa ? { ...ctx.config.tsa, trust: ctx.tsaTrust } : undefined,
});

/**
 * Renders the final PDF once (contract, signatures, evidence page naming the seal), seals it locally and keeps the
 * sealed bytes with their SHA-256 (docs/product.md §5.5). No network: it runs in the transaction that completes the
 * signatures. With a time-stamping authority configured, the seal keeps room for its time-stamp token and a job is
 * queued to add the trusted time afterwards. If the contract is already sealed, that seal stands.
 */
export async function sealSignedContract(
  tx: Executor,
  aggregate: ContractAggregate,
  sealing: Sealing,
  origin: RequestOrigin,
): Promise<SealedDocumentRow> {
  const contractId = aggregate.contract.id;
  const existing = await findSealedDocument(tx, contractId);
  if (existing) return existing;
  // One after the other: a transaction is one connection.
  const seal = await sealKeyInForce(tx, sealing);
  // The translation an English reader keeps goes with the final documents: kept first, so the evidence names it.
  const courtesy = await keptCourtesyPdf(tx, aggregate);
  const document = await contractDocument(tx, {
    ...aggregate,
    contract: { ...aggregate.contract, courtesyFileId: courtesy?.id ?? aggregate.contract.courtesyFileId },
  });
  const company = await companyDetails(tx);
  const pdf = await renderContractPdf({
    ...document,
    seal: {
      subject: seal.subject,
      fingerprint: seal.fingerprint,
      verifyUrl: verifyUrl(sealing.publicUrl, readersLanguage(aggregate)),
      selfSigned: seal.selfSigned,
    },
  });
  const sealedAt = sealing.now();
  const sealed = await sealPdf(pdf, seal, {
    reason: SEAL_REASON[contractLanguageOr(aggregate.contract.contractLanguage)],
    location: SEAL_LOCATION,
    name: company.legal_name.trim() || company.company_name.trim(),
    contactInfo: company.company_email.trim(),
    signingTime: sealedAt,
    timestampRoom: sealing.tsa ? TIMESTAMP_TOKEN_ROOM : 0,
  });
  const file = await saveFile(tx, { data: sealed, contentType: 'application/pdf' });
  const [row] = await tx
    .insert(sealedDocuments)
    .values({
      contractId,
      fileId: file.id,
      sha256: file.sha256,
      certificatePem: seal.certificatePem,
      certificateFingerprint: seal.fingerprint,
      sealedAt,
    })
    .onConflictDoNothing({ target: sealedDocuments.contractId })
    .returning();
  if (!row) {
    // Someone sealed it meanwhile (a first download racing another): theirs is the document.
    await deleteFiles(tx, [file.id]);
    const [theirs] = await tx.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contractId));
    return theirs!;
  }
  await recordContractEvent(tx, contractId, 'sealed', origin, {
    details: {
      pdf_sha256: file.sha256,
      certificate_subject: seal.subject,
      certificate_fingerprint: seal.fingerprint,
      ...(courtesy ? { courtesy_sha256: courtesy.sha256 } : {}),
    },
  });
  if (sealing.tsa) await enqueueSealJob(tx, contractId);
  return row;
}
