// Runs in a child process (check-document.ts starts one per document, with a small heap): a document that exhausts
// memory or time here ends this process, never the server. Nothing is imported from the application: only what
// decoding needs.
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';

import type { DocumentJob, DocumentVerdict } from './document-verdict';
import { measurePdfStreams } from './pdf-streams';

async function checkPdf(data: Uint8Array, job: DocumentJob): Promise<DocumentVerdict> {
  if (!measurePdfStreams(Buffer.from(data.buffer, data.byteOffset, data.byteLength), job.maxDecodedBytes).ok) {
    return { verdict: 'inflates_too_much' };
  }
  const pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false });
  try {
    // What the page tree declares, read before any page is: a million declared pages are refused, not walked.
    if (pdf.numPages < 1) return { verdict: 'unreadable' };
    if (pdf.numPages > job.maxPages) return { verdict: 'too_many_pages', pages: pdf.numPages };
    // Every page reachable: a PDF whose pages cannot be opened shows nobody's document.
    for (let page = 1; page <= pdf.numPages; page++) await pdf.getPage(page);
    return { verdict: 'ok' };
  } finally {
    await pdf.destroy();
  }
}

async function checkImage(data: Uint8Array, job: DocumentJob): Promise<DocumentVerdict> {
  const image = sharp(data, { limitInputPixels: job.maxPixels, failOn: 'truncated' });
  const { format, width, height } = await image.metadata();
  if (`image/${format}` !== job.type || !width || !height) return { verdict: 'unreadable' };
  // stats() reads every pixel: the whole image decodes, not only its header.
  await image.stats();
  return { verdict: 'ok' };
}

async function check(job: DocumentJob): Promise<DocumentVerdict> {
  try {
    return job.type === 'application/pdf' ? await checkPdf(job.data, job) : await checkImage(job.data, job);
  } catch {
    return { verdict: 'unreadable' };
  }
}

process.once('message', (job: DocumentJob) => {
  void check(job).then((verdict) => process.send!(verdict, () => process.exit(0)));
});
