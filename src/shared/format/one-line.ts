/**
 * A single-line field (name, address, DNI, reference) keeps no line break: every run of whitespace, line
 * breaks included, becomes one space (docs/product.md#single-line-fields). Folding rather than refusing lets a
 * pasted address through, and a value can no longer open a paragraph of its own in the contract.
 */
export function foldToOneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
