/** "ES9121000418" → "ES91 2100 0418": the paper form of IBANs and creditor references. */
export function groupsOfFour(s: string): string {
  return s.replace(/(.{4})(?=.)/g, '$1 ');
}
