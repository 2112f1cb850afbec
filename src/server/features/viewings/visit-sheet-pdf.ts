import PDFDocument from 'pdfkit';

import { COLORS, FONT, PAGE, SIZES } from '#server/lib/pdf/theme.ts';

/** The visit sheet's words, already in the visitor's language (docs/product.md §4.2). */
export type VisitSheet = {
  title: string;
  lines: string[];
  statement: string;
  signatureLabel: string;
  signature: Buffer;
  signedAt: string;
  company: string;
  lang: string;
};

/** One A4 page: the facts, the visitor's statement, their hand-drawn signature and when and how it was signed. */
export function renderVisitSheetPdf(sheet: VisitSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    info: { Title: sheet.title, Author: sheet.company },
    lang: sheet.lang,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.brand).text(sheet.title, { width });
  doc.font(FONT.regular).fontSize(SIZES.small).fillColor(COLORS.muted).text(sheet.company, { width });
  doc.moveDown(1.2);
  for (const line of sheet.lines) {
    doc.font(FONT.regular).fontSize(SIZES.body).fillColor(COLORS.text).text(line, { width });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(SIZES.body).fillColor(COLORS.text).text(sheet.statement, { width });
  doc.moveDown(1.5);
  doc.font(FONT.regular).fontSize(SIZES.small).fillColor(COLORS.muted).text(sheet.signatureLabel, { width });
  doc.image(sheet.signature, { fit: [220, 110] });
  doc.moveDown(0.5);
  doc.font(FONT.regular).fontSize(SIZES.small).fillColor(COLORS.muted).text(sheet.signedAt, { width });
  doc.end();
  return finished;
}
