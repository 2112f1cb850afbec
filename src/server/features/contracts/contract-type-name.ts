import { getContractType } from '#shared/contract-types/index.ts';
import { localizedContractTypeName } from '#shared/i18n/contract-type-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/**
 * The type's name in a language: the contract's own (Spanish or Catalan, the names its templates carry) or a
 * buyer's (English has a name of its own for buyers, docs/product.md §11.2).
 */
export function contractTypeName(contractType: string, locale: Locale = 'es'): string {
  const type = getContractType(contractType);
  if (!type) return contractType;
  return localizedContractTypeName(contractType, { es: type.name, ca: type.name_ca }, locale);
}
