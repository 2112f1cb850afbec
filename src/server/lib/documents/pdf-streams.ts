import { constants, inflateSync } from 'node:zlib';

// What a PDF's streams would become once decoded, measured before any PDF library opens the file
// (docs/decisions/042-hostile-documents-payers-and-sessions.md). A 1.5 MB cross-reference stream can inflate to
// 1.5 GB: pdf.js would decode it whole, in memory, before the first page. Here every stream whose first filter
// expands its data (Flate, LZW, run-length) is decoded or measured against one budget for the whole file, and the
// file is refused as soon as the budget is spent. Filters that only shrink or that pdf.js leaves to rendering
// (DCT, JPX, JBIG2, CCITT: the pictures of a scan) are not decoded here, and pages are never rendered.

export type StreamVerdict = { ok: true; decodedBytes: number } | { ok: false; decodedBytes: number };

/** `\b`: the `stream` inside `endstream` never matches. */
const STREAM_KEYWORD = /\bstream(?:\r\n|\n|\r)/g;
const END_KEYWORD = 'endstream';
/** How far before `stream` its dictionary may start: a stream's dictionary is short. */
const MAX_DICTIONARY_CHARS = 64 * 1024;

type Measure = (data: Buffer, budget: number) => number;

/** zlib stops at `budget + 1` bytes of output: a bomb is never held whole, only proven too large. */
const measureFlate: Measure = (data, budget) => {
  try {
    return inflateSync(data, { maxOutputLength: budget + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return budget + 1;
    // A damaged stream: pdf.js decodes what it can of it, and no more than its compressed size allows here.
    return 0;
  }
};

/** PDF 32000-1 §7.4.5: a length byte n < 128 copies n + 1 bytes, n > 128 repeats one byte 257 − n times. */
const measureRunLength: Measure = (data, budget) => {
  let total = 0;
  for (let i = 0; i < data.length && total <= budget;) {
    const n = data[i]!;
    if (n === 128) break;
    if (n < 128) {
      total += n + 1;
      i += n + 2;
    } else {
      total += 257 - n;
      i += 2;
    }
  }
  return total;
};

/**
 * PDF 32000-1 §7.4.4: the length LZW output would have, counted without building the strings (each new table
 * entry is one byte longer than the entry it extends), so a bomb costs no memory to measure.
 */
const measureLzw: Measure = (data, budget) => {
  const lengths = new Uint32Array(4096).fill(1, 0, 256);
  let size = 258;
  let width = 9;
  let previous = -1;
  let total = 0;
  let bits = 0;
  let buffer = 0;
  for (let i = 0; i < data.length && total <= budget; i++) {
    buffer = ((buffer << 8) | data[i]!) >>> 0;
    bits += 8;
    while (bits >= width && total <= budget) {
      bits -= width;
      const code = (buffer >>> bits) & ((1 << width) - 1);
      if (code === 256) {
        size = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return total;
      // A code one past the table (the KwKwK case) is the previous entry and one more byte.
      const length = code < size ? lengths[code]! : previous >= 0 ? lengths[previous]! + 1 : 0;
      if (length === 0) return total;
      total += length;
      if (previous >= 0 && size < 4096) {
        lengths[size] = lengths[previous]! + 1;
        size++;
        // Early change (the default): the code width grows one code before the table fills.
        if (size + 1 >= 1 << width && width < 12) width++;
      }
      previous = code;
    }
  }
  return total;
};

const MEASURES: Record<string, Measure> = {
  FlateDecode: measureFlate,
  Fl: measureFlate,
  LZWDecode: measureLzw,
  LZW: measureLzw,
  RunLengthDecode: measureRunLength,
  RL: measureRunLength,
};

/** The names in a stream dictionary's /Filter: "/FlateDecode" or "[/ASCII85Decode /FlateDecode]". */
function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  return match ? [...match[1]!.matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => name[1]!) : [];
}

/**
 * Walks every `stream … endstream` of the file in order and adds up what the expanding ones decode to; stops and
 * answers `ok: false` once that passes `maxDecodedBytes`.
 */
export function measurePdfStreams(pdf: Buffer, maxDecodedBytes: number): StreamVerdict {
  // Latin-1 keeps one character per byte, so string positions are byte offsets.
  const text = pdf.toString('latin1');
  let decodedBytes = 0;
  STREAM_KEYWORD.lastIndex = 0;
  for (let match = STREAM_KEYWORD.exec(text); match; match = STREAM_KEYWORD.exec(text)) {
    const start = match.index + match[0].length;
    const endAt = text.indexOf(END_KEYWORD, start);
    // The end of line before `endstream` is not data (§7.3.8.1).
    const end = endAt === -1 ? text.length : endAt - (/\r?\n$|\r$/.exec(text.slice(endAt - 2, endAt))?.[0].length ?? 0);
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - MAX_DICTIONARY_CHARS, 0), match.index);
    const measure = MEASURES[filtersOf(dictionary)[0] ?? ''];
    if (measure) {
      decodedBytes += measure(pdf.subarray(start, end), maxDecodedBytes - decodedBytes);
      if (decodedBytes > maxDecodedBytes) return { ok: false, decodedBytes };
    }
    STREAM_KEYWORD.lastIndex = endAt === -1 ? text.length : endAt + END_KEYWORD.length;
  }
  return { ok: true, decodedBytes };
}
