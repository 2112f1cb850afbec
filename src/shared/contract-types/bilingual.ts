// A bilingual contract (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md): the binding text
// (contract_language) and its copy in the other language are one signed text. What is hashed and signed is both
// versions, each under its heading, the binding one first; each version says which one prevails.
import type { ContractLanguage } from './language';
import { joinParagraphs } from './template-format';

/** The heading of each version: the binding one says it prevails, in its own language. */
export const VERSION_HEADINGS: Readonly<Record<ContractLanguage, { binding: string; copy: string }>> = {
  ca: { binding: 'Versió catalana (text que prevaleix)', copy: 'Versió catalana' },
  es: { binding: 'Versión en castellano (texto que prevalece)', copy: 'Versión en castellano' },
};

/** The text hashed and signed for a bilingual contract: the binding version, then the copy, each under its heading. */
export function bilingualBody(
  binding: { language: ContractLanguage; body: string },
  copy: { language: ContractLanguage; body: string },
): string {
  return joinParagraphs([
    VERSION_HEADINGS[binding.language].binding,
    binding.body,
    VERSION_HEADINGS[copy.language].copy,
    copy.body,
  ]);
}
