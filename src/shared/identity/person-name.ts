// Is the payer a statement names one of the contract's buyers (docs/product.md §6 "Bank statements", decision 042)?
// Banks write names in capitals, without accents, with the surnames first, sometimes without the second surname;
// a joint account names the buyers together. A namesake is not the buyer: every given name and the first surname
// must be there, and no word that is not a buyer's (another person's name, a company's legal form, "E HIJOS").

/** Joining words inside names (de la Fuente, Puig i Font) and courtesy titles (Mr, Sra.): never significant. */
const IGNORED = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'i',
  'e',
  'and',
  'da',
  'das',
  'do',
  'dos',
  'van',
  'von',
  'der',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'sr',
  'sra',
  'srta',
  'dna',
]);

/**
 * Words that make the payer a company or a group rather than a person: Spanish and Catalan legal forms (SL, SLU,
 * SA, SAU, SC, SCP, CB, SLL, SCCL…), their English and European counterparts, and the words of a family firm.
 */
const ENTITY_WORDS = new Set([
  'sl',
  'slu',
  'sll',
  'slne',
  'slp',
  'sa',
  'sau',
  'sal',
  'sc',
  'scp',
  'scoop',
  'sccl',
  'coop',
  'cb',
  'aie',
  'ute',
  'sociedad',
  'societat',
  'limitada',
  'anonima',
  'cooperativa',
  'comunidad',
  'comunitat',
  'bienes',
  'herederos',
  'hereus',
  'hijos',
  'fills',
  'hermanos',
  'germans',
  'hnos',
  'cia',
  'compania',
  'fundacion',
  'fundacio',
  'asociacion',
  'associacio',
  'ltd',
  'limited',
  'llc',
  'llp',
  'plc',
  'inc',
  'corp',
  'company',
  'co',
  'sons',
  'trust',
  'holdings',
  'gmbh',
  'ag',
  'sarl',
  'sas',
  'srl',
  'spa',
  'bv',
  'nv',
]);

/** Lower case, no accents, "l·l" as "ll", dotted abbreviations joined ("S.L.U." → "slu"). */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/l[·.]l/g, 'll')
    .replace(/\b(?:[a-z]\.){2,}/g, (abbreviation) => abbreviation.replaceAll('.', ''));
}

/** Single letters side by side that spell a legal form ("S L", "S A U") become that one word. */
function joinSpelledForms(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let end = i;
    while (end < words.length && words[end]!.length === 1) end++;
    const spelled = words.slice(i, end).join('');
    if (end - i >= 2 && ENTITY_WORDS.has(spelled)) {
      joined.push(spelled);
      i = end - 1;
    } else joined.push(words[i]!);
  }
  return joined;
}

/** The significant words of a name, in order: "José Muñoz-Pérez y Cía." → ["jose", "munoz", "perez", "cia"]. */
export function nameWords(name: string): string[] {
  const words = fold(name)
    .split(/[^a-z0-9ñç]+/u)
    .filter((word) => word !== '');
  return joinSpelledForms(words).filter((word) => !IGNORED.has(word));
}

/** A Spanish DNI (eight digits and a letter): its holder's name carries two surnames. */
const SPANISH_DNI = /^\d{8}[A-Z]$/;

export type NamedBuyer = { name: string; dni?: string | null };
export type PayerMatch = 'buyer' | 'partial' | 'other';

/**
 * The words that must all be in the payer's name: every word of the buyer's, except the second surname of a Spanish
 * name (the last word of a DNI holder's name of three words or more), which banks often leave out.
 */
function requiredWords(buyer: NamedBuyer): string[] {
  const words = nameWords(buyer.name);
  const twoSurnames = SPANISH_DNI.test((buyer.dni ?? '').toUpperCase()) && words.length >= 3;
  return twoSurnames ? words.slice(0, -1) : words;
}

/**
 * `buyer`: the payer is one of the buyers (accents, case, order and a missing second surname ignored), possibly
 * together with the others (a joint account). `partial`: it shares a surname or two names with a buyer but is not
 * them (a given name or the first surname missing, a third person's name, a company form): a person decides.
 * `other`: nothing in common but perhaps a first name.
 */
export function payerMatch(payer: string, buyers: readonly NamedBuyer[]): PayerMatch {
  const payerWords = new Set(nameWords(payer));
  if (payerWords.size === 0 || buyers.length === 0) return 'other';
  const everyBuyersWords = new Set(buyers.flatMap((buyer) => nameWords(buyer.name)));
  const strangers = [...payerWords].filter((word) => !everyBuyersWords.has(word));
  // A legal form that is not itself part of a buyer's name (there are people called Sas).
  const company = strangers.some((word) => ENTITY_WORDS.has(word));
  const isBuyer = (buyer: NamedBuyer) => requiredWords(buyer).every((word) => payerWords.has(word));
  if (!company && strangers.length === 0 && buyers.some(isBuyer)) return 'buyer';
  const resembles = buyers.some((buyer) => {
    const [, ...surnamesAndMore] = nameWords(buyer.name);
    const shared = new Set(nameWords(buyer.name).filter((word) => payerWords.has(word)));
    return shared.size >= 2 || surnamesAndMore.some((word) => payerWords.has(word));
  });
  return resembles ? 'partial' : 'other';
}

/**
 * Whether the payer's name names this very buyer, alone or on a joint account with the contract's other buyers
 * (docs/product.md#identified-buyers): the transfer then identifies that buyer (RD 304/2014 art. 21.1.c), not the
 * co-buyer who did not pay.
 */
export function payerNamesBuyer(payer: string, buyer: NamedBuyer, buyers: readonly NamedBuyer[]): boolean {
  const payerWords = new Set(nameWords(payer));
  return payerMatch(payer, buyers) === 'buyer' && requiredWords(buyer).every((word) => payerWords.has(word));
}
