import type { TextLanguage } from './language';

/**
 * Free text has one value per language where the company gives one (docs/product.md#signer-powers): the Catalan or
 * English version of a field travels in the data under this key, and the text in that language prints it.
 */
export const translatedFieldKey = (fieldId: string, language: Exclude<TextLanguage, 'es'>) => `${fieldId}__${language}`;

/** What follows a Spanish text printed as written in a Catalan contract or the English translation. */
export const UNTRANSLATED_NOTE: Record<Exclude<TextLanguage, 'es'>, string> = {
  ca: '(text en castellà)',
  en: '(text in Spanish)',
};
