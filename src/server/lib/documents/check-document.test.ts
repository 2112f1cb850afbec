import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { pageTreeBomb, xrefStreamBomb } from '#server/test/hostile-pdfs.ts';

import { checkDocument, DOCUMENT_LIMITS, DocumentChecksBusy } from './check-document';
import { measurePdfStreams } from './pdf-streams';

// Documents are decoded in a child process, bounded (docs/decisions/042-hostile-documents-payers-and-sessions.md).

const pdfWithPages = (pages: number) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.text(`DOCUMENTO NACIONAL DE IDENTIDAD — página ${page}`);
    }
    doc.end();
  });

/** A PDF whose one content stream is `data` under `filter`. */
const pdfWithStream = (filter: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n4 0 obj\n<< /Filter ${filter} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);

describe('checkDocument', () => {
  it('accepts a real PDF of a few pages and real photos', async () => {
    expect(await checkDocument(await pdfWithPages(2), 'application/pdf')).toEqual({ verdict: 'ok' });
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ccc' } })
      .jpeg()
      .toBuffer();
    expect(await checkDocument(jpeg, 'image/jpeg')).toEqual({ verdict: 'ok' });
    expect(await checkDocument(jpeg.subarray(0, jpeg.length >> 1), 'image/jpeg')).toEqual({ verdict: 'unreadable' });
    expect(await checkDocument(jpeg, 'image/png')).toEqual({ verdict: 'unreadable' });
  });

  it('refuses a PDF with more pages than a document can have, before loading them', async () => {
    expect(await checkDocument(await pdfWithPages(DOCUMENT_LIMITS.maxPages), 'application/pdf')).toEqual({
      verdict: 'ok',
    });
    expect(await checkDocument(await pdfWithPages(DOCUMENT_LIMITS.maxPages + 1), 'application/pdf')).toEqual({
      verdict: 'too_many_pages',
      pages: DOCUMENT_LIMITS.maxPages + 1,
    });
  });

  it('refuses the hostile PDFs of issue 43 quickly: a million and a hundred million pages, a 1.5 GB stream', async () => {
    for (const [levels, pages] of [
      [6, 1_000_000],
      [8, 100_000_000],
    ] as const) {
      const bomb = pageTreeBomb(levels);
      expect(bomb.length).toBeLessThan(8 * 1024);
      expect(await checkDocument(bomb, 'application/pdf')).toEqual({ verdict: 'too_many_pages', pages });
    }
    const bomb = xrefStreamBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    expect(await checkDocument(bomb, 'application/pdf')).toEqual({ verdict: 'inflates_too_much' });
    expect(performance.now() - started).toBeLessThan(DOCUMENT_LIMITS.deadlineMs);
  });

  it('stops a check that outlives its deadline or its memory, and the next one runs', async () => {
    const pdf = await pdfWithPages(1);
    expect(await checkDocument(pdf, 'application/pdf', { deadlineMs: 1 })).toEqual({ verdict: 'too_heavy' });
    expect(await checkDocument(pdf, 'application/pdf', { heapMb: 1 })).toEqual({ verdict: 'too_heavy' });
    expect(await checkDocument(pdf, 'application/pdf')).toEqual({ verdict: 'ok' });
  });

  it('checks one document at a time and refuses more than a few waiting', async () => {
    const pdf = await pdfWithPages(1);
    const admitted = Array.from({ length: DOCUMENT_LIMITS.maxWaiting + 1 }, () =>
      checkDocument(pdf, 'application/pdf'),
    );
    await expect(checkDocument(pdf, 'application/pdf')).rejects.toBeInstanceOf(DocumentChecksBusy);
    expect(await Promise.all(admitted)).toEqual(admitted.map(() => ({ verdict: 'ok' })));
    // Once the queue drained, a document is admitted again.
    expect(await checkDocument(pdf, 'application/pdf')).toEqual({ verdict: 'ok' });
  });
});

describe('measurePdfStreams', () => {
  const LIMIT = 1024 * 1024;

  it('adds up what Flate streams inflate to, and stops past the limit', () => {
    expect(measurePdfStreams(pdfWithStream('/FlateDecode', deflateSync(Buffer.alloc(1000))), LIMIT)).toEqual({
      ok: true,
      decodedBytes: 1000,
    });
    expect(measurePdfStreams(pdfWithStream('[/FlateDecode]', deflateSync(Buffer.alloc(LIMIT + 1))), LIMIT).ok).toBe(
      false,
    );
  });

  it('measures run-length and LZW bombs without decoding them', () => {
    // 257 − 129 = 128 copies of one byte per two input bytes.
    const runLength = Buffer.concat([Buffer.alloc(2 * 10_000, Buffer.from([129, 0])), Buffer.from([128])]);
    expect(measurePdfStreams(pdfWithStream('/RunLengthDecode', runLength), LIMIT)).toEqual({
      ok: false,
      decodedBytes: expect.any(Number),
    });
    expect(measurePdfStreams(pdfWithStream('/RunLengthDecode', runLength.subarray(0, 200)), LIMIT)).toEqual({
      ok: true,
      decodedBytes: 128 * 100,
    });
    // 9-bit codes 0, 258, 259, 260…: each new entry one byte longer than the last (1 + 2 + … + 251 bytes).
    const codes = [256, 0, ...Array.from({ length: 250 }, (_, i) => 258 + i), 257];
    const bits = codes.map((code) => code.toString(2).padStart(9, '0')).join('');
    const lzw = Buffer.from(
      bits
        .padEnd(Math.ceil(bits.length / 8) * 8, '0')
        .match(/.{8}/g)!
        .map((b) => parseInt(b, 2)),
    );
    const decoded = measurePdfStreams(pdfWithStream('/LZWDecode', lzw), LIMIT);
    expect(decoded.decodedBytes).toBe((251 * 252) / 2);
  });

  it('leaves picture filters to the viewer: a scan’s JPEG is not decoded here', () => {
    expect(measurePdfStreams(pdfWithStream('/DCTDecode', Buffer.alloc(5000, 1)), LIMIT)).toEqual({
      ok: true,
      decodedBytes: 0,
    });
  });
});
