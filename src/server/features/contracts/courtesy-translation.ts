// The English courtesy translation a contract comes with when a buyer reads English (docs/product.md §5.6,
// docs/decisions/027-bilingual-contracts-and-courtesy-translation.md): shown on that buyer's signing page beside
// the binding text and downloadable as its own PDF, marked on every page as not binding.
import type { Executor } from '#server/db/client.ts';
import { courtesyNotice, renderCourtesyPdf } from '#server/features/contracts/documents/courtesy-pdf.ts';

import { courtesyParagraphs } from './contract-content';
import { buyerLanguage, contractLanguageOf, type OtherTexts } from './dto';
import type { BuyerRow, ContractAggregate } from './queries';

export const courtesyPdfPath = (contractId: string): string => `/api/contracts/${contractId}/courtesy-translation`;

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

/** The translation's PDF; null when the contract has no English-reading buyer. */
export async function courtesyTranslationPdf(db: Executor, aggregate: ContractAggregate): Promise<Buffer | null> {
  const text = await courtesyParagraphs(db, aggregate);
  if (!text) return null;
  return renderCourtesyPdf({
    contractId: aggregate.contract.id,
    binding: contractLanguageOf(aggregate.contract),
    title: text.title,
    paragraphs: text.paragraphs,
  });
}
