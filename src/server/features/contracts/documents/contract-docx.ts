import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';

import { VERSION_HEADINGS } from '#shared/contract-types/bilingual.ts';
import { formatDateTime } from '#shared/format/dates.ts';

import type { ContractDocument, DocumentParagraph, DocumentSigner } from './contract-model';
import { documentLabels, signingDateLine, type DocumentLabels } from './document-labels';

// Editable export of the filled template (settings export_formats). The PDF stays the signed
// original; this copy is for lawyers and notaries who want to work on the text.

const FONT = 'Calibri';
const BODY_SIZE = 22; // half-points: 11 pt

function paragraphOf({ kind, text }: DocumentParagraph): Paragraph {
  if (kind === 'heading') {
    return new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 240, after: 160 },
      children: [new TextRun({ text, bold: true, font: FONT, size: 24 })],
    });
  }
  if (kind === 'clause') {
    return new Paragraph({
      spacing: { before: 160, after: 80 },
      children: [new TextRun({ text, bold: true, font: FONT, size: BODY_SIZE })],
    });
  }
  return new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: 160, line: 300 },
    children: [new TextRun({ text, font: FONT, size: BODY_SIZE })],
  });
}

function signatureParagraphs(signer: DocumentSigner, labels: DocumentLabels): Paragraph[] {
  const status = signer.signedAt ? labels.signedOn(formatDateTime(signer.signedAt)) : labels.pendingSignature;
  return [
    new Paragraph({
      spacing: { before: 240 },
      children: [new TextRun({ text: signer.role, bold: true, font: FONT, size: 18 })],
    }),
    ...(signer.signature
      ? [
          new Paragraph({
            children: [
              new ImageRun({ type: 'png', data: signer.signature, transformation: { width: 200, height: 100 } }),
            ],
          }),
        ]
      : []),
    new Paragraph({
      children: [new TextRun({ text: signer.name || '__________', bold: true, font: FONT, size: BODY_SIZE })],
    }),
    ...(signer.onBehalfOf
      ? [
          new Paragraph({
            children: [new TextRun({ text: labels.onBehalfOf(signer.onBehalfOf), font: FONT, size: 18 })],
          }),
        ]
      : []),
    new Paragraph({ children: [new TextRun({ text: status, font: FONT, size: 18, color: '6B6B6B' })] }),
  ];
}

/** A bilingual draft's copy, after the binding text, under its heading (as in the PDF). */
function copyParagraphsOf({ copy }: ContractDocument): Paragraph[] {
  if (!copy) return [];
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      pageBreakBefore: true,
      spacing: { after: 200 },
      children: [new TextRun({ text: VERSION_HEADINGS[copy.language].copy, bold: true, font: FONT, size: 24 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 320 },
      children: [new TextRun({ text: copy.title, bold: true, font: FONT, size: 30 })],
    }),
    ...copy.paragraphs.map(paragraphOf),
  ];
}

export async function renderContractDocx(document: ContractDocument): Promise<Buffer> {
  const labels = documentLabels(document.language);
  const dateLine = signingDateLine(document);
  const [pageWord = '', ofWord = ''] = labels.page(0, 0).split(' 0 ');
  const doc = new Document({
    title: document.title,
    creator: document.seller.onBehalfOf ?? '',
    styles: { default: { document: { run: { font: FONT, size: BODY_SIZE } } } },
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new TextRun({
                    text: `${labels.contract(document.id)}${document.draft ? ` — ${labels.marks.draft}` : ''}`,
                    font: FONT,
                    size: 16,
                    color: '6B6B6B',
                  }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: [`${pageWord} `, PageNumber.CURRENT, ` ${ofWord} `, PageNumber.TOTAL_PAGES],
                    font: FONT,
                    size: 16,
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            spacing: { after: dateLine === null ? 320 : 120 },
            children: [new TextRun({ text: document.title, bold: true, font: FONT, size: 30 })],
          }),
          ...(dateLine === null
            ? []
            : [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  spacing: { after: 320 },
                  children: [new TextRun({ text: dateLine, font: FONT, size: BODY_SIZE })],
                }),
              ]),
          ...document.paragraphs.map(paragraphOf),
          ...copyParagraphsOf(document),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 360 },
            children: [new TextRun({ text: labels.signatures, bold: true, font: FONT, size: 24 })],
          }),
          ...[document.seller, ...document.buyers].flatMap((signer) => signatureParagraphs(signer, labels)),
          ...(document.sha256
            ? [
                new Paragraph({
                  spacing: { before: 360 },
                  children: [
                    new TextRun({
                      text: `${labels.evidence.sha256}: ${document.sha256}`,
                      font: FONT,
                      size: 16,
                      color: '6B6B6B',
                    }),
                  ],
                }),
              ]
            : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
