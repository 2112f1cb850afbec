import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';

import { parsePortalMail, type ParseResult } from './parsers/index';

export type ReadMail = {
  /** The Message-ID, or a hash of the whole message when it has none. */
  externalId: string;
  sender: string | null;
  subject: string | null;
  date: Date | null;
  result: ParseResult;
};

/**
 * A raw message turned into what the parsers read: the sender, the subject and the text (the text part, or the HTML
 * one turned into text with its links as `text [url]`). A message mailparser cannot read is unreadable.
 */
export async function readMail(source: Buffer, uidKey: string): Promise<ReadMail> {
  const digest = `sha256:${createHash('sha256').update(source).digest('hex')}`;
  try {
    const mail = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true });
    const from = mail.from?.value[0];
    const text = mail.text?.trim() ? mail.text : '';
    const externalId = mail.messageId?.trim() ? `message-id:${mail.messageId.trim().toLowerCase()}` : digest;
    const subject = mail.subject ?? '';
    const result: ParseResult =
      !from?.address || !text
        ? { kind: 'unreadable', reason: 'Mensaje sin remitente o sin texto legible' }
        : parsePortalMail({ from: from.address, fromName: from.name ?? '', subject, text });
    return { externalId, sender: from?.address ?? null, subject: subject || null, date: mail.date ?? null, result };
  } catch (error) {
    return {
      externalId: `${digest}:${uidKey}`,
      sender: null,
      subject: null,
      date: null,
      result: { kind: 'unreadable', reason: `Mensaje mal formado: ${(error as Error).message}`.slice(0, 300) },
    };
  }
}
