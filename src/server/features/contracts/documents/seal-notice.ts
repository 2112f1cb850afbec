import QRCode from 'qrcode';

import { COLORS, FONT, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import type { SealNotice } from './contract-model';
import type { DocumentLabels } from './document-labels';

const QR_SIZE = 78;

/**
 * The evidence page's last block: which certificate sealed this PDF, its fingerprint, and where anyone can
 * check the file (a link and its QR code). docs/product.md §5.5.
 */
export function drawSealNotice(doc: PdfDoc, seal: SealNotice, labels: DocumentLabels): void {
  const t = labels.seal;
  const { margins, width } = doc.page;
  const innerWidth = width - margins.left - margins.right;
  if (doc.y + QR_SIZE + 40 > doc.page.height - margins.bottom) doc.addPage();
  const x = margins.left;
  doc
    .moveTo(x, doc.y)
    .lineTo(x + innerWidth, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.5);
  const top = doc.y;
  drawQrCode(doc, seal.verifyUrl, x + innerWidth - QR_SIZE, top);
  const textWidth = innerWidth - QR_SIZE - 16;
  doc.font(FONT.bold).fontSize(SIZES.body).fillColor(COLORS.text).text(t.heading, x, top, { width: textWidth });
  doc.moveDown(0.2);
  doc
    .font(FONT.regular)
    .fontSize(SIZES.small)
    .fillColor(COLORS.text)
    .text(`${t.sealedWith(seal.subject, seal.fingerprint)} ${t.kind(seal.selfSigned)}`, { width: textWidth });
  doc.moveDown(0.2);
  doc
    .fillColor(COLORS.muted)
    .text(t.howToCheck, { width: textWidth, continued: true })
    .fillColor(COLORS.brand)
    .text(seal.verifyUrl, { link: seal.verifyUrl, underline: true, continued: true })
    .fillColor(COLORS.muted)
    .text(t.orScan, { underline: false });
  doc.y = Math.max(doc.y, top + QR_SIZE) + 4;
  doc.x = x;
}

/** The QR code as vector squares (one per run of dark modules): crisp in print, nothing to embed. */
function drawQrCode(doc: PdfDoc, text: string, x: number, y: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = QR_SIZE / (modules.size + quiet * 2);
  doc.save();
  doc.rect(x, y, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      doc.rect(x + (quiet + col) * cell, y + (quiet + row) * cell, (end - col + 1) * cell, cell);
      col = end;
    }
  }
  doc.fill(COLORS.text);
  doc.restore();
  doc.link(x, y, QR_SIZE, QR_SIZE, text);
}
