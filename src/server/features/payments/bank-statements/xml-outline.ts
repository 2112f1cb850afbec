import { StatementFormatError } from './statement-entry';

/** No bank nests a statement this deep (Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls/RltdPties/Dbtr/Pty/Nm). */
const MAX_DEPTH = 40;
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([A-Za-z_][\w.:-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>|</g;

/** Where each statement and each entry of a camt.053 file sits in the text, found without building a tree. */
export type XmlOutline = { statements: { start: number; end: number; entries: { start: number; end: number }[] }[] };

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * One pass over the XML that checks it is well formed (every tag closed in order), refuses a nesting no statement
 * has (a million nested elements is a 422, never a stack overflow) and records where each Stmt and Ntry starts and
 * ends, so each entry can be parsed on its own, in slices that leave the event loop free.
 */
export async function outlineXml(xml: string, pause: () => Promise<void>): Promise<XmlOutline> {
  const stack: string[] = [];
  const outline: XmlOutline = { statements: [] };
  let entryStart = -1;
  let count = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(xml); match; match = TOKEN.exec(xml)) {
    if ((++count & 1023) === 0) await pause();
    const [token, closing, rawName, selfClosing] = match;
    if (rawName === undefined) {
      if (token === '<') throw malformed();
      continue;
    }
    const name = localName(rawName);
    if (closing) {
      if (stack.pop() !== name) throw malformed();
      if (name === 'Ntry' && entryStart >= 0) {
        outline.statements.at(-1)?.entries.push({ start: entryStart, end: TOKEN.lastIndex });
        entryStart = -1;
      }
      if (name === 'Stmt' && outline.statements.length > 0) outline.statements.at(-1)!.end = TOKEN.lastIndex;
      continue;
    }
    if (selfClosing) continue;
    stack.push(name);
    if (stack.length > MAX_DEPTH)
      throw new StatementFormatError(`El extracto camt.053 anida más de ${MAX_DEPTH} elementos: no es un extracto.`);
    if (name === 'Stmt') outline.statements.push({ start: match.index, end: -1, entries: [] });
    if (name === 'Ntry' && stack.at(-2) === 'Stmt') entryStart = match.index;
  }
  if (stack.length > 0) throw malformed();
  return outline;
}

const malformed = () => new StatementFormatError('El extracto camt.053 no es un XML bien formado.');
