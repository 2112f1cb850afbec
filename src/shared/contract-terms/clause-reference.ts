// How a mail or page names the clause it quotes (docs/product.md#what-the-company-says-after-signing): by its real
// heading, with the noun and article of the text it comes from — a Catalan agreement's clauses are «pactes» with
// masculine ordinals ("el pacte SEGON"), a Spanish one's «cláusulas» ("la cláusula SEGUNDA"), the English courtesy
// translation's numbered clauses ("clause 2") — and never the heading's typography ("SEGON.-").
import type { TextLanguage } from '#shared/contract-types/language.ts';
import type { Locale } from '#shared/i18n/locales.ts';

import type { ClauseHeadings } from './signed-terms';

type ParsedHeading = { text: TextLanguage; ordinal: string; title: string };

/** "SEGON.- PREU I FORMA DE PAGAMENT." → ca, SEGON, PREU I FORMA DE PAGAMENT; "2. PRICE AND PAYMENT" → en, 2, …. */
export function parseHeading(heading: string): ParsedHeading | null {
  const clean = heading.trim().replace(/\.$/, '');
  const numbered = /^(\d{1,2})\. (.+)$/u.exec(clean);
  if (numbered) return { text: 'en', ordinal: numbered[1]!, title: numbered[2]!.trim() };
  const ordinal = /^([^.\s]+)\.-\s*(.+)$/u.exec(clean);
  if (!ordinal) return null;
  // Spanish ordinals of a feminine «cláusula» end in -A (PRIMERA, SEGUNDA, DÉCIMA); the Catalan «pacte» is masculine.
  const text: TextLanguage = /[AÁ]$/u.test(ordinal[1]!) ? 'es' : 'ca';
  return { text, ordinal: ordinal[1]!, title: ordinal[2]!.trim() };
}

const NOUN: Record<Locale, Record<TextLanguage, (ordinal: string) => string>> = {
  es: { es: (o) => `la cláusula ${o}`, ca: (o) => `el pacto ${o}`, en: (o) => `la cláusula ${o}` },
  ca: { es: (o) => `la clàusula ${o}`, ca: (o) => `el pacte ${o}`, en: (o) => `la clàusula ${o}` },
  en: { es: (o) => `clause ${o}`, ca: (o) => `clause (pacte) ${o}`, en: (o) => `clause ${o}` },
};

const QUOTE: Record<Locale, (title: string) => string> = {
  es: (title) => `«${title}»`,
  ca: (title) => `«${title}»`,
  en: (title) => `“${title}”`,
};

/**
 * The clause in a reader's sentence, article included: "el pacte SEGON («PREU I FORMA DE PAGAMENT»)", "la cláusula
 * SEGUNDA («PRECIO Y FORMA DE PAGO»)", "clause 2 (“PRICE AND PAYMENT”)". A heading of another shape is quoted whole.
 */
export function clauseReference(heading: string, reader: Locale): string {
  const parsed = parseHeading(heading);
  if (!parsed) return NOUN[reader].es(QUOTE[reader](heading.trim().replace(/\.$/, '')));
  return `${NOUN[reader][parsed.text](parsed.ordinal)} (${QUOTE[reader](parsed.title)})`;
}

/** The heading a reader reads: the one in their own language when they have that text, else the binding text's. */
export function headingFor(headings: ClauseHeadings, reader: Locale, binding: TextLanguage): string | null {
  return headings[reader] ?? headings[binding] ?? null;
}
