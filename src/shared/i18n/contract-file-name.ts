import type { Locale } from './locales';

// The contract's PDF is named in its reader's language: a Catalan or English buyer keeps no Spanish file name
// (docs/product.md §11.2).
const WORD: Record<Locale, string> = { es: 'contrato', ca: 'contracte', en: 'contract' };

/** `contrato-1a2b3c4d.pdf`, `contracte-1a2b3c4d.pdf`, `contract-1a2b3c4d.pdf`. */
export const contractPdfFileName = (contractId: string, locale: Locale = 'es'): string =>
  `${WORD[locale]}-${contractId.slice(0, 8)}.pdf`;

// A property's information sheets are attached in every language the contract is read in, each named in its own:
// `ficha-12-piso-…`, `fitxa-12-pis-…` or `information-sheet-12-flat-…` (properties/information-sheet.ts), and keep
// that name for every reader — a Catalan sheet is never given an English name (docs/product.md#each-readers-documents).
// The floor plan, a drawing with no words of a language, is downloaded under a name in the reader's.
const FLOOR_PLAN_WORDS: Record<Locale, string> = { es: 'plano', ca: 'planol', en: 'floor-plan' };
const SHEET_NAME = /^(ficha|fitxa|information-sheet|plano|planol|floor-plan)-(\d+)-.*\.pdf$/;

/** The attachment's name for this reader: a floor plan renamed in their language, anything else as is. */
export function attachmentFileName(filename: string, locale: Locale): string {
  const match = SHEET_NAME.exec(filename);
  if (!match) return filename;
  const floorPlan = ['plano', 'planol', 'floor-plan'].includes(match[1]!);
  if (!floorPlan) return filename;
  const localized = `${FLOOR_PLAN_WORDS[locale]}-${match[2]}`;
  // In the reader's own language already: the whole name, slug included, is theirs.
  return filename.startsWith(`${localized}-`) ? filename : `${localized}.pdf`;
}
