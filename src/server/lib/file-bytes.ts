// The declared type of an attachment is only a claim: the bytes must be a file of that kind, so an
// executable renamed to .pdf is refused. Signatures are the file formats' own magic numbers.

const PDF = Buffer.from('%PDF');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF87 = Buffer.from('GIF87a');
const GIF89 = Buffer.from('GIF89a');
const RIFF = Buffer.from('RIFF');
const WEBP = Buffer.from('WEBP');
// Every Word package stores its document under word/ (e.g. word/document.xml) in the zip directory.
const WORD_PART = Buffer.from('word/');

const startsWith = (data: Buffer, magic: Buffer): boolean => data.subarray(0, magic.length).equals(magic);

const MATCHERS: Record<string, (data: Buffer) => boolean> = {
  'application/pdf': (data) => startsWith(data, PDF),
  'application/msword': (data) => startsWith(data, OLE2),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (data) =>
    startsWith(data, ZIP) && data.includes(WORD_PART),
  'image/jpeg': (data) => startsWith(data, JPEG),
  'image/png': (data) => startsWith(data, PNG),
  'image/gif': (data) => startsWith(data, GIF87) || startsWith(data, GIF89),
  'image/webp': (data) => startsWith(data, RIFF) && data.subarray(8, 12).equals(WEBP),
};

/** True when the bytes really are a file of `contentType` (an allowed attachment or identity-document type). */
export function bytesMatchType(data: Buffer, contentType: string): boolean {
  return MATCHERS[contentType]?.(data) ?? false;
}
