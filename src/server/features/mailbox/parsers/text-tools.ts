// Small readers shared by the portal parsers: the mails arrive as HTML turned into text, with labels glued to their
// values and links written as `text [url]`.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

import type { Locale } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';

const EMAIL_PATTERN = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Non-empty, trimmed lines; link targets (`[https://…]`, `[tel:…]`) stay for readers that need them. */
export const linesOf = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\u00a0/g, ' ').trim())
    .filter(Boolean);

/** Every e-mail address in the text, lower-cased, in order, without repeats. */
export function emailsIn(text: string): string[] {
  const found = (text.match(EMAIL_PATTERN) ?? []).map((address) => address.toLowerCase().replace(/\.+$/, ''));
  return [...new Set(found)].filter(isValidEmail);
}

/** Values portals write for "nothing given". */
export const isNotGiven = (value: string | null | undefined): boolean =>
  !value || /^(no especificado|no indicado|not specified|-+|n\/a)\.?$/i.test(value.trim());

/**
 * A phone as written: a Spanish or international number in E.164 when it reads as one, otherwise the digits as
 * they came (a number in another format is kept, never dropped); null when there is none.
 */
export function readPhone(raw: string | null | undefined): string | null {
  if (isNotGiven(raw)) return null;
  const tel = /\[tel:([+\d\s]+)\]/.exec(raw!)?.[1];
  const value = (tel ?? raw!.replace(/\[[^\]]*\]/g, '')).trim();
  // "0600000004": a national number written with a stray leading zero.
  const compact = value.replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!/\d{6,}/.test(compact)) return null;
  for (const candidate of [
    compact,
    compact.replace(/^0(?=[6789]\d{8}$)/, ''),
    compact.replace(/^\+340(?=\d{9}$)/, '+34'),
  ]) {
    const parsed = parsePhoneNumberFromString(candidate, 'ES');
    if (parsed?.isValid()) return parsed.number;
  }
  return value.replace(/\s+/g, ' ');
}

const WORDS: Record<Locale, RegExp> = {
  es: /\b(hola|me|gustar[ií]a|estoy|interesad[oa]|piso|visitar|verlo|informaci[oó]n|quiero|somos|buenas|podr[ií]a|gracias)\b/gi,
  ca: /\b(bon dia|m'agradaria|estic|interessat|interessada|pis|visitar-lo|informaci[oó]|vull|som|gr[aà]cies|voldria|si us plau|aquest)\b/gi,
  en: /\b(hi|hello|i'm|i am|interested|would|like|flat|apartment|viewing|arrange|please|thanks|property)\b/gi,
};

/** The language a message reads as, when one clearly leads; null when unsure (the contact then shows Spanish). */
export function guessLanguage(text: string): Locale | null {
  const scores = (Object.keys(WORDS) as Locale[]).map((locale) => ({
    locale,
    score: (text.match(WORDS[locale]) ?? []).length,
  }));
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  return first!.score >= 2 && first!.score > second!.score ? first!.locale : null;
}

/** The language a portal names ("English", "Español", "Català", "Français"…) as one of ours; others read English. */
export function localeFromLanguageName(name: string | null | undefined): Locale | null {
  if (!name?.trim()) return null;
  const value = name.trim().toLowerCase();
  if (/^(es|spanish|espa[nñ]ol|castellano|espagnol)/.test(value)) return 'es';
  if (/^(ca|catalan|catal[aà]|catal[aá]n)/.test(value)) return 'ca';
  return 'en';
}

/**
 * Values of glued `Label: value` fields ("Nombre:AnnaTeléfono: +34…Email: a@b"): each label's value runs to the next
 * label. Labels are matched case-sensitively as the portal writes them.
 */
export function labelledValues(
  text: string,
  labels: readonly string[],
  { colon = true }: { colon?: boolean } = {},
): Record<string, string> {
  const escaped = labels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})${colon ? '[ \\t]*:[ \\t]*' : '\\b[ \\t]*'}`, 'g');
  const hits = [...text.matchAll(pattern)];
  const values: Record<string, string> = {};
  hits.forEach((hit, index) => {
    const start = hit.index + hit[0].length;
    const end = index + 1 < hits.length ? hits[index + 1]!.index : text.length;
    if (values[hit[1]!] === undefined) values[hit[1]!] = text.slice(start, end).trim();
  });
  return values;
}

/** The text before the first line that matches one of `stops`. */
export function untilAny(text: string, stops: readonly RegExp[]): string {
  let end = text.length;
  for (const stop of stops) {
    const match = stop.exec(text);
    if (match && match.index < end) end = match.index;
  }
  return text.slice(0, end).trim();
}

export const senderDomain = (address: string) => address.trim().toLowerCase().split('@')[1] ?? '';
