// Text that arrives from outside may carry characters no person types and no document accepts: C0 controls (a
// 0x07 bell pasted from a spreadsheet), DEL, C1 controls, unpaired surrogates, U+FFFE and U+FFFF. XML 1.0 forbids
// them, so one of them in a title or a neighbourhood made the portal feed invalid. They are stripped from every
// text field at the edge (docs/product.md#8-api-conventions); tab and line feed stay where a multi-line field allows
// them, and a carriage return becomes a line feed.

/* eslint-disable no-control-regex -- matching control characters is the point of this pattern */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
const HAS_FORBIDDEN = new RegExp(FORBIDDEN.source);
const HAS_CARRIAGE_RETURN = /\r/;

/** The text without control characters; tab and line feed kept, CR LF and lone CR as line feeds. */
export function stripControlCharacters(text: string): string {
  let clean = HAS_FORBIDDEN.test(text) ? text.replace(FORBIDDEN, '') : text;
  if (HAS_CARRIAGE_RETURN.test(clean)) clean = clean.replace(/\r\n?/g, '\n');
  return clean;
}

/** Every string in a JSON value (objects and arrays, at any depth) through stripControlCharacters; the rest as is. */
export function stripControlCharactersDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(stripControlCharactersDeep);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripControlCharactersDeep(item)]));
  }
  return value;
}
