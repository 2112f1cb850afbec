import type { Locale } from './locales';

// The contract's PDF is named in its reader's language: a Catalan or English buyer keeps no Spanish file name
// (docs/product.md §11.2).
const WORD: Record<Locale, string> = { es: 'contrato', ca: 'contracte', en: 'contract' };

/** `contrato-1a2b3c4d.pdf`, `contracte-1a2b3c4d.pdf`, `contract-1a2b3c4d.pdf`. */
export const contractPdfFileName = (contractId: string, locale: Locale = 'es'): string =>
  `${WORD[locale]}-${contractId.slice(0, 8)}.pdf`;
