// Layout of a template's `content`: the API serves it as one plain string (spec §3), so structure is
// carried by conventions that the builders below produce and the renderer reads back.
//   - paragraphs are separated by a blank line;
//   - a section heading is a line of capital letters only ("REUNIDOS", "ESTIPULACIONES");
//   - a clause heading starts with a Spanish ordinal and ".-" ("TERCERA.- ARRAS PENITENCIALES.").

export type ParagraphKind = 'heading' | 'paragraph' | 'clause';

const PARAGRAPH_SEPARATOR = '\n\n';

const ORDINALS = [
  'PRIMERA', 'SEGUNDA', 'TERCERA', 'CUARTA', 'QUINTA', 'SEXTA', 'SÉPTIMA', 'OCTAVA', 'NOVENA', 'DÉCIMA',
  'UNDÉCIMA', 'DUODÉCIMA', 'DECIMOTERCERA', 'DECIMOCUARTA', 'DECIMOQUINTA', 'DECIMOSEXTA',
  'DECIMOSÉPTIMA', 'DECIMOCTAVA', 'DECIMONOVENA', 'VIGÉSIMA',
] as const;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

const SECTION_HEADING = /^[A-ZÁÉÍÓÚÜÑ ]+$/;
const CLAUSE_HEADING = new RegExp(`^(?:${ORDINALS.join('|')})\\.- `);

export interface Clause {
  /** Capitalised title without ordinal, e.g. 'OBJETO'. */
  title: string;
  paragraphs: readonly string[];
}

export function clause(title: string, ...paragraphs: string[]): Clause {
  return { title, paragraphs };
}

/** Numbers clauses in order; the ordinal is derived, so inserting a clause never leaves gaps. */
export function numberClauses(clauses: readonly Clause[]): string[] {
  return clauses.flatMap((c, index) => {
    const ordinal = ORDINALS[index];
    if (ordinal === undefined) throw new RangeError(`Demasiadas estipulaciones: ${clauses.length}`);
    return [`${ordinal}.- ${c.title}.`, ...c.paragraphs];
  });
}

/** Recitals of the EXPONEN section: "I.- Que …". */
export function numberRecitals(recitals: readonly string[]): string[] {
  return recitals.map((text, index) => {
    const numeral = ROMAN[index];
    if (numeral === undefined) throw new RangeError(`Demasiados expositivos: ${recitals.length}`);
    return `${numeral}.- ${text}`;
  });
}

export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join(PARAGRAPH_SEPARATOR);
}

export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Classifies a template paragraph before substitution, so buyer data can never turn text into a heading. */
export function paragraphKind(rawParagraph: string): ParagraphKind {
  if (CLAUSE_HEADING.test(rawParagraph)) return 'clause';
  if (SECTION_HEADING.test(rawParagraph)) return 'heading';
  return 'paragraph';
}

/** What a placeholder without a value prints: a line to fill in by hand, never the raw `{name}`. */
export const BLANK = '__________';

// `{snake_case}` names; lowercase letters include ñ because of `año_firma`.
const PLACEHOLDER = /\{([\p{Ll}\d_]+)\}/gu;

/** Names of the placeholders in `text`, in order of appearance (repeats included). */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** One pass, so a value that itself contains "{x}" is printed as typed and never expanded. */
export function fillPlaceholders(text: string, valueOf: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => valueOf(name) || BLANK);
}
