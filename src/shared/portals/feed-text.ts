// Texts as portals take them: no control characters or unpaired surrogates (XML and the portals' parsers refuse
// them), and no more characters than the portal allows, cut after a whole sentence rather than mid-word.
import { stripControlCharacters } from '#shared/format/control-characters.ts';

/** The text made safe for a feed: no control characters, unpaired surrogates or U+FFFE/U+FFFF; trimmed. */
export const feedText = (text: string): string => stripControlCharacters(text).trim();

export type CutText = { text: string; cut: boolean };

// A sentence ends with . ! ? … (optionally closed by a quote or bracket) followed by a space or a line break.
const SENTENCE_END = /[.!?…]["'»)\]]*(?=\s)/gu;

/**
 * At most `max` characters (code points, as the portals' schemas count them), cut after the last whole sentence
 * that fits; without one, after the last word, with an ellipsis.
 */
export function cutAtSentence(text: string, max: number): CutText {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  const head = chars.slice(0, max).join('');
  let end = -1;
  for (const match of head.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  // A sentence end very early would throw most of the text away; a word boundary keeps more.
  if (end >= max / 2) return { text: head.slice(0, end).trimEnd(), cut: true };
  const words = Array.from(head)
    .slice(0, max - 1)
    .join('');
  const space = words.search(/\s\S*$/u);
  return { text: `${(space > 0 ? words.slice(0, space) : words).trimEnd()}…`, cut: true };
}
