import PDFDocument from 'pdfkit';

import { COLORS, FONT, PAGE, SIZES, type PdfDoc } from './theme';

/** A document of labelled facts in sections: the property information sheet. */
export type FactSheet = {
  title: string;
  /** Under the title: date of issue and legal basis. */
  intro: string[];
  sections: { heading: string; facts: { label: string; value: string }[]; notes?: string[] }[];
  footer: string;
  /** Pictures printed after the sections, one per page with its caption (JPEG or PNG bytes). */
  images?: { caption: string; data: Buffer }[];
  /** BCP 47 language of the text, for screen readers. */
  lang: string;
  author: string;
};

/** The sheet as an A4 PDF with Helvetica (WinAnsi covers Spanish, Catalan and the euro sign). */
export function renderFactSheetPdf(sheet: FactSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true,
    info: { Title: sheet.title, Author: sheet.author },
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
  doc.moveDown(0.3);
  for (const line of sheet.intro)
    doc.font(FONT.regular).fontSize(SIZES.small).fillColor(COLORS.muted).text(line, { width });
  for (const section of sheet.sections) drawSection(doc, section, width);
  for (const image of sheet.images ?? []) drawImagePage(doc, image, width);
  drawFooters(doc, sheet.footer);
  doc.end();
  return finished;
}

type Fact = { label: string; value: string };

/** How tall a fact's row is: its label and its value side by side, each wrapped in its column. */
function factHeight(doc: PdfDoc, fact: Fact, width: number): number {
  const labelWidth = width * LABEL_SHARE;
  const label = doc
    .font(FONT.regular)
    .fontSize(SIZES.body)
    .heightOfString(fact.label, { width: labelWidth - 8 });
  const value = doc
    .font(FONT.bold)
    .fontSize(SIZES.body)
    .heightOfString(fact.value, { width: width - labelWidth });
  return Math.max(label, value) + 2;
}

/** A new page unless `height` still fits above the bottom margin: a label never ends up apart from its value. */
function keepTogether(doc: PdfDoc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

const LABEL_SHARE = 0.42;

function drawSection(doc: PdfDoc, section: FactSheet['sections'][number], width: number): void {
  doc.moveDown(0.9);
  // The heading stays with its first line.
  const headingHeight = doc.font(FONT.bold).fontSize(SIZES.heading).heightOfString(section.heading, { width });
  const first = section.facts[0];
  keepTogether(doc, headingHeight + 12 + (first ? factHeight(doc, first, width) : 0));
  doc.font(FONT.bold).fontSize(SIZES.heading).fillColor(COLORS.text).text(section.heading, { width });
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + width, y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.4);
  const labelWidth = width * LABEL_SHARE;
  for (const fact of section.facts) {
    keepTogether(doc, factHeight(doc, fact, width));
    const top = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(SIZES.body)
      .fillColor(COLORS.muted)
      .text(fact.label, doc.page.margins.left, top, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc
      .font(FONT.bold)
      .fillColor(COLORS.text)
      .text(fact.value, doc.page.margins.left + labelWidth, top, { width: width - labelWidth });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
  doc.x = doc.page.margins.left;
  for (const note of section.notes ?? []) {
    keepTogether(doc, doc.font(FONT.regular).fontSize(SIZES.small).heightOfString(note, { width }));
    doc
      .font(FONT.regular)
      .fontSize(SIZES.small)
      .fillColor(COLORS.muted)
      .text(note, doc.page.margins.left, doc.y, { width });
    doc.moveDown(0.2);
  }
}

function drawImagePage(doc: PdfDoc, image: { caption: string; data: Buffer }, width: number): void {
  doc.addPage();
  doc.font(FONT.bold).fontSize(SIZES.heading).fillColor(COLORS.text).text(image.caption, { width });
  doc.moveDown(0.5);
  const height = doc.page.height - doc.y - doc.page.margins.bottom;
  doc.image(image.data, doc.page.margins.left, doc.y, { fit: [width, height], align: 'center' });
}

function drawFooters(doc: PdfDoc, footer: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height, margins } = doc.page;
    const bottom = margins.bottom;
    doc.page.margins.bottom = 0;
    const inner = width - margins.left - margins.right;
    doc.font(FONT.regular).fontSize(SIZES.tiny).fillColor(COLORS.muted);
    doc.text(footer, margins.left, height - 50, { width: inner * 0.8 });
    doc.text(`${i - range.start + 1} / ${range.count}`, margins.left, height - 50, {
      width: inner,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
