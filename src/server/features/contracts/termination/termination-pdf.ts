// The termination agreement as a PDF (docs/product.md#mutual-agreement): the binding text (and its copy), then, for an
// English reader, the courtesy text marked as not binding; then who signed and when, with the agreement's fingerprint.
// Drawn from the frozen text in the trail, so every download says the same.
import PDFDocument from 'pdfkit';

import type { TextLanguage } from '#shared/contract-types/language.ts';
import { COLORS, FONT, PAGE, SIZES } from '#server/lib/pdf/theme.ts';

import { drawParagraph } from '../documents/contract-pdf';
import { frameEveryPage } from '../documents/page-decorations';
import type { TerminationState } from './termination-state';

const LABELS: Record<
  TextLanguage,
  {
    signatures: string;
    company: string;
    buyer: string;
    pending: string;
    paper: string;
    fingerprint: string;
    page: (n: number, t: number) => string;
    courtesy: string;
  }
> = {
  es: {
    signatures: 'FIRMAS',
    company: 'LA PARTE VENDEDORA',
    buyer: 'LA PARTE COMPRADORA',
    pending: 'pendiente de firma',
    paper: 'Firmado en papel por todas las partes; copia subida con la huella',
    fingerprint: 'Huella digital (SHA-256) del acuerdo',
    page: (n, t) => `Página ${n} de ${t}`,
    courtesy: '',
  },
  ca: {
    signatures: 'SIGNATURES',
    company: 'LA PART VENEDORA',
    buyer: 'LA PART COMPRADORA',
    pending: 'pendent de signatura',
    paper: 'Signat en paper per totes les parts; còpia pujada amb l’empremta',
    fingerprint: 'Empremta digital (SHA-256) de l’acord',
    page: (n, t) => `Pàgina ${n} de ${t}`,
    courtesy: '',
  },
  en: {
    signatures: 'SIGNATURES',
    company: 'THE SELLER',
    buyer: 'THE BUYER',
    pending: 'not signed yet',
    paper: 'Signed on paper by every party; copy uploaded with the fingerprint',
    fingerprint: 'SHA-256 fingerprint of the agreement',
    page: (n, t) => `Page ${n} of ${t}`,
    courtesy: 'Courtesy translation — not binding: the agreement the parties sign is the text above.',
  },
};

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

export async function renderTerminationPdf(contractId: string, state: TerminationState): Promise<Buffer> {
  const binding = (state.texts[0]?.language ?? 'es') as TextLanguage;
  const labels = LABELS[binding];
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true,
    info: { Title: state.texts[0]?.title ?? 'Acuerdo de resolución', Subject: `Contrato ${contractId}` },
    lang: binding === 'ca' ? 'ca-ES' : 'es-ES',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  state.texts.forEach((text, index) => {
    if (index > 0) doc.addPage();
    if (text.language === state.courtesy) {
      doc.font(FONT.bold).fontSize(SIZES.small).fillColor(COLORS.warning).text(LABELS.en.courtesy, { width });
      doc.moveDown(1);
    }
    doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.text).text(text.title, { align: 'center', width });
    doc.moveDown(1);
    for (const paragraph of text.paragraphs) drawParagraph(doc, { kind: 'paragraph', text: paragraph }, width);
  });
  doc.moveDown(1);
  drawParagraph(doc, { kind: 'clause', text: labels.signatures }, width);
  for (const party of state.parties) {
    const who =
      party.party === 'company'
        ? `${labels.company}: ${state.company_signer ? `${state.company_signer.name} (DNI ${state.company_signer.dni}${state.company_signer.position ? `, ${state.company_signer.position}` : ''})` : ''}`
        : `${labels.buyer} (${party.buyer_order}): ${party.name}`;
    drawParagraph(
      doc,
      { kind: 'paragraph', text: `${who} — ${party.signed_at ? when(party.signed_at) : labels.pending}` },
      width,
    );
  }
  if (state.paper) drawParagraph(doc, { kind: 'paragraph', text: `${labels.paper}: ${state.paper.sha256}` }, width);
  drawParagraph(doc, { kind: 'paragraph', text: `${labels.fingerprint}: ${state.sha256}` }, width);
  frameEveryPage(doc, {
    header: state.texts[0]?.title ?? '',
    footer: `${contractId}`,
    page: labels.page,
  });
  doc.end();
  return finished;
}
