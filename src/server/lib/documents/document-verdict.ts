/** The types of document the product decodes for a visitor: photos and PDFs. */
export type DocumentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** What the worker is asked: the bytes, what they claim to be and the bounds they must stay within. */
export type DocumentJob = {
  data: Uint8Array;
  type: DocumentType;
  /** A PDF declaring more pages is refused before any page is loaded. */
  maxPages: number;
  /** What a PDF's expanding streams may decode to, all together. */
  maxDecodedBytes: number;
  /** A photo larger than this (or whose header claims to be) is refused before its pixels are decoded. */
  maxPixels: number;
};

/**
 * `ok`: it decodes whole as what it claims. `unreadable`: it does not. `too_many_pages`, `inflates_too_much`: a PDF
 * refused by its declared size. `too_heavy`: the check ran out of memory or time and was stopped.
 */
export type DocumentVerdict =
  | { verdict: 'ok' }
  | { verdict: 'unreadable' }
  | { verdict: 'too_many_pages'; pages: number }
  | { verdict: 'inflates_too_much' }
  | { verdict: 'too_heavy' };
