import { isValidRfReference } from './rf-reference';

// Finding an ISO 11649 reference in a bank's free text: payers and banks write it in groups of four, in any case,
// and a statement may cut it across two concept fields. docs/product.md §6 "Bank statements".

const ALNUM_BEFORE = '(?<![0-9A-Za-z])';
const ALNUM_AFTER = '(?![0-9A-Za-z])';

/** Whether `text` carries `reference` (electronic form), spaces anywhere, any case, not inside a longer code. */
export function textCarriesReference(text: string, reference: string): boolean {
  const chars = reference.replace(/\s+/g, '').toUpperCase().split('');
  const pattern = new RegExp(`${ALNUM_BEFORE}${chars.join('\\s*')}${ALNUM_AFTER}`, 'i');
  return pattern.test(text);
}

const CANDIDATE = /(?<![0-9A-Za-z])R\s*F\s*\d\s*\d(?:\s*[0-9A-Za-z]){1,21}/gi;

/** The first valid RF reference in `text` (electronic form), or null: for reporting what a line referred to. */
export function findRfReference(text: string): string | null {
  for (const match of text.matchAll(CANDIDATE)) {
    const compact = match[0].replace(/\s+/g, '').toUpperCase();
    // The greedy match may have swallowed the next word: the longest prefix with valid check digits wins.
    for (let end = compact.length; end >= 5; end--) {
      if (isValidRfReference(compact.slice(0, end))) return compact.slice(0, end);
    }
  }
  return null;
}
