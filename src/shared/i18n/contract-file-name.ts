import type { Locale } from './locales';

// The contract's PDF is named in its reader's language: a Catalan or English buyer keeps no Spanish file name
// (docs/product.md §11.2).
const WORD: Record<Locale, string> = { es: 'contrato', ca: 'contracte', en: 'contract' };

/** `contrato-1a2b3c4d.pdf`, `contracte-1a2b3c4d.pdf`, `contract-1a2b3c4d.pdf`. */
export const contractPdfFileName = (contractId: string, locale: Locale = 'es'): string =>
  `${WORD[locale]}-${contractId.slice(0, 8)}.pdf`;

// A property's information sheet and floor plan are attached in the contract's language, named
// `ficha-12-piso-…`, `fitxa-12-pis-…` or `information-sheet-12-flat-…` (properties/information-sheet.ts); a buyer who
// reads another language downloads them under a name in theirs, without the other language's slug.
const SHEET_WORDS: Record<Locale, { sheet: string; floorPlan: string }> = {
  es: { sheet: 'ficha', floorPlan: 'plano' },
  ca: { sheet: 'fitxa', floorPlan: 'planol' },
  en: { sheet: 'information-sheet', floorPlan: 'floor-plan' },
};
const SHEET_NAME = /^(ficha|fitxa|information-sheet|plano|planol|floor-plan)-(\d+)-.*\.pdf$/;

/** The attachment's name for this reader: a property sheet or plan renamed in their language, anything else as is. */
export function attachmentFileName(filename: string, locale: Locale): string {
  const match = SHEET_NAME.exec(filename);
  if (!match) return filename;
  const floorPlan = ['plano', 'planol', 'floor-plan'].includes(match[1]!);
  const words = SHEET_WORDS[locale];
  const localized = `${floorPlan ? words.floorPlan : words.sheet}-${match[2]}`;
  // In the reader's own language already: the whole name, slug included, is theirs.
  return filename.startsWith(`${localized}-`) ? filename : `${localized}.pdf`;
}
