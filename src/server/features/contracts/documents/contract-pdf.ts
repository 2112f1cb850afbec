import PDFDocument from 'pdfkit';
import sharp from 'sharp';

import { VERSION_HEADINGS } from '#shared/contract-types/bilingual.ts';
import { COLORS, FONT, PAGE, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import { drawCertificatePage } from './certificate-page';
import type { ContractDocument, DocumentParagraph, DocumentSigner } from './contract-model';
import { documentLabels, signingDateLine } from './document-labels';
import { decoratePages, previewMark } from './page-decorations';
import { reviewKeyword } from './review-keyword';
import { drawSealNotice } from './seal-notice';
import { drawSignatureBlocks } from './signature-blocks';

/**
 * The contract as an A4 PDF: text (a bilingual contract's binding version, then its copy from a new page, each
 * under its heading), signature blocks and, once frozen, the evidence page. Until every party
 * has signed it is a preview marked 'BORRADOR' or 'PENDIENTE DE FIRMAS'; the final one also names its seal.
 */
export async function renderContractPdf(document: ContractDocument): Promise<Buffer> {
  const buyers = await Promise.all(document.buyers.map(flattenSignature));
  const labels = documentLabels(document.language);
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true,
    info: {
      Title: document.title,
      Subject: labels.contract(document.id),
      Author: document.seller.onBehalfOf ?? '',
      // A copy made before the seal names its frozen text, so /verificar recognises it (docs/product.md#review-copies).
      ...(document.sha256 ? { Keywords: reviewKeyword(document.sha256) } : {}),
    },
    lang: document.language === 'ca' ? 'ca-ES' : 'es-ES',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const mark = previewMark(document);
  drawBody(doc, document, mark === null ? null : labels.banners[mark]);
  drawSignatureBlocks(doc, document.seller, buyers, labels);
  if (!document.draft) drawCertificatePage(doc, document);
  if (document.seal) drawSealNotice(doc, document.seal, labels);
  decoratePages(doc, {
    contractId: document.id,
    sha256: document.sha256,
    mark,
    labels,
    testMode: document.testMode,
  });
  doc.end();
  return finished;
}

function drawBody(doc: PdfDoc, document: ContractDocument, banner: string | null): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  if (banner) {
    doc.font(FONT.bold).fontSize(SIZES.small).fillColor('#b45309').text(banner, { align: 'center', width });
    doc.moveDown(0.6);
  }
  if (document.copy) versionHeading(doc, VERSION_HEADINGS[document.language].binding, width);
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.text).text(document.title, { align: 'center', width });
  const dateLine = signingDateLine(document);
  if (dateLine !== null) {
    doc.moveDown(0.3);
    doc.font(FONT.regular).fontSize(SIZES.body).fillColor(COLORS.text).text(dateLine, { align: 'center', width });
  }
  doc.moveDown(1);
  for (const paragraph of document.paragraphs) drawParagraph(doc, paragraph, width);
  const { copy } = document;
  if (!copy) return;
  doc.addPage();
  versionHeading(doc, VERSION_HEADINGS[copy.language].copy, width);
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.text).text(copy.title, { align: 'center', width });
  doc.moveDown(1);
  for (const paragraph of copy.paragraphs) drawParagraph(doc, paragraph, width);
}

/** "Versió catalana (text que prevaleix)", "Versión en castellano": which text this is, above its title. */
function versionHeading(doc: PdfDoc, text: string, width: number): void {
  doc.font(FONT.bold).fontSize(SIZES.heading).fillColor(COLORS.brand).text(text, { align: 'center', width });
  doc.moveDown(0.6);
}

export function drawParagraph(doc: PdfDoc, paragraph: DocumentParagraph, width: number): void {
  switch (paragraph.kind) {
    case 'heading':
      doc.moveDown(0.4);
      doc
        .font(FONT.bold)
        .fontSize(SIZES.heading)
        .fillColor(COLORS.text)
        .text(paragraph.text, { align: 'center', width });
      doc.moveDown(0.5);
      return;
    case 'clause':
      doc.moveDown(0.2);
      doc.font(FONT.bold).fontSize(SIZES.body).fillColor(COLORS.text).text(paragraph.text, { align: 'left', width });
      doc.moveDown(0.3);
      return;
    default:
      doc
        .font(FONT.regular)
        .fontSize(SIZES.body)
        .fillColor(COLORS.text)
        .text(paragraph.text, { align: 'justify', width, lineGap: 2.5 });
      doc.moveDown(0.6);
  }
}

/**
 * Signatures arrive as RGBA PNGs; laid on white and reduced to one grey channel they embed without
 * pdfkit having to split an alpha channel, which is most of the rendering time otherwise.
 */
async function flattenSignature(signer: DocumentSigner): Promise<DocumentSigner> {
  if (!signer.signature) return signer;
  const signature = await sharp(signer.signature)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { ...signer, signature };
}
