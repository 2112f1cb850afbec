import { looksLikeCamt053, readCamt053 } from './camt053';
import { looksLikeNorma43, readNorma43 } from './norma43';
import { StatementFormatError, type StatementEntry } from './statement-entry';
import { loopYielder } from './yield-to-loop';

export type StatementFormat = 'norma43' | 'camt053';

const NOT_A_STATEMENT =
  'El archivo no es un extracto bancario: sube el fichero Norma 43 (cuaderno 43 de la AEB) o el XML camt.053 que descargas de tu banco.';

/**
 * The file's format by its content (never its name) and its movements; StatementFormatError otherwise. Reading
 * pauses every few milliseconds (yield-to-loop.ts) so other requests keep being served during a big import.
 */
export async function readStatement(
  bytes: Uint8Array,
  pause: () => Promise<void> = loopYielder(),
): Promise<{ format: StatementFormat; entries: StatementEntry[] }> {
  // Both formats start with plain ASCII, so Latin-1 reads either well enough to tell them apart.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 8192)).replace(/^\uFEFF|^ï»¿/, '');
  if (/^\s*</.test(head)) {
    if (!looksLikeCamt053(head)) throw new StatementFormatError(NOT_A_STATEMENT);
    return { format: 'camt053', entries: await readCamt053(new TextDecoder('utf-8').decode(bytes), pause) };
  }
  // The first records tell the format; readNorma43 then checks every one of them.
  if (looksLikeNorma43(head.slice(0, Math.max(80, head.lastIndexOf('\n')))))
    return { format: 'norma43', entries: await readNorma43(bytes, pause) };
  throw new StatementFormatError(NOT_A_STATEMENT);
}
