import { formatDateTime } from '#shared/format/dates.ts';
import { maskDni } from '#shared/identity/dni.ts';
import { COLORS, FONT, SIZES, type PdfDoc } from '#server/lib/pdf/theme.ts';

import type { ContractDocument, DocumentSigner } from './contract-model';
import { documentLabels, type DocumentLabels } from './document-labels';

const LABEL_WIDTH = 110;

/**
 * The evidence record: who signed, from where and when, and the hash that ties every signature to
 * exactly this text. It records; it does not certify (no trust service stands behind it). Anyone can recompute the SHA-256 of the frozen text to check it.
 */
export function drawCertificatePage(doc: PdfDoc, document: ContractDocument): void {
  doc.addPage();
  const { margins, width } = doc.page;
  const innerWidth = width - margins.left - margins.right;
  const labels = documentLabels(document.language);
  const t = labels.evidence;
  doc
    .font(FONT.bold)
    .fontSize(SIZES.title)
    .fillColor(COLORS.brand)
    .text(t.title, { align: 'center', width: innerWidth });
  doc.moveDown(0.6);
  doc
    .font(FONT.regular)
    .fontSize(SIZES.small)
    .fillColor(COLORS.muted)
    .text(document.seller.sharedAccount ? t.introSharedAccount : t.intro, { align: 'justify', width: innerWidth });
  doc.moveDown(1);
  row(doc, t.contract, document.id);
  row(doc, t.documentTitle, document.title);
  row(doc, t.frozenAt, document.frozenAt ? formatDateTime(document.frozenAt) : '—');
  row(doc, t.sha256, document.sha256 ?? '—', FONT.bold);
  if (document.courtesySha256) row(doc, t.courtesySha256, document.courtesySha256);
  doc.moveDown(0.8);

  for (const signer of [document.seller, ...document.buyers]) signerSection(doc, signer, innerWidth, labels);
}

function signerSection(doc: PdfDoc, signer: DocumentSigner, innerWidth: number, labels: DocumentLabels): void {
  const t = labels.evidence;
  if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const x = doc.page.margins.left;
  doc
    .moveTo(x, doc.y)
    .lineTo(x + innerWidth, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.4);
  doc
    .font(FONT.bold)
    .fontSize(SIZES.body)
    .fillColor(COLORS.text)
    .text(`${signer.role}: ${signer.name}`, x, doc.y, { width: innerWidth });
  doc.moveDown(0.2);
  row(doc, t.dni, signer.dni ? maskDni(signer.dni) : '—');
  row(doc, t.email, signer.email || '—');
  if (signer.sharedAccount) row(doc, t.sharedAccount, t.sharedAccountValue);
  if (signer.capacity) {
    row(doc, t.position, signer.capacity.position);
    row(doc, t.powers, signer.capacity.powers || '—');
  }
  row(doc, t.status, signer.signedAt ? t.signed : labels.pendingSignature);
  row(doc, t.dateTime, signer.signedAt ? t.atMadridTime(formatDateTime(signer.signedAt)) : '—');
  row(doc, t.ip, signer.ip ?? '—');
  row(doc, t.browser, signer.userAgent ?? '—');
  if (signer.linkHandedOver)
    row(doc, t.linkHandedOver, t.handedOverTo(signer.linkHandedOver.person, formatDateTime(signer.linkHandedOver.at)));
  if (signer.emailCodeVerifiedAt) row(doc, t.emailCode, t.verifiedOn(formatDateTime(signer.emailCodeVerifiedAt)));
  doc.moveDown(0.6);
}

function row(doc: PdfDoc, label: string, value: string, valueFont: string = FONT.regular): void {
  const x = doc.page.margins.left;
  const valueWidth = doc.page.width - doc.page.margins.right - x - LABEL_WIDTH;
  const top = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(SIZES.small)
    .fillColor(COLORS.muted)
    .text(label, x, top, { width: LABEL_WIDTH - 8 });
  const labelBottom = doc.y;
  doc
    .font(valueFont)
    .fontSize(SIZES.small)
    .fillColor(COLORS.text)
    .text(value, x + LABEL_WIDTH, top, { width: valueWidth });
  doc.y = Math.max(doc.y, labelBottom) + 2;
  doc.x = x;
}
