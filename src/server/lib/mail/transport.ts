import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

type OutgoingMail = {
  /** The sender's display name (the company's name) when the configured sender has none of its own. */
  fromName?: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** `cid` marks an inline image the HTML shows (the logo), not a file to download. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
};

export type MailTransport = { send(mail: OutgoingMail): Promise<void>; describe: string };

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox,
 * so a newcomer can read signing links and reset mails without a mail server.
 */
export function createMailTransport(options: { smtpUrl?: string; from: string; dataDir: string }): MailTransport {
  // MAIL_FROM with a display name ("Name <address>") is used as written; a bare address gets the company's name.
  const fromOf = (fromName: string | undefined) =>
    options.from.includes('<') || !fromName?.trim() ? options.from : { name: fromName.trim(), address: options.from };
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl, { from: options.from });
    return {
      describe: 'smtp',
      async send({ fromName, ...mail }) {
        await transporter.sendMail({ from: fromOf(fromName), ...mail });
      },
    };
  }
  const dir = path.join(options.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${dir}`,
    async send({ fromName, ...mail }) {
      const info = await transporter.sendMail({ from: fromOf(fromName), ...mail });
      // Owner only: the mails hold reset and signing links.
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
