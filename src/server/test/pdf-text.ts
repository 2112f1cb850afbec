// The text of a PDF the product made, as a reader would extract it (unpdf), whitespace folded: for tests.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Each page's text, whitespace folded. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}
