// A plain character-class scan: a grouped pattern such as (?:[A-Za-z0-9+/]{4})* overflows V8's
// regex stack on multi-megabyte attachments.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/** Standard, padded base64 (what FileReader and Buffer produce), without whitespace. */
export function isBase64(s: string): boolean {
  return s.length % 4 === 0 && BASE64_CHARS.test(s);
}

/** Byte length of well-formed base64, computed without decoding it. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** The base64 payload of a `data:<mediaType>;base64,` URL, or null when `url` is not one of `mediaTypes`. */
export function dataUrlPayload(url: string, mediaTypes: readonly string[]): string | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,/.exec(url);
  if (!match || !mediaTypes.includes(match[1] ?? '')) return null;
  const payload = url.slice(match[0].length);
  return isBase64(payload) ? payload : null;
}
