// Layout of a template's `content`: the API serves it as one plain string (docs/product.md §2), so structure is
// carried by conventions that the builders below produce and the renderer reads back.
//   - paragraphs are separated by a blank line;
//   - a section heading is a line of capital letters only ("REUNIDOS", "ESTIPULACIONES");
//   - a clause heading starts with an ordinal and ".-": Spanish "estipulaciones" are feminine ("TERCERA.- ARRAS
//     PENITENCIALES."), Catalan "pactes" masculine ("TERCER.- ARRES PENITENCIALS.");
//   - `[[…]]` is optional text, kept only when every placeholder inside it has a value, and `[[…||…]]` falls
//     back to the text after `||`; a paragraph left empty disappears (docs/product.md §5.2);
//   - list items start with "a) ", "b) "…; they are lettered again after optional ones are dropped.

import type { ContractLanguage, TextLanguage } from './language';

export type ParagraphKind = 'heading' | 'paragraph' | 'clause';

const PARAGRAPH_SEPARATOR = '\n\n';

const ORDINALS = {
  es: [
    'PRIMERA',
    'SEGUNDA',
    'TERCERA',
    'CUARTA',
    'QUINTA',
    'SEXTA',
    'SÉPTIMA',
    'OCTAVA',
    'NOVENA',
    'DÉCIMA',
    'UNDÉCIMA',
    'DUODÉCIMA',
    'DECIMOTERCERA',
    'DECIMOCUARTA',
    'DECIMOQUINTA',
    'DECIMOSEXTA',
    'DECIMOSÉPTIMA',
    'DECIMOCTAVA',
    'DECIMONOVENA',
    'VIGÉSIMA',
  ],
  ca: [
    'PRIMER',
    'SEGON',
    'TERCER',
    'QUART',
    'CINQUÈ',
    'SISÈ',
    'SETÈ',
    'VUITÈ',
    'NOVÈ',
    'DESÈ',
    'ONZÈ',
    'DOTZÈ',
    'TRETZÈ',
    'CATORZÈ',
    'QUINZÈ',
    'SETZÈ',
    'DISSETÈ',
    'DIVUITÈ',
    'DINOVÈ',
    'VINTÈ',
  ],
} as const satisfies Record<ContractLanguage, readonly string[]>;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

const SECTION_HEADING = /^[A-ZÁÉÍÓÚÜÑ ]+$/;
// English clauses are numbered as an English contract numbers them: "3. PENITENTIAL DEPOSIT (ARRAS PENITENCIALES)."
const CLAUSE_HEADING = new RegExp(`^(?:(?:${[...ORDINALS.es, ...ORDINALS.ca].join('|')})\\.- |\\d{1,2}\\. [A-Z{])`);

export interface Clause {
  /** Capitalised title without ordinal, e.g. 'OBJETO'. */
  title: string;
  paragraphs: readonly string[];
}

export function clause(title: string, ...paragraphs: string[]): Clause {
  return { title, paragraphs };
}

/** Numbers clauses in order; the ordinal is derived, so inserting a clause never leaves gaps. */
export function numberClauses(clauses: readonly Clause[], language: TextLanguage = 'es'): string[] {
  return clauses.flatMap((c, index) => {
    if (language === 'en') return [`${index + 1}. ${c.title}.`, ...c.paragraphs];
    const ordinal = ORDINALS[language][index];
    if (ordinal === undefined) throw new RangeError(`Demasiadas estipulaciones: ${clauses.length}`);
    return [`${ordinal}.- ${c.title}.`, ...c.paragraphs];
  });
}

/**
 * Recitals of the EXPONEN section: "I.- Que …". A recital written as `[[…]]` is optional as a whole, numeral
 * included; it must come last, so dropping it leaves no gap in the numbering.
 */
export function numberRecitals(recitals: readonly string[]): string[] {
  return recitals.map((text, index) => {
    const numeral = ROMAN[index];
    if (numeral === undefined) throw new RangeError(`Demasiados expositivos: ${recitals.length}`);
    const optional = /^\[\[(.*)\]\]$/s.exec(text);
    if (optional && index !== recitals.length - 1) throw new RangeError('Solo el último expositivo puede ser opcional');
    return optional ? `[[${numeral}.- ${optional[1]}]]` : `${numeral}.- ${text}`;
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

const OPTIONAL = /\[\[(.*?)\]\]/gs;
const ALTERNATIVE = '||';

/**
 * Keeps or drops the optional parts of a template text. Runs on the template before any value is filled
 * in, so typed data can never open or close an optional part.
 */
export function resolveOptional(text: string, hasValue: (name: string) => boolean): string {
  return text.replace(OPTIONAL, (_match, inner: string) => {
    const [kept = '', fallback = ''] = inner.split(ALTERNATIVE);
    return placeholderNames(kept).every(hasValue) ? kept : fallback;
  });
}

const LIST_ITEM = /^[a-z]\) /;

/** "a) …", "b) …" in every run of list items, so dropping an optional item leaves no gap. */
export function reletterLists(paragraphs: readonly string[]): string[] {
  let next = 0;
  return paragraphs.map((paragraph) => {
    if (!LIST_ITEM.test(paragraph)) {
      next = 0;
      return paragraph;
    }
    const letter = String.fromCharCode('a'.charCodeAt(0) + next);
    next += 1;
    return `${letter}) ${paragraph.slice(3)}`;
  });
}

/** One pass, so a value that itself contains "{x}" is printed as typed and never expanded. */
export function fillPlaceholders(text: string, valueOf: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => valueOf(name) || BLANK);
}
