import { COLORS, FONT, SIZES, type PdfDoc } from './theme';

/**
 * Header (contract id), footer (page n of total, document hash) and, on drafts, a 'BORRADOR' mark,
 * drawn on every buffered page once the total is known.
 */
export function decoratePages(doc: PdfDoc, options: { contractId: string; sha256: string | null; draft: boolean }): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height, margins } = doc.page;
    // Writing inside the margins must not trigger pdfkit's automatic page break.
    const bottomMargin = margins.bottom;
    doc.page.margins.bottom = 0;
    const innerWidth = width - margins.left - margins.right;

    doc.font(FONT.regular).fontSize(SIZES.tiny).fillColor(COLORS.muted);
    doc.text(`Contrato ${options.contractId}`, margins.left, 36, { width: innerWidth, align: 'left', lineBreak: false });
    doc
      .moveTo(margins.left, 50)
      .lineTo(width - margins.right, 50)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();

    const footerY = height - 44;
    const hash = options.sha256 ? `SHA-256: ${options.sha256}` : 'Documento no firmado';
    doc.text(hash, margins.left, footerY, { width: innerWidth * 0.75, align: 'left', lineBreak: false });
    doc.text(`Página ${i - range.start + 1} de ${range.count}`, margins.left, footerY, {
      width: innerWidth,
      align: 'right',
      lineBreak: false,
    });

    if (options.draft) drawDraftMark(doc);
    doc.page.margins.bottom = bottomMargin;
  }
}

function drawDraftMark(doc: PdfDoc): void {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-40, { origin: [width / 2, height / 2] });
  doc.font(FONT.bold).fontSize(96).fillColor(COLORS.watermark).opacity(0.45);
  doc.text('BORRADOR', 0, height / 2 - 48, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.opacity(1);
}
