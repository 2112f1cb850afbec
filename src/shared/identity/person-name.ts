// Is the payer a statement names one of the contract's buyers? Banks write names in capitals, without accents, with
// the surnames first or cut short, and a joint account names two people: the words are compared as sets, ignoring
// accents, case, punctuation, order and particles (docs/product.md §6 "Bank statements").

const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'i', 'e', 'and', 'da', 'dos', 'van', 'von']);

/** The significant words of a name: "José Muñoz-Pérez y Cía." → ["jose", "munoz", "perez", "cia"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9ñç]+/u)
    .filter((word) => word !== '' && !PARTICLES.has(word));
}

/**
 * True when the payer is the buyer: every word of the buyer's name appears in the payer's (a joint account, a longer
 * form), or the payer's words, at least two of them, are all in the buyer's name (a bank that leaves out the second
 * surname). "GARCIA LOPEZ ANA" is Ana García López; "ANA" alone or "PERE SOLA" is not.
 */
export function payerIsPerson(payer: string, person: string): boolean {
  const payerWords = new Set(nameWords(payer));
  const personWords = new Set(nameWords(person));
  if (payerWords.size === 0 || personWords.size === 0) return false;
  const personInPayer = [...personWords].every((word) => payerWords.has(word));
  const payerInPerson = payerWords.size >= 2 && [...payerWords].every((word) => personWords.has(word));
  return personInPayer || payerInPerson;
}
