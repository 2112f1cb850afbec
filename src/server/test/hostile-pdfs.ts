import { constants, deflateRawSync } from 'node:zlib';

// The hostile PDFs of issue 43, made here rather than stored: a few kilobytes that declare a million (or a hundred
// million) pages through shared page-tree nodes, and a 1.5 MB cross-reference stream that inflates to 1.5 GB. Each
// is a well-formed file with a real cross-reference section, so a PDF library takes it seriously.

/** Objects numbered from 1 in order, then a classic xref table and trailer pointing at object 1 as the catalog. */
function assemble(objects: (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A page tree declaring `10^levels` pages with one page object: each level's node lists the node below ten times
 * (1 000 000 pages for 6 levels, 100 000 000 for 8).
 */
export function pageTreeBomb(levels: number): Buffer {
  // 1: catalog, 2: the page, 3…: the page-tree levels from the bottom; the top one is the catalog's /Pages.
  const top = 2 + levels;
  const objects = [`<< /Type /Catalog /Pages ${top} 0 R >>`, `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] >>`];
  for (let level = 1; level <= levels; level++) {
    const child = level === 1 ? 2 : level + 1;
    const kids = Array.from({ length: 10 }, () => `${child} 0 R`).join(' ');
    const parent = level < levels ? ` /Parent ${level + 3} 0 R` : '';
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${10 ** level}${parent} >>`);
  }
  return assemble(objects);
}

/**
 * A zlib stream of `bytes` zero bytes built without compressing them: one fully flushed block of a mebibyte of zeros
 * decodes the same wherever it stands, so it is repeated, then closed with the Adler-32 of all those zeros.
 */
export function zerosDeflated(bytes: number): Buffer {
  const MIB = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blocks = Math.ceil(bytes / MIB);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((blocks * MIB) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(blocks).fill(block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/** A cross-reference stream whose Flate data inflates to `bytes` (1.5 GB in the finding) from ~1/1000 of that. */
export function xrefStreamBomb(bytes = 1.5 * 1024 ** 3): Buffer {
  const data = zerosDeflated(bytes);
  const header = Buffer.from('%PDF-1.7\n', 'latin1');
  const catalog = Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1');
  const pages = Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n', 'latin1');
  const xrefAt = header.length + catalog.length + pages.length;
  const stream = Buffer.concat([
    Buffer.from(
      `3 0 obj\n<< /Type /XRef /Size 4 /Root 1 0 R /W [1 4 2] /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([header, catalog, pages, stream]);
}
