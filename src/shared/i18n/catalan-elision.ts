// Catalan apostrophe before a name the text does not know in advance (a company, a place, a person, a bank):
// "d’Habitatges Nous S.L.", "d’Immobles", "l’Hospitalet" (docs/product.md §5.6, "Catalan wording"). The rule kept is the
// common one: elide before a vowel (with or without accent) or before h + vowel, except before the semivowels
// i/u (or hi/hu) followed by a vowel, which sound as a consonant: "de iogurt", "de Iosu", "de hiena", "de huit".
// Names starting with a digit or a symbol are left as written. The typographic apostrophe ’ is the one every
// Catalan text of the platform uses.

const VOWEL = 'aeiouàáèéíïòóúü';
const ELIDES = new RegExp(`^h?[${VOWEL}]`, 'i');
const SEMIVOWEL = new RegExp(`^h?[iu][${VOWEL}]`, 'i');

/** Whether a Catalan article or "de" before `word` is written with an apostrophe. */
export function elidesInCatalan(word: string): boolean {
  const start = word.trimStart();
  return ELIDES.test(start) && !SEMIVOWEL.test(start);
}

/** "de" before a name: "d’Habitatges Nous S.L.", "de Promocions Sol S.L.". */
export function deCa(name: string): string {
  return elidesInCatalan(name) ? `d’${name.trimStart()}` : `de ${name}`;
}

/**
 * Catalan text with "de {placeholder}" (or "De {placeholder}") written "d’{placeholder}" where the value that will
 * fill it elides, so templates keep a single wording and the value decides.
 */
export function elideBeforePlaceholdersCa(text: string, valueOf: (name: string) => string): string {
  return text.replace(/\b([Dd])e \{([^{}]+)\}/g, (written, d: string, name: string) =>
    elidesInCatalan(valueOf(name)) ? `${d}’{${name}}` : written,
  );
}
