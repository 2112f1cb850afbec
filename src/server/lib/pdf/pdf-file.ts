// Reads and extends the PDFs this product writes (pdfkit's output and the incremental updates appended to it):
// classic cross-reference tables, objects found by their offsets, dictionaries edited as text. Every change is an
// incremental update, so the bytes an earlier signature covers never move (ISO 32000-1 §7.5.6).

type Trailer = { root: string; info?: string; id?: string; size: number };

export type PdfFile = {
  bytes: Buffer;
  trailer: Trailer;
  /** Offset of the last cross-reference section (the new update's /Prev). */
  startxref: number;
  /** The body of object `number` (between `obj` and `endobj`), as text. */
  object(number: number): string;
};

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

function lastStartxref(bytes: Buffer): number {
  const at = bytes.lastIndexOf('startxref');
  const match = at >= 0 ? /^startxref\s+(\d+)/.exec(latin1(bytes.subarray(at, at + 40))) : null;
  if (!match) throw new Error('PDF without startxref');
  return Number(match[1]);
}

/** One classic xref section and its trailer: offsets of the objects it lists, and the trailer's text. */
function readSection(bytes: Buffer, offset: number): { offsets: Map<number, number>; trailer: string } {
  const text = latin1(bytes.subarray(offset));
  if (!text.startsWith('xref')) throw new Error('PDF with a cross-reference stream: not written by this product');
  const trailerAt = text.indexOf('trailer');
  const offsets = new Map<number, number>();
  const lines = text
    .slice(4, trailerAt)
    .trim()
    .split(/\r?\n|\r/);
  let number = 0;
  for (const line of lines) {
    const parts = line.trim().split(/\s+/);
    if (parts.length === 2) {
      number = Number(parts[0]);
      continue;
    }
    if (parts[2] === 'n' && !offsets.has(number)) offsets.set(number, Number(parts[0]));
    number++;
  }
  const end = text.indexOf('startxref', trailerAt);
  return { offsets, trailer: text.slice(trailerAt + 'trailer'.length, end) };
}

const reference = (dictionary: string, key: string) =>
  new RegExp(`/${key}\\s+(\\d+\\s+\\d+\\s+R)`).exec(dictionary)?.[1];

export function readPdf(bytes: Buffer): PdfFile {
  const startxref = lastStartxref(bytes);
  const offsets = new Map<number, number>();
  let trailerText: string | undefined;
  const seen = new Set<number>();
  for (let at: number | undefined = startxref; at !== undefined && !seen.has(at);) {
    seen.add(at);
    const section = readSection(bytes, at);
    trailerText ??= section.trailer;
    for (const [number, offset] of section.offsets) if (!offsets.has(number)) offsets.set(number, offset);
    const prev = /\/Prev\s+(\d+)/.exec(section.trailer)?.[1];
    at = prev === undefined ? undefined : Number(prev);
  }
  const root = reference(trailerText ?? '', 'Root');
  const size = /\/Size\s+(\d+)/.exec(trailerText ?? '')?.[1];
  if (!root || !size) throw new Error('PDF trailer without /Root or /Size');
  return {
    bytes,
    startxref,
    trailer: {
      root,
      size: Number(size),
      info: reference(trailerText!, 'Info'),
      id: /\/ID\s*(\[[^\]]*\])/.exec(trailerText!)?.[1],
    },
    object(number) {
      const offset = offsets.get(number);
      if (offset === undefined) throw new Error(`PDF object ${number} not found`);
      const text = latin1(bytes.subarray(offset, bytes.indexOf('endobj', offset)));
      const header = /^\s*\d+\s+\d+\s+obj/.exec(text);
      if (!header) throw new Error(`PDF object ${number} is not where the cross-reference says`);
      return text.slice(header[0].length).trim();
    },
  };
}

export const objectNumber = (ref: string): number => Number(ref.trim().split(/\s+/)[0]);
export const ref = (number: number) => `${number} 0 R`;

/** A dictionary's text with `key` set to `value` (any earlier value of that key, a reference or an array, removed). */
export function withEntry(dictionary: string, key: string, value: string): string {
  const open = dictionary.indexOf('<<');
  const close = dictionary.lastIndexOf('>>');
  if (open < 0 || close < open) throw new Error('not a PDF dictionary');
  const inner = dictionary
    .slice(open + 2, close)
    .replace(new RegExp(`/${key}\\s*(\\d+\\s+\\d+\\s+R|\\[[^\\]]*\\])`), '');
  return `<<${inner.trimEnd()}\n/${key} ${value}\n>>`;
}

/** The references in an array entry of a dictionary (`/Kids [1 0 R 2 0 R]`), or in the array object it points to. */
export function referencesIn(pdf: PdfFile, dictionary: string, key: string): string[] {
  const inline = new RegExp(`/${key}\\s*\\[([^\\]]*)\\]`).exec(dictionary)?.[1];
  const pointed = inline === undefined ? reference(dictionary, key) : undefined;
  const array = inline ?? (pointed ? pdf.object(objectNumber(pointed)) : '');
  return [...array.matchAll(/(\d+)\s+(\d+)\s+R/g)].map((match) => `${match[1]} ${match[2]} R`);
}

export const entryReference = reference;

/** An object of an update: its number and its body (a dictionary, or a dictionary followed by a stream). */
export type PdfObject = { number: number; body: Buffer | string };

/** A stream object's body. */
export const stream = (data: Buffer, dictionary = ''): Buffer =>
  Buffer.concat([
    Buffer.from(`<< /Length ${data.length}${dictionary ? ` ${dictionary}` : ''} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

/** Appends an incremental update with these objects (new ones, or new versions of existing ones). */
export function appendUpdate(pdf: PdfFile, objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [pdf.bytes, Buffer.from('\n', 'latin1')];
  let offset = pdf.bytes.length + 1;
  const offsets: { number: number; offset: number }[] = [];
  for (const { number, body } of objects) {
    const chunk = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push({ number, offset });
    parts.push(chunk);
    offset += chunk.length;
  }
  const size = Math.max(pdf.trailer.size, ...objects.map((o) => o.number + 1));
  const entries = [...offsets]
    .sort((a, b) => a.number - b.number)
    .map(({ number, offset: at }) => `${number} 1\n${String(at).padStart(10, '0')} 00000 n \n`)
    .join('');
  const trailer = [
    `/Size ${size}`,
    `/Root ${pdf.trailer.root}`,
    pdf.trailer.info ? `/Info ${pdf.trailer.info}` : '',
    pdf.trailer.id ? `/ID ${pdf.trailer.id}` : '',
    `/Prev ${pdf.startxref}`,
  ]
    .filter(Boolean)
    .join('\n');
  parts.push(
    Buffer.from(
      `xref\n0 1\n0000000000 65535 f \n${entries}trailer\n<<\n${trailer}\n>>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
