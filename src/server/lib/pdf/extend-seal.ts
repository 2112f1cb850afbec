// What the background job adds to a sealed PDF (docs/decisions/023-trusted-time-verified-and-in-the-background.md):
// the signature time-stamp, in place, among the seal's unsigned attributes (PAdES-B-T); the validation data in a
// DSS (PAdES-B-LT); a document time-stamp over all of it (PAdES-B-LTA). The bytes the seal signed never change.
import { Attribute } from '@peculiar/asn1-cms';

import { OID, readSignedData, signedAttributesBytes, signerInfosDer, toBuffer, wrapSignedData } from './cms';
import { appendUpdate, entryReference, objectNumber, readPdf, ref, stream, withEntry } from './pdf-file';
import { addSignatureField, fillSignatureField } from './signature-field';
import { readPdfSeal } from './verify-pdf-seal';

/** The seal's CMS with `token` as its signature time-stamp, written over the old one in the same placeholder. */
export function embedSignatureTimestamp(pdf: Buffer, token: Buffer): Buffer {
  const seal = readPdfSeal(pdf);
  if (!seal) throw new Error('the PDF has no seal');
  const signedData = readSignedData(seal.cms);
  const signerInfo = signedData.signerInfos[0]!;
  signerInfo.unsignedAttrs = [
    ...(signerInfo.unsignedAttrs ?? []).filter((a) => a.attrType !== OID.signatureTimeStampToken),
    new Attribute({ attrType: OID.signatureTimeStampToken, attrValues: [Uint8Array.from(token).buffer] }),
  ];
  const cms = wrapSignedData(signedData);
  // Only the unsigned attributes may differ: the signed attributes and the signature come out as they were.
  const written = readSignedData(cms).signerInfos[0]!;
  if (
    !signedAttributesBytes(signerInfosDer(cms)[0]!).equals(seal.signedAttributes) ||
    !toBuffer(written.signature.buffer).equals(seal.signature)
  ) {
    throw new Error('re-encoding the seal would change what it signed');
  }
  const [, open, close] = seal.byteRange;
  const room = close - open - 2;
  const hex = cms.toString('hex');
  if (hex.length > room) throw new Error(`el sello de tiempo (${token.length} bytes) no cabe en el espacio reservado`);
  const result = Buffer.from(pdf);
  result.write(hex.padEnd(room, '0'), open + 1, 'latin1');
  return result;
}

export type ValidationData = { certificates: Buffer[]; ocsps: Buffer[]; crls: Buffer[] };

/** Appends a Document Security Store (ISO 32000-2 §12.8.4.3) with these certificates and revocation answers. */
export function appendDss(pdfBytes: Buffer, data: ValidationData): Buffer {
  const pdf = readPdf(pdfBytes);
  const catalogNumber = objectNumber(pdf.trailer.root);
  const catalog = pdf.object(catalogNumber);
  if (entryReference(catalog, 'DSS')) throw new Error('the PDF already has a DSS');
  let next = pdf.trailer.size;
  const objects: { number: number; body: Buffer | string }[] = [];
  const streams = (items: Buffer[]) =>
    items.map((item) => {
      const number = next++;
      objects.push({ number, body: stream(item) });
      return ref(number);
    });
  const unique = (items: Buffer[]) => items.filter((item, i) => items.findIndex((other) => other.equals(item)) === i);
  const certs = streams(unique(data.certificates));
  const ocsps = streams(unique(data.ocsps));
  const crls = streams(unique(data.crls));
  const dss = next++;
  const entries = [
    `/Certs [${certs.join(' ')}]`,
    ocsps.length ? `/OCSPs [${ocsps.join(' ')}]` : '',
    crls.length ? `/CRLs [${crls.join(' ')}]` : '',
  ].filter(Boolean);
  objects.push({ number: dss, body: `<<\n/Type /DSS\n${entries.join('\n')}\n>>` });
  objects.push({ number: catalogNumber, body: withEntry(catalog, 'DSS', ref(dss)) });
  return appendUpdate(pdf, objects);
}

/** Room for a document time-stamp token. */
export const DOCUMENT_TIMESTAMP_ROOM = 24 * 1024;

/** Appends a document time-stamp (ETSI.RFC3161): `timestamp` gets the bytes it covers and returns the token. */
export async function appendDocumentTimestamp(
  pdf: Buffer,
  timestamp: (signedBytes: Buffer) => Promise<Buffer>,
): Promise<Buffer> {
  const placed = addSignatureField(pdf, { type: 'document-timestamp' }, DOCUMENT_TIMESTAMP_ROOM);
  return fillSignatureField(placed, timestamp);
}
