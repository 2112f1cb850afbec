// The English courtesy translation as its own PDF (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md):
// never the signed document, so it carries no signatures, hash or seal, and every page says it does not bind and
// which text does.
import PDFDocument from 'pdfkit';

import type { ContractLanguage } from '#shared/contract-types/language.ts';
import { COLORS, FONT, PAGE, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import type { DocumentParagraph } from './contract-model';
import { drawParagraph } from './contract-pdf';
import { frameEveryPage } from './page-decorations';

export type CourtesyTranslation = {
  contractId: string;
  /** The binding text's language (contract_language). */
  binding: ContractLanguage;
  title: string;
  paragraphs: DocumentParagraph[];
  /** Made in test mode: every page says TEST DOCUMENT (docs/product.md#test-mode). */
  testMode: boolean;
};

export const TEST_DOCUMENT_MARK = 'TEST DOCUMENT — installation not yet live: not valid as a contract';

const LANGUAGE_NAMES: Record<ContractLanguage, string> = { es: 'Spanish', ca: 'Catalan' };

/** The line printed on every page: "Courtesy translation — not binding. The binding text is the Catalan version." */
export function courtesyMark(binding: ContractLanguage): string {
  return `Courtesy translation — not binding. The binding text is the ${LANGUAGE_NAMES[binding]} version.`;
}

/** What the first page explains before the text. */
export function courtesyNotice(binding: ContractLanguage, contractId: string): string {
  const language = LANGUAGE_NAMES[binding];
  return (
    `This is an English translation of contract ${contractId} provided for information only. It is not signed and has no ` +
    `legal effect: the contract you sign is the ${language} text, which alone binds the Parties and prevails in ` +
    'the event of any difference from this translation. Spanish legal terms are given in brackets where they have no ' +
    'exact English equivalent.'
  );
}

export async function renderCourtesyPdf(translation: CourtesyTranslation): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true,
    info: { Title: `${translation.title} — courtesy translation`, Subject: courtesyMark(translation.binding) },
    lang: 'en-GB',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc
    .font(FONT.bold)
    .fontSize(SIZES.small)
    .fillColor(COLORS.warning)
    .text(courtesyNotice(translation.binding, translation.contractId), { align: 'justify', width });
  doc.moveDown(1);
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.text).text(translation.title, { align: 'center', width });
  doc.moveDown(1);
  for (const paragraph of translation.paragraphs) drawParagraph(doc, paragraph, width);
  markPages(doc, translation);
  doc.end();
  return finished;
}

/** Header (the mark) and footer (contract and page n of total) on every page, once the total is known. */
function markPages(doc: PdfDoc, translation: CourtesyTranslation): void {
  frameEveryPage(doc, {
    testMode: translation.testMode ? TEST_DOCUMENT_MARK : null,
    header: courtesyMark(translation.binding),
    headerTone: 'warning',
    footer: `Contract ${translation.contractId}`,
    page: (n, total) => `Page ${n} of ${total}`,
  });
}
