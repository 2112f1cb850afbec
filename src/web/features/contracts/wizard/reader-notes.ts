import type { ContractTypeDefinition } from '#shared/contract-types/index.ts';
import type { ContractLanguage } from '#shared/contract-types/language.ts';
import type { Locale } from '#shared/i18n/locales.ts';

// What each buyer will read, said to the administrator in Spanish (docs/product.md#wizard-readers): the contract's
// language, the copy in the other language, and the English courtesy translation.

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'castellano', ca: 'catalán', en: 'inglés' };

/** The text signed is one language; a buyer reading another is told what they get, and the owner what to offer. */
export function readerNote(
  buyerLanguage: Locale,
  contractLanguage: ContractLanguage,
  copyLanguage: ContractLanguage | null,
): string {
  const contract = LANGUAGE_NAMES[contractLanguage];
  if (buyerLanguage === 'en') {
    return `Este comprador lee inglés: recibirá la traducción de cortesía; el texto que firma y que vale es el ${contract}.`;
  }
  if (buyerLanguage === contractLanguage) return `Leerá el contrato en ${contract}.`;
  const own = LANGUAGE_NAMES[buyerLanguage];
  if (copyLanguage === buyerLanguage) {
    return `Este comprador lee ${own}: firmará el contrato en ${contract} junto con la copia en ${own}.`;
  }
  return buyerLanguage === 'ca'
    ? `Este comprador lee catalán: el contrato está en ${contract}. Tiene derecho a él en catalán: elige catalán como idioma del contrato o añade la copia en catalán.`
    : `Este comprador lee ${own}: el contrato está en ${contract}. Puedes añadir la copia en ${own}.`;
}

/** The copy's choices: none, or the language the contract is not written in. */
export function copyLanguageOptions(contractLanguage: ContractLanguage) {
  const other: ContractLanguage = contractLanguage === 'es' ? 'ca' : 'es';
  return [
    { value: '', label: 'Sin copia' },
    { value: other, label: other === 'ca' ? 'Catalán' : 'Castellano' },
  ];
}

/**
 * The owner's own prose (a textarea, or the representative's powers) that goes word for word into a text in another
 * language than the one it was typed in: the Catalan contract, the copy or the English courtesy translation. Defaults
 * the type provides in each language are not listed; an empty field neither.
 */
export function freeTextsToTranslate(
  type: ContractTypeDefinition,
  values: Record<string, string>,
  languages: { contract: ContractLanguage; copy: ContractLanguage | null; buyers: readonly Locale[] },
): string[] {
  const otherLanguage =
    languages.contract !== 'es' || languages.copy !== null || languages.buyers.some((language) => language === 'en');
  if (!otherLanguage) return [];
  return type.fields
    .filter((field) => field.type === 'textarea' || FREE_TEXT_FIELDS.has(field.id))
    .filter((field) => {
      const value = values[field.id]?.trim() ?? '';
      return value !== '' && value !== String(field.default ?? '').trim();
    })
    .map((field) => field.label);
}

const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set(['facultades_representante']);
