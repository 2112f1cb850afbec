import { maskDni } from '../../../shared/identity/dni';
import { formatDateTime } from '../../../shared/format/dates';
import type { ContractDocument, DocumentSigner } from '../documents/contract-model';
import { COLORS, FONT, SIZES, type PdfDoc } from './theme';

const LABEL_WIDTH = 110;

/**
 * The evidence record: who signed, from where and when, and the hash that ties every signature to
 * exactly this text. It records; it does not certify (no trust service stands behind it). Anyone can recompute the SHA-256 of the frozen text to check it.
 */
export function drawCertificatePage(doc: PdfDoc, document: ContractDocument): void {
  doc.addPage();
  const { margins, width } = doc.page;
  const innerWidth = width - margins.left - margins.right;
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.brand).text('Registro de evidencias de firma', { align: 'center', width: innerWidth });
  doc.moveDown(0.6);
  doc
    .font(FONT.regular)
    .fontSize(SIZES.small)
    .fillColor(COLORS.muted)
    .text(
      'Este registro recoge las evidencias de las firmas electrónicas manuscritas del documento. Cada firmante accedió mediante un ' +
        'enlace personal y su firma quedó vinculada al texto identificado por la huella SHA-256 indicada, que no puede ' +
        'modificarse sin que la huella cambie. Fechas y horas en hora de Madrid (Europe/Madrid).',
      { align: 'justify', width: innerWidth },
    );
  doc.moveDown(1);
  row(doc, 'Contrato', document.id);
  row(doc, 'Título', document.title);
  row(doc, 'Texto fijado el', document.frozenAt ? formatDateTime(document.frozenAt) : '—');
  row(doc, 'SHA-256 del documento', document.sha256 ?? '—', FONT.bold);
  doc.moveDown(0.8);

  for (const signer of [document.seller, ...document.buyers]) signerSection(doc, signer, innerWidth);
}

function signerSection(doc: PdfDoc, signer: DocumentSigner, innerWidth: number): void {
  if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const x = doc.page.margins.left;
  doc.moveTo(x, doc.y).lineTo(x + innerWidth, doc.y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(SIZES.body).fillColor(COLORS.text).text(`${signer.role}: ${signer.name}`, x, doc.y, { width: innerWidth });
  doc.moveDown(0.2);
  row(doc, 'DNI/NIE', signer.dni ? maskDni(signer.dni) : '—');
  row(doc, 'Email', signer.email || '—');
  if (signer.capacity) {
    row(doc, 'Cargo', signer.capacity.position);
    row(doc, 'Poderes', signer.capacity.powers || '—');
  }
  row(doc, 'Estado', signer.signedAt ? 'Firmado' : 'Pendiente de firma');
  row(doc, 'Fecha y hora', signer.signedAt ? `${formatDateTime(signer.signedAt)} (Europe/Madrid)` : '—');
  row(doc, 'Dirección IP', signer.ip ?? '—');
  row(doc, 'Navegador', signer.userAgent ?? '—');
  if (signer.emailCodeVerifiedAt) row(doc, 'Código por email', `Verificado el ${formatDateTime(signer.emailCodeVerifiedAt)} (Europe/Madrid)`);
  doc.moveDown(0.6);
}

function row(doc: PdfDoc, label: string, value: string, valueFont: string = FONT.regular): void {
  const x = doc.page.margins.left;
  const valueWidth = doc.page.width - doc.page.margins.right - x - LABEL_WIDTH;
  const top = doc.y;
  doc.font(FONT.bold).fontSize(SIZES.small).fillColor(COLORS.muted).text(label, x, top, { width: LABEL_WIDTH - 8 });
  const labelBottom = doc.y;
  doc.font(valueFont).fontSize(SIZES.small).fillColor(COLORS.text).text(value, x + LABEL_WIDTH, top, { width: valueWidth });
  doc.y = Math.max(doc.y, labelBottom) + 2;
  doc.x = x;
}
