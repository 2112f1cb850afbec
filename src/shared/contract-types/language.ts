// The language a contract is written in (docs/product.md §5.6): Spanish, or Catalan, which a consumer in
// Catalonia may demand (Codi de consum de Catalunya, art. 128-1; Llei 1/1998, art. 15). It is chosen per
// contract and is independent of the language of each buyer's pages and mails.
import { formatLongDate, madridDateParts, SPANISH_MONTHS, spanishMonthName } from '#shared/format/dates.ts';
import { deCa } from '#shared/i18n/catalan-elision.ts';

export const CONTRACT_LANGUAGES = ['es', 'ca'] as const;
export type ContractLanguage = (typeof CONTRACT_LANGUAGES)[number];
export const DEFAULT_CONTRACT_LANGUAGE: ContractLanguage = 'es';

/**
 * The languages a contract's text is rendered in: the binding ones, and English for the courtesy translation given
 * to English-reading buyers, which never binds (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md).
 */
export type TextLanguage = ContractLanguage | 'en';

export function isContractLanguage(value: unknown): value is ContractLanguage {
  return typeof value === 'string' && (CONTRACT_LANGUAGES as readonly string[]).includes(value);
}

export const COPY_LANGUAGE_ERROR =
  'El idioma de la copia (copy_language) debe ser es (castellano) o ca (catalán) y distinto del idioma del contrato';

/**
 * A bilingual contract (Llei 1/1998, art. 15: either party may have its text in Catalan or Spanish): the copy is the
 * other of the two languages. null when `copy` is a valid copy of a contract in `contract`, else the error.
 */
export function copyLanguageError(contract: ContractLanguage, copy: unknown): string | null {
  if (copy === null || copy === undefined) return null;
  return isContractLanguage(copy) && copy !== contract ? null : COPY_LANGUAGE_ERROR;
}

/** A stored copy language read safely: null unless it is the other contract language. */
export function copyLanguageOr(contract: ContractLanguage, copy: unknown): ContractLanguage | null {
  return copy !== null && copy !== undefined && copyLanguageError(contract, copy) === null
    ? (copy as ContractLanguage)
    : null;
}

/** A stored or received value read safely: anything unexpected is Spanish. */
export function contractLanguageOr(value: unknown): ContractLanguage {
  return isContractLanguage(value) ? value : DEFAULT_CONTRACT_LANGUAGE;
}

/**
 * The wizard's proposal: a first buyer who reads Catalan gets a Catalan contract; Spanish and English readers a
 * Spanish one (an English reader is told which language binds, as before).
 */
export function suggestedContractLanguage(firstBuyerLanguage: unknown): ContractLanguage {
  return firstBuyerLanguage === 'ca' ? 'ca' : 'es';
}

const CATALAN_MONTHS = [
  'gener',
  'febrer',
  'març',
  'abril',
  'maig',
  'juny',
  'juliol',
  'agost',
  'setembre',
  'octubre',
  'novembre',
  'desembre',
] as const;

/**
 * A stored month (always the Spanish name) as a Catalan date writes it after the day, with its preposition:
 * "de març", "d'abril". '' for anything that is not a month.
 */
export function catalanMonthWithPreposition(spanishMonth: string): string {
  const index = (SPANISH_MONTHS as readonly string[]).indexOf(spanishMonth.trim().toLowerCase());
  const month = CATALAN_MONTHS[index];
  if (month === undefined) return '';
  return deCa(month);
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A stored month (always the Spanish name) in English: "marzo" → "March"; '' for anything that is not a month. */
export function englishMonth(spanishMonth: string): string {
  const index = (SPANISH_MONTHS as readonly string[]).indexOf(spanishMonth.trim().toLowerCase());
  return ENGLISH_MONTHS[index] ?? '';
}

/**
 * An instant as the contract's language writes a date, in Madrid: "25 de noviembre de 2026", "1 d'abril de 2027"
 * (built like the template's dates, so the apostrophe is the same). '' for an invalid date.
 */
export function contractLongDate(date: Date, language: TextLanguage): string {
  if (language === 'es') return formatLongDate(date);
  const parts = madridDateParts(date);
  if (!parts) return '';
  const month = spanishMonthName(parts.month);
  // The English courtesy text: "14 December 2026".
  if (language === 'en') return `${parts.day} ${englishMonth(month)} ${parts.year}`;
  return `${parts.day} ${catalanMonthWithPreposition(month)} de ${parts.year}`;
}
