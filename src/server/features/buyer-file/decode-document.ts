import type { Locale } from '#shared/i18n/locales.ts';
import type { BUYER_FILE_DOCUMENT_TYPES } from '#shared/schemas/buyer-file-schema.ts';
import { checkDocument, DOCUMENT_LIMITS, DocumentChecksBusy } from '#server/lib/documents/check-document.ts';
import { AppError, unprocessable } from '#server/lib/errors.ts';

type DocumentType = (typeof BUYER_FILE_DOCUMENT_TYPES)[number];

/** In the language of whoever uploads it: the buyer on their signing page, the company in Spanish. */
const UNREADABLE_DOCUMENT: Record<Locale, string> = {
  es: 'No hemos podido abrir el documento: súbelo de nuevo como una foto (JPEG, PNG o WebP) o un PDF legible de tu DNI, NIE o pasaporte.',
  ca: 'No hem pogut obrir el document: torna a pujar-lo com una foto (JPEG, PNG o WebP) o un PDF llegible del teu DNI, NIE o passaport.',
  en: 'We could not open the document: please upload it again as a readable photo (JPEG, PNG or WebP) or PDF of your DNI, NIE or passport.',
};
const TOO_MANY_PAGES: Record<Locale, (pages: number) => string> = {
  es: (pages) =>
    `El PDF dice tener ${pages} páginas y un documento así tiene como mucho ${DOCUMENT_LIMITS.maxPages}: sube solo las páginas del documento (o una foto de cada cara).`,
  ca: (pages) =>
    `El PDF diu que té ${pages} pàgines i un document així en té com a molt ${DOCUMENT_LIMITS.maxPages}: puja només les pàgines del document (o una foto de cada cara).`,
  en: (pages) =>
    `The PDF claims to have ${pages} pages and such a document has at most ${DOCUMENT_LIMITS.maxPages}: please upload only the document’s pages (or a photo of each side).`,
};
const TOO_HEAVY: Record<Locale, string> = {
  es: 'El PDF es demasiado pesado para comprobarlo (su contenido descomprimido es enorme): súbelo como una foto (JPEG, PNG o WebP) o como un PDF sencillo del documento.',
  ca: 'El PDF és massa pesat per comprovar-lo (el seu contingut descomprimit és enorme): puja’l com una foto (JPEG, PNG o WebP) o com un PDF senzill del document.',
  en: 'The PDF is too heavy to check (its content is huge once decompressed): please upload a photo (JPEG, PNG or WebP) or a plain PDF of the document instead.',
};
const BUSY: Record<Locale, string> = {
  es: 'Ahora mismo estamos comprobando otros documentos. Vuelve a intentarlo en unos segundos.',
  ca: 'Ara mateix estem comprovant altres documents. Torna-ho a provar d’aquí a uns segons.',
  en: 'We are checking other documents right now. Please try again in a few seconds.',
};
const RETRY_AFTER_SECONDS = '10';

/**
 * Refuses, in the uploader's language, bytes that do not decode whole as the type their signature claims
 * (docs/product.md §5.7): a photo decoded to the last pixel, a PDF with every page reachable. Magic bytes alone
 * prove nothing: an identity document nobody can open identifies nobody. The decoding runs in a child process with a
 * memory cap, a deadline and one document at a time (lib/documents/check-document.ts): a hostile file costs its
 * uploader a 422, never the site.
 */
export async function assertDecodes(data: Buffer, type: DocumentType, language: Locale = 'es'): Promise<void> {
  let outcome;
  try {
    outcome = await checkDocument(data, type);
  } catch (error) {
    if (error instanceof DocumentChecksBusy)
      throw new AppError(503, 'documents_busy', BUSY[language], { 'retry-after': RETRY_AFTER_SECONDS });
    throw error;
  }
  switch (outcome.verdict) {
    case 'ok':
      return;
    case 'too_many_pages':
      throw unprocessable(TOO_MANY_PAGES[language](outcome.pages), 'too_many_pages');
    case 'inflates_too_much':
    case 'too_heavy':
      throw unprocessable(TOO_HEAVY[language], 'document_too_heavy');
    default:
      throw unprocessable(UNREADABLE_DOCUMENT[language], 'unreadable_identity_document');
  }
}

const EXTENSIONS: Record<DocumentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** The name a document downloads under: the uploaded name with the extension of what the bytes really are. */
export function nameForType(filename: string, type: string): string {
  const extension = EXTENSIONS[type as DocumentType];
  if (!extension) return filename;
  const base = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'documento';
  return `${base}${extension}`;
}
