// Typography of the contract PDF. The standard Helvetica faces are WinAnsi-encoded, which covers every
// Spanish letter, ¿ ¡ º ª and the euro sign, so no font file has to be shipped or embedded.
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

export const COLORS = {
  text: '#1c1c1c',
  muted: '#6b6b6b',
  rule: '#c8c8c8',
  brand: '#1f3a2e',
  watermark: '#d9d9d9',
  /** What must not be missed (the courtesy translation's 'not binding'). */
  warning: '#b45309',
} as const;

export const SIZES = { title: 15, heading: 11.5, body: 10.5, small: 8.5, tiny: 7.5 } as const;

/** A4 in points with generous margins: header and footer live inside the top and bottom margins. */
export const PAGE = { size: 'A4', margins: { top: 72, bottom: 68, left: 64, right: 64 } } as const;

export type PdfDoc = PDFKit.PDFDocument;
