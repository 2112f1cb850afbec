// The English courtesy translation as its own PDF (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md):
// never the signed document, so it carries no signatures, hash or seal, and every page says it does not bind and
// which text does.
import PDFDocument from 'pdfkit';

import type { ContractLanguage } from '#shared/contract-types/language.ts';
import { COLORS, FONT, PAGE, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import type { DocumentParagraph } from './contract-model';
import { drawParagraph } from './contract-pdf';

export type CourtesyTranslation = {
  contractId: string;
  /** The binding text's language (contract_language). */
  binding: ContractLanguage;
  title: string;
  paragraphs: DocumentParagraph[];
};

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
    .fillColor('#b45309')
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
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height, margins } = doc.page;
    const bottomMargin = margins.bottom;
    doc.page.margins.bottom = 0;
    const innerWidth = width - margins.left - margins.right;
    doc.font(FONT.bold).fontSize(SIZES.tiny).fillColor('#b45309');
    doc.text(courtesyMark(translation.binding), margins.left, 36, {
      width: innerWidth,
      align: 'left',
      lineBreak: false,
    });
    doc
      .moveTo(margins.left, 50)
      .lineTo(width - margins.right, 50)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font(FONT.regular).fontSize(SIZES.tiny).fillColor(COLORS.muted);
    const footerY = height - 44;
    doc.text(`Contract ${translation.contractId}`, margins.left, footerY, {
      width: innerWidth * 0.75,
      align: 'left',
      lineBreak: false,
    });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, margins.left, footerY, {
      width: innerWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
