// The English courtesy translation a contract comes with when a buyer reads English (docs/product.md §5.6,
// docs/decisions/027-bilingual-contracts-and-courtesy-translation.md): shown on that buyer's signing page beside
// the binding text — before and after signing — and downloadable as its own PDF, marked on every page as not
// binding. Once the company signs, its PDF is rendered once and kept: the page, the final mail and the evidence all
// name these very bytes by their SHA-256 (docs/product.md#each-readers-documents).
import { and, eq, isNull } from 'drizzle-orm';

import type { ContractParagraphs } from '#shared/contract-types/index.ts';
import type { ContractLanguage } from '#shared/contract-types/language.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { courtesyNotice, renderCourtesyPdf } from '#server/features/contracts/documents/courtesy-pdf.ts';
import { deleteFiles, loadFile, saveFile } from '#server/lib/storage.ts';

import { courtesyParagraphs } from './contract-content';
import { buyerLanguage, contractLanguageOf, type OtherTexts } from './dto';
import type { BuyerRow, ContractAggregate } from './queries';
import { isTestContract } from './test-mode';

export const courtesyPdfPath = (contractId: string): string => `/api/contracts/${contractId}/courtesy-translation`;

/** `contract-1a2b3c4d-courtesy-translation-en.pdf`: English words only, whatever the binding language. */
export const courtesyPdfFileName = (contractId: string): string =>
  `contract-${contractId.slice(0, 8)}-courtesy-translation-en.pdf`;

/** For an English-reading buyer (or the company previewing a contract one of whose buyers reads English). */
export async function courtesyTranslationFor(
  db: Executor,
  aggregate: ContractAggregate,
  reader: BuyerRow | null,
): Promise<OtherTexts['courtesy']> {
  if (reader !== null && buyerLanguage(reader) !== 'en') return null;
  const text = await courtesyParagraphs(db, aggregate);
  if (!text) return null;
  const { contract } = aggregate;
  return {
    ...text,
    notice: courtesyNotice(contractLanguageOf(contract), contract.id),
    pdfUrl: courtesyPdfPath(contract.id),
  };
}

/**
 * Renders the frozen translation's PDF and keeps it as the contract's (once: a contract that already has one keeps
 * it). Called when the company signs, in its transaction; returns the kept file.
 */
export async function freezeCourtesyPdf(
  tx: Executor,
  contractId: string,
  text: ContractParagraphs & { binding: ContractLanguage },
  testMode: boolean,
): Promise<{ id: string; sha256: string; data: Buffer }> {
  const data = await renderCourtesyPdf({
    contractId,
    binding: text.binding,
    title: text.title,
    paragraphs: text.paragraphs,
    testMode,
  });
  const file = await saveFile(tx, { data, contentType: 'application/pdf' });
  const [kept] = await tx
    .update(contracts)
    .set({ courtesyFileId: file.id })
    .where(and(eq(contracts.id, contractId), isNull(contracts.courtesyFileId)))
    .returning({ id: contracts.id });
  if (kept) return { id: file.id, sha256: file.sha256, data };
  // Kept meanwhile by another request: theirs is the document.
  await deleteFiles(tx, [file.id]);
  const [row] = await tx
    .select({ fileId: contracts.courtesyFileId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const theirs = await loadFile(tx, row!.fileId!);
  return { id: theirs!.id, sha256: theirs!.sha256, data: theirs!.data };
}

/**
 * The signed contract's translation as kept; a contract the company signed before the PDF was kept gets it rendered
 * from its frozen paragraphs and kept on first need (never re-rendered afterwards). Null without an English reader
 * or before the company signed (a draft's translation is rendered on the fly).
 */
export async function keptCourtesyPdf(
  db: Executor,
  aggregate: ContractAggregate,
): Promise<{ id: string; sha256: string; data: Buffer } | null> {
  const { contract } = aggregate;
  if (contract.frozenAt === null) return null;
  if (contract.courtesyFileId) {
    const file = await loadFile(db, contract.courtesyFileId);
    if (file) return { id: file.id, sha256: file.sha256, data: file.data };
  }
  const text = await courtesyParagraphs(db, aggregate);
  if (!text) return null;
  return freezeCourtesyPdf(
    db,
    contract.id,
    { ...text, binding: contractLanguageOf(contract) },
    await isTestContract(db, contract),
  );
}

/** The translation's PDF: the kept one once signed, the draft's rendered now; null without an English-reading buyer. */
export async function courtesyTranslationPdf(db: Executor, aggregate: ContractAggregate): Promise<Buffer | null> {
  const kept = await keptCourtesyPdf(db, aggregate);
  if (kept) return kept.data;
  if (aggregate.contract.frozenAt !== null) return null;
  const text = await courtesyParagraphs(db, aggregate);
  if (!text) return null;
  return renderCourtesyPdf({
    contractId: aggregate.contract.id,
    binding: contractLanguageOf(aggregate.contract),
    title: text.title,
    paragraphs: text.paragraphs,
    testMode: await isTestContract(db, aggregate.contract),
  });
}
