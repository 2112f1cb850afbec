// Reads the terms a frozen text states, clause by clause (docs/product.md#what-the-company-says-after-signing). The
// signed terms record is built from the very paragraphs every party signs, so it can never say something the text
// does not: each role below names the clause headings it is found under in each language, and the sentence in it.

import type { TermUnit } from '#shared/calendar/holidays.ts';
import type { TextLanguage } from '#shared/contract-types/language.ts';
import type { RenderedParagraph } from '#shared/contract-types/render-contract.ts';

import type { ClauseHeadings, SignedTerm, TermStart } from './signed-terms';

/** The clauses a term or sum is read from, by their title (after the ordinal) in each language. */
export const CLAUSE_TITLES = {
  payment: {
    es: ['PRECIO Y FORMA DE PAGO', 'IMPORTE DE LA RESERVA Y FORMA DE PAGO'],
    ca: ['PREU I FORMA DE PAGAMENT', 'IMPORT DE LA RESERVA I FORMA DE PAGAMENT'],
    en: ['PRICE AND PAYMENT', 'RESERVATION DEPOSIT AND PAYMENT'],
  },
  penitential: {
    es: ['ARRAS PENITENCIALES', 'DESISTIMIENTO E INCUMPLIMIENTO'],
    ca: ['ARRES PENITENCIALS', 'DESISTIMENT I INCOMPLIMENT'],
    en: ['PENITENTIAL EARNEST MONEY (ARRAS PENITENCIALES)', 'WITHDRAWAL AND BREACH'],
  },
  condition_refund: {
    es: ['DEVOLUCIÓN DE LA RESERVA'],
    ca: ['DEVOLUCIÓ DE LA RESERVA'],
    en: ['REFUND OF THE RESERVATION DEPOSIT'],
  },
  terms: {
    es: ['CÓMPUTO DE PLAZOS'],
    ca: ['CÒMPUT DE TERMINIS'],
    en: ['COMPUTATION OF TIME PERIODS'],
  },
  aml: {
    es: ['PREVENCIÓN DEL BLANQUEO DE CAPITALES'],
    ca: ['PREVENCIÓ DEL BLANQUEIG DE CAPITALS'],
    en: ['PREVENTION OF MONEY LAUNDERING'],
  },
} as const satisfies Record<string, Record<TextLanguage, readonly string[]>>;

export type ClauseRole = keyof typeof CLAUSE_TITLES;

export type FrozenText = { language: TextLanguage; paragraphs: readonly RenderedParagraph[] };

type FoundClause = { heading: string; paragraphs: string[] };

/** "SEGUNDA.- PRECIO Y FORMA DE PAGO." → "PRECIO Y FORMA DE PAGO"; "2. PRICE AND PAYMENT." → "PRICE AND PAYMENT". */
const titleOf = (heading: string) => heading.replace(/^(?:[^.\s]+\.- |\d{1,2}\. )/, '').replace(/\.$/, '');

/** The clause with one of the role's titles: its heading (without the final dot) and its paragraphs. */
export function findClause(text: FrozenText, role: ClauseRole): FoundClause | null {
  const titles: readonly string[] = CLAUSE_TITLES[role][text.language];
  const start = text.paragraphs.findIndex((p) => p.kind === 'clause' && titles.includes(titleOf(p.text)));
  if (start === -1) return null;
  const rest = text.paragraphs.slice(start + 1);
  const end = rest.findIndex((p) => p.kind !== 'paragraph');
  return {
    heading: text.paragraphs[start]!.text.replace(/\.$/, ''),
    paragraphs: (end === -1 ? rest : rest.slice(0, end)).map((p) => p.text),
  };
}

/** The role's heading in each text the parties read. */
export function clauseHeadings(texts: readonly FrozenText[], role: ClauseRole): ClauseHeadings {
  const headings: ClauseHeadings = {};
  for (const text of texts) {
    const found = findClause(text, role);
    if (found) headings[text.language] = found.heading;
  }
  return headings;
}

// "tres (3) días hábiles", "quinze (15) dies naturals", "three (3) business days", "fifteen (15) calendar days".
const TERM = /\((\d{1,3})\) (?:(?:días|dies) (hábiles|naturales|hàbils|naturals)|(business|calendar) days)/u;

function unitOf(match: RegExpExecArray): TermUnit {
  const word = match[2] ?? match[3] ?? '';
  return /^(hábiles|hàbils|business)$/.test(word) ? 'business_days' : 'calendar_days';
}

// A sentence ends at a full stop followed by a capital (so "S.A. la" or "n.º 5" do not end one) or at the end.
const SENTENCE_END = /\.(?= [A-ZÁÉÍÓÚÀÈÒÜÏÇ«]|$)/gu;

/** The sentence that holds both `from` and `to` (indexes into the paragraph). */
function sentenceAround(paragraph: string, from: number, to: number): string {
  let start = 0;
  let end = paragraph.length;
  for (const match of paragraph.matchAll(SENTENCE_END)) {
    if (match.index < from) start = match.index + 2;
    else if (match.index >= to) {
      end = match.index + 1;
      break;
    }
  }
  return paragraph.slice(start, end).trim();
}

/**
 * The first term in the role's clause whose paragraph matches `where` (a sentence marker: "duplicad", "621-49"…), with
 * the sentence that states it; null when the text has no such clause or term.
 */
export function readTerm(
  texts: readonly FrozenText[],
  role: ClauseRole,
  from: TermStart,
  where: RegExp = /./u,
): SignedTerm | null {
  const binding = texts[0];
  const clause = binding ? findClause(binding, role) : null;
  if (!clause) return null;
  for (const paragraph of clause.paragraphs) {
    const marker = where.exec(paragraph);
    if (!marker) continue;
    // The term that follows the marker (a paragraph may state two terms).
    const tail = paragraph.slice(marker.index);
    const match = TERM.exec(tail);
    if (!match) continue;
    return {
      days: Number(match[1]),
      unit: unitOf(match),
      from,
      clause: clauseHeadings(texts, role),
      text: sentenceAround(paragraph, marker.index, marker.index + match.index),
    };
  }
  return null;
}

const IBAN = /IBAN ([A-Z]{2}\d{2}(?: ?[0-9A-Z]{1,4}){3,8})/;

/** The IBAN the payment clause names, as signed; null when it was left blank. */
export function readPaymentIban(texts: readonly FrozenText[]): string | null {
  const clause = texts[0] ? findClause(texts[0], 'payment') : null;
  for (const paragraph of clause?.paragraphs ?? []) {
    const match = IBAN.exec(paragraph);
    if (match) return match[1]!.trim();
  }
  return null;
}
