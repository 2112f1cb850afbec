import { formatDateTime } from '#shared/format/dates.ts';
import { COLORS, FONT, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import type { DocumentSigner } from './contract-model';
import type { DocumentLabels } from './document-labels';

const BLOCK_HEIGHT = 150;
const IMAGE_BOX = { width: 190, height: 80 } as const;
const GAP = 24;

/** "FIRMAS": the seller's block and one per buyer, two per row, each with its drawn signature. */
export function drawSignatureBlocks(
  doc: PdfDoc,
  seller: DocumentSigner,
  buyers: readonly DocumentSigner[],
  labels: DocumentLabels,
): void {
  const { margins, width } = doc.page;
  const columnWidth = (width - margins.left - margins.right - GAP) / 2;
  ensureSpace(doc, BLOCK_HEIGHT + 40);
  doc.moveDown(1.5);
  doc
    .font(FONT.bold)
    .fontSize(SIZES.heading)
    .fillColor(COLORS.text)
    .text(labels.signatures, margins.left, doc.y, { align: 'center', width: width - margins.left - margins.right });
  doc.moveDown(0.8);

  const blocks = [seller, ...buyers];
  for (let i = 0; i < blocks.length; i += 2) {
    ensureSpace(doc, BLOCK_HEIGHT);
    const top = doc.y;
    blocks
      .slice(i, i + 2)
      .forEach((signer, column) =>
        drawBlock(doc, signer, margins.left + column * (columnWidth + GAP), top, columnWidth, labels),
      );
    doc.y = top + BLOCK_HEIGHT;
    doc.x = margins.left;
  }
}

function ensureSpace(doc: PdfDoc, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawBlock(
  doc: PdfDoc,
  signer: DocumentSigner,
  x: number,
  top: number,
  width: number,
  labels: DocumentLabels,
): void {
  doc.font(FONT.bold).fontSize(SIZES.small).fillColor(COLORS.muted).text(signer.role, x, top, { width });
  const imageTop = top + 16;
  if (signer.signature) {
    doc.image(signer.signature, x, imageTop, { fit: [IMAGE_BOX.width, IMAGE_BOX.height] });
  } else if (signer.signedAt) {
    doc
      .font(FONT.italic)
      .fontSize(SIZES.body)
      .fillColor(COLORS.brand)
      .text(labels.signedElectronically, x, imageTop + IMAGE_BOX.height / 2 - 6, { width });
  }
  const lineY = imageTop + IMAGE_BOX.height + 4;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
  doc
    .font(FONT.bold)
    .fontSize(SIZES.body)
    .fillColor(COLORS.text)
    .text(signer.name || '__________', x, lineY + 6, { width });
  const lines = [
    signer.capacity ? signer.capacity.position : null,
    signer.onBehalfOf ? labels.onBehalfOf(signer.onBehalfOf) : null,
    signer.signedAt ? labels.signedOn(formatDateTime(signer.signedAt)) : labels.pendingSignature,
  ].filter((line): line is string => line !== null);
  doc
    .font(FONT.regular)
    .fontSize(SIZES.small)
    .fillColor(COLORS.muted)
    .text(lines.join('\n'), x, doc.y + 1, { width });
}
