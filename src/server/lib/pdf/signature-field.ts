// A signature field appended as an incremental update (ISO 32000-1 §12.8): the signature dictionary with a
// /Contents placeholder, its widget on the first page and the AcroForm listing it, then the placeholder filled with
// a CMS over every byte outside it. The same for the seal (ETSI.CAdES.detached) and the document time-stamp
// (ETSI.RFC3161, PAdES-B-LTA).
import { appendUpdate, entryReference, objectNumber, readPdf, ref, referencesIn, withEntry } from './pdf-file';

export type SignatureKind =
  | {
      type: 'seal';
      reason: string;
      location: string;
      name: string;
      contactInfo: string;
      signingTime: Date;
    }
  | { type: 'document-timestamp' };

/** Ten digits each, rewritten in place once the offsets are known (a PDF ignores the extra spaces). */
const BYTE_RANGE_PLACEHOLDER = '/ByteRange [0 0000000000 0000000000 0000000000]';

/** A PDF text string: ASCII as is, anything else UTF-16BE with its byte order mark; ( ) \ escaped. */
export function textString(text: string): string {
  const ascii = [...text].every((char) => char.charCodeAt(0) < 0x80);
  const bytes = ascii
    ? Buffer.from(text, 'latin1')
    : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  return `(${bytes.toString('latin1').replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

/** D:YYYYMMDDHHmmSSZ */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

function signatureDictionary(kind: SignatureKind, contentsBytes: number): string {
  const contents = `/Contents <${'0'.repeat(contentsBytes * 2)}>`;
  if (kind.type === 'document-timestamp') {
    return `<<\n/Type /DocTimeStamp\n/Filter /Adobe.PPKLite\n/SubFilter /ETSI.RFC3161\n${BYTE_RANGE_PLACEHOLDER}\n${contents}\n>>`;
  }
  return [
    '<<',
    '/Type /Sig',
    '/Filter /Adobe.PPKLite',
    '/SubFilter /ETSI.CAdES.detached',
    BYTE_RANGE_PLACEHOLDER,
    contents,
    `/Reason ${textString(kind.reason)}`,
    `/Location ${textString(kind.location)}`,
    `/Name ${textString(kind.name)}`,
    `/ContactInfo ${textString(kind.contactInfo)}`,
    `/M (${pdfDate(kind.signingTime)})`,
    // Written as a PDF name: pdfsig wants every key and name of the dictionary to be a name object.
    '/Prop_Build << /App << /Name /CasaNova >> >>',
    '>>',
  ].join('\n');
}

/** The PDF with an empty signature field of `kind` appended, room for `contentsBytes` of CMS. */
export function addSignatureField(pdfBytes: Buffer, kind: SignatureKind, contentsBytes: number): Buffer {
  const pdf = readPdf(pdfBytes);
  const catalogNumber = objectNumber(pdf.trailer.root);
  const catalog = pdf.object(catalogNumber);
  const pages = pdf.object(objectNumber(entryReference(catalog, 'Pages') ?? '0 0 R'));
  const firstPageRef = referencesIn(pdf, pages, 'Kids')[0];
  if (!firstPageRef) throw new Error('PDF without pages');
  const firstPageNumber = objectNumber(firstPageRef);
  const page = pdf.object(firstPageNumber);

  const formRef = entryReference(catalog, 'AcroForm');
  const form = formRef ? pdf.object(objectNumber(formRef)) : '<< /SigFlags 3 >>';
  const fields = formRef ? referencesIn(pdf, form, 'Fields') : [];

  let next = pdf.trailer.size;
  const signature = next++;
  const widget = next++;
  const formNumber = formRef ? objectNumber(formRef) : next;
  const fieldName = `Signature${fields.length + 1}`;
  const objects = [
    { number: signature, body: signatureDictionary(kind, contentsBytes) },
    {
      number: widget,
      body: `<<\n/Type /Annot\n/Subtype /Widget\n/FT /Sig\n/Rect [0 0 0 0]\n/V ${ref(signature)}\n/T (${fieldName})\n/F 4\n/P ${firstPageRef}\n>>`,
    },
    {
      number: formNumber,
      body: withEntry(withEntry(form, 'Fields', `[${[...fields, ref(widget)].join(' ')}]`), 'SigFlags', '3'),
    },
    {
      number: firstPageNumber,
      body: withEntry(page, 'Annots', `[${[...referencesIn(pdf, page, 'Annots'), ref(widget)].join(' ')}]`),
    },
  ];
  if (!formRef) objects.push({ number: catalogNumber, body: withEntry(catalog, 'AcroForm', ref(formNumber)) });
  return appendUpdate(pdf, objects);
}

/** The byte range of the last signature field's placeholder, and where its hex digits are. */
export function placeholderOf(pdf: Buffer): { byteRange: [number, number, number, number]; rangeAt: number } {
  const rangeAt = pdf.lastIndexOf(BYTE_RANGE_PLACEHOLDER);
  if (rangeAt < 0) throw new Error('no signature placeholder');
  const open = pdf.indexOf('/Contents <', rangeAt) + '/Contents '.length;
  const close = pdf.indexOf('>', open);
  return { byteRange: [0, open, close + 1, pdf.length - close - 1], rangeAt };
}

/**
 * Fills the last placeholder: writes the byte range, then the CMS that `sign` makes over the bytes outside the
 * placeholder. Throws when the CMS does not fit.
 */
export async function fillSignatureField(pdf: Buffer, sign: (signedBytes: Buffer) => Promise<Buffer>): Promise<Buffer> {
  const { byteRange, rangeAt } = placeholderOf(pdf);
  const filled = Buffer.from(pdf);
  const range = `/ByteRange [${byteRange.join(' ')}]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  if (range.length !== BYTE_RANGE_PLACEHOLDER.length) throw new Error('byte range too long');
  filled.write(range, rangeAt, 'latin1');
  const [, open, close] = byteRange;
  const cms = await sign(Buffer.concat([filled.subarray(0, open), filled.subarray(close)]));
  const room = close - open - 2;
  const hex = cms.toString('hex');
  if (hex.length > room) throw new Error(`the signature needs ${hex.length / 2} bytes; the field holds ${room / 2}`);
  filled.write(hex, open + 1, 'latin1');
  return filled;
}
