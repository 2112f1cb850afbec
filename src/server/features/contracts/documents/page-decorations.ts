import { COLORS, FONT, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import type { ContractDocument } from './contract-model';
import type { DocumentLabels } from './document-labels';

type PreviewMark = 'draft' | 'pending';

/** Drafts say 'BORRADOR'; a frozen contract that some party has not signed yet says 'PENDIENTE DE FIRMAS'. */
export function previewMark(document: Pick<ContractDocument, 'draft' | 'seller' | 'buyers'>): PreviewMark | null {
  if (document.draft) return 'draft';
  return [document.seller, ...document.buyers].some((signer) => signer.signedAt === null) ? 'pending' : null;
}

/** What one document prints around every page: a header line, a footer on the left and "page n of total". */
export type PageFrame = {
  header: string;
  /** The header's colour and weight: muted by default; a warning (bold amber) for a text that must not be missed. */
  headerTone?: 'muted' | 'warning';
  footer: string;
  page: (n: number, total: number) => string;
  /** Drawn last on each page, with its margins open (the preview mark). */
  onPage?: () => void;
  /** A line above the header on every page: the test-mode mark (docs/product.md#test-mode). */
  testMode?: string | null;
};

/** Draws the frame on every buffered page once the total is known. */
export function frameEveryPage(doc: PdfDoc, frame: PageFrame): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height, margins } = doc.page;
    // Writing inside the margins must not trigger pdfkit's automatic page break.
    const bottomMargin = margins.bottom;
    doc.page.margins.bottom = 0;
    const innerWidth = width - margins.left - margins.right;

    if (frame.testMode) {
      doc.font(FONT.bold).fontSize(SIZES.tiny).fillColor(COLORS.warning);
      doc.text(frame.testMode, margins.left, 22, { width: innerWidth, align: 'left', lineBreak: false });
    }
    if (frame.headerTone === 'warning') doc.font(FONT.bold).fontSize(SIZES.tiny).fillColor(COLORS.warning);
    else doc.font(FONT.regular).fontSize(SIZES.tiny).fillColor(COLORS.muted);
    doc.text(frame.header, margins.left, 36, { width: innerWidth, align: 'left', lineBreak: false });
    doc
      .moveTo(margins.left, 50)
      .lineTo(width - margins.right, 50)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();

    const footerY = height - 44;
    doc.font(FONT.regular).fontSize(SIZES.tiny).fillColor(COLORS.muted);
    doc.text(frame.footer, margins.left, footerY, { width: innerWidth * 0.75, align: 'left', lineBreak: false });
    doc.text(frame.page(i - range.start + 1, range.count), margins.left, footerY, {
      width: innerWidth,
      align: 'right',
      lineBreak: false,
    });

    frame.onPage?.();
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * Header (contract id), footer (page n of total, document hash) and, on previews, a diagonal mark,
 * drawn on every buffered page once the total is known.
 */
export function decoratePages(
  doc: PdfDoc,
  options: {
    contractId: string;
    sha256: string | null;
    mark: PreviewMark | null;
    labels: DocumentLabels;
    testMode: boolean;
  },
): void {
  const { labels, mark } = options;
  frameEveryPage(doc, {
    testMode: options.testMode ? labels.testMode : null,
    header: labels.contract(options.contractId),
    footer: options.sha256 ? `SHA-256: ${options.sha256}` : labels.unsignedDocument,
    page: labels.page,
    onPage: mark ? () => drawPreviewMark(doc, labels.marks[mark]) : undefined,
  });
}

const MARK_ANGLE = 40;

/** Diagonal across the page, as large as fits: 96 pt for 'BORRADOR', smaller for longer marks. */
function drawPreviewMark(doc: PdfDoc, mark: string): void {
  const { width, height } = doc.page;
  const radians = (MARK_ANGLE * Math.PI) / 180;
  // The longest text whose slanted extent stays within 85% of the page in both directions.
  const fits = Math.min((0.85 * width) / Math.cos(radians), (0.85 * height) / Math.sin(radians));
  doc.save();
  doc.rotate(-MARK_ANGLE, { origin: [width / 2, height / 2] });
  doc.font(FONT.bold).fontSize(96);
  const size = Math.min(96, (96 * fits) / doc.widthOfString(mark));
  doc.fontSize(size).fillColor(COLORS.watermark).opacity(0.45);
  doc.text(mark, (width - doc.widthOfString(mark)) / 2, height / 2 - size / 2, { lineBreak: false });
  doc.restore();
  doc.opacity(1);
}
